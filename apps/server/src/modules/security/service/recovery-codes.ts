import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@steward/domain';
import type { Db } from '@/db/client';
import * as q from '../queries/factors';

/**
 * Recovery codes: RECOVERY_CODE_COUNT one-time codes, each 10 characters of an alphabet without
 * look-alikes (no 0/o, 1/i/l), shown once as `xxxxx-xxxxx`. About 49 random bits each: they are
 * only ever tried online, under the sign-in throttle, and only after the right password. Only the
 * SHA-256 of the normalised code is stored (lower case, no spaces or dashes), so a code is
 * compared the way a person may type it.
 */

const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
const CODE_LENGTH = 10;

function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

function codeDigest(code: string): string {
  const normalised = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(normalised, 'utf8').digest('hex');
}

/** A new set of codes in place of the user's old set, which stops working. */
export async function replaceRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newCode());
  await db.transaction((tx) => q.replaceRecoveryCodes(tx, userId, [...codes].map(codeDigest)));
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
  return q.useRecoveryCode(db, userId, codeDigest(code));
}
