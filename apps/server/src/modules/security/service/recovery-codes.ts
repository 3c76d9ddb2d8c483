import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@steward/domain';
import type { Db } from '@/db/client';
import * as codes from '../queries/recovery-codes';
import { secondFactorsOf } from '../queries/sign-in-state';

// No 0/o, 1/l/i: a code is read off paper and typed back.
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';

/**
 * The member's first second factor was just added: a fresh set of recovery codes (shown once),
 * replacing any set left from an earlier factor; null when they already had another factor.
 *
 * A small stand-in written with the passkeys: the full version comes with the recovery codes'
 * own routes and replaces this one.
 */
export async function recoveryCodesForFirstFactor(db: Db, userId: string): Promise<string[] | null> {
  const factors = await secondFactorsOf(db, userId);
  if ((factors.totp ? 1 : 0) + factors.passkeys !== 1) return null;
  const made = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await codes.replaceRecoveryCodes(
    db,
    userId,
    made.map((code) => createHash('sha256').update(code.replace('-', '')).digest('hex')),
  );
  return made;
}
