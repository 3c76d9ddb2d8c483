import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@steward/domain';
import type { Db } from '@/db/client';
import * as q from '../queries/factors';

/**
 * Recovery codes: RECOVERY_CODE_COUNT one-time codes, each 10 characters of an alphabet without
 * look-alikes (no 0/o, 1/i/l), shown once as `xxxxx-xxxxx`. About 49 random bits each, tried
 * online only under the sign-in throttle and after the right password. Fewer than 112 bits, so
 * each is stored as a random 128-bit salt and the SHA-256 of salt and code (ASVS V2.6.2):
 * a stolen table gives no code and no table of precomputed hashes helps. The code is normalised
 * first (lower case, no spaces or dashes), so it is compared the way a person may type it.
 */

const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const CODE_LENGTH = 10;

function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

const SALT_BYTES = 16;

function digest(salt: string, code: string): Buffer {
  const normalised = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(`${salt}:${normalised}`, 'utf8').digest();
}

/** `salt.hash`, both hex: what recovery_codes.code_hash holds. */
function sealCode(code: string): string {
  const salt = randomBytes(SALT_BYTES).toString('hex');
  return `${salt}.${digest(salt, code).toString('hex')}`;
}

function matches(stored: string, code: string): boolean {
  const [salt, hash] = stored.split('.');
  if (!salt || !hash) return false;
  return timingSafeEqual(Buffer.from(hash, 'hex'), digest(salt, code));
}

/** A new set of codes in place of the user's old set, which stops working. */
export async function replaceRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newCode());
  await db.transaction((tx) => q.replaceRecoveryCodes(tx, userId, [...codes].map(sealCode)));
  return [...codes];
}

/**
 * The codes to show after an enrolment: a new set when the user had none (this is their first
 * second factor), else null (the set they saved still works).
 */
export async function recoveryCodesForFirstFactor(db: Db, userId: string): Promise<string[] | null> {
  if ((await q.countRecoveryCodes(db, userId)) > 0) return null;
  return replaceRecoveryCodes(db, userId);
}

/** Uses one of the user's unused codes; false when it is wrong or was used before. */
export async function useRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  const match = (await q.unusedRecoveryCodes(db, userId)).find((row) => matches(row.codeHash, code));
  return match !== undefined && (await q.markRecoveryCodeUsed(db, match.id));
}
