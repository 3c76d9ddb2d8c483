import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { throttleEvents } from '@/db/schema';
import { tooManyRequests } from './errors';

/** A limit of `max` events per `windowMinutes`, counted per key (an email or a client address). */
export interface ThrottleRule {
  bucket: string;
  max: number;
  windowMinutes: number;
}

/**
 * OWASP's advice for password guessing: a per-account limit that an attacker spread over many
 * addresses still hits, and a looser per-address limit against one machine trying many accounts.
 * Only failures count, and a successful sign-in clears its account's count.
 */
export const SIGN_IN_FAILURES_PER_ACCOUNT: ThrottleRule = {
  bucket: 'sign_in_account',
  max: 10,
  windowMinutes: 15,
};
export const SIGN_IN_FAILURES_PER_ADDRESS: ThrottleRule = {
  bucket: 'sign_in_address',
  max: 50,
  windowMinutes: 15,
};
/**
 * Wrong second-factor codes (authenticator or recovery) per account, keyed by the user's id.
 * Someone past this point has the password, so nothing clears this count, a right password
 * least of all: it only empties as its window passes, however many sign-ins the guesses are
 * spread over. The account's password count and the address's count apply as well.
 */
export const SECOND_FACTOR_FAILURES_PER_ACCOUNT: ThrottleRule = {
  bucket: 'second_factor_account',
  max: 10,
  windowMinutes: 15,
};
/** Account creation from one address. */
export const SIGN_UPS_PER_ADDRESS: ThrottleRule = { bucket: 'sign_up_address', max: 20, windowMinutes: 60 };
/** Invitation links that did not match a pending invitation, from one address (token guessing). */
export const INVITATION_MISSES_PER_ADDRESS: ThrottleRule = {
  bucket: 'invitation_address',
  max: 20,
  windowMinutes: 15,
};

/** Questions to the AI assistant per member: each one may cost the organisation an AI service call. */
export const ASSISTANT_QUESTIONS_PER_USER: ThrottleRule = {
  bucket: 'assistant_user',
  max: 30,
  windowMinutes: 10,
};

function windowStart(rule: ThrottleRule) {
  return sql`now() - make_interval(mins => ${rule.windowMinutes})`;
}

/** How many events `key` has in `rule`'s window now, and when the oldest of them was. */
async function windowUse(db: Db, rule: ThrottleRule, key: string) {
  const [row] = await db
    .select({ used: count(), oldest: min(throttleEvents.createdAt) })
    .from(throttleEvents)
    .where(
      and(
        eq(throttleEvents.bucket, rule.bucket),
        eq(throttleEvents.key, key),
        gt(throttleEvents.createdAt, windowStart(rule)),
      ),
    );
  return { used: Number(row?.used ?? 0), oldest: row?.oldest ?? null };
}

/** Throws 429 with the wait time when `key` has used up `rule`; changes nothing. */
export async function assertWithinLimit(db: Db, rule: ThrottleRule, key: string) {
  const row = await windowUse(db, rule, key);
  if (row.used < rule.max || !row.oldest) return;
  const freeAt = new Date(row.oldest).getTime() + rule.windowMinutes * 60_000;
  const minutes = Math.max(1, Math.ceil((freeAt - Date.now()) / 60_000));
  throw tooManyRequests(
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  );
}

/** Counts one event against `key`, pruning that key's events that have left the window. */
export async function recordEvent(db: Db, rule: ThrottleRule, key: string) {
  await db.insert(throttleEvents).values({ bucket: rule.bucket, key });
  await db
    .delete(throttleEvents)
    .where(
      and(
        eq(throttleEvents.bucket, rule.bucket),
        eq(throttleEvents.key, key),
        lt(throttleEvents.createdAt, windowStart(rule)),
      ),
    );
}

/** How many events `key` has in `rule`'s window now. */
export async function eventsInWindow(db: Db, rule: ThrottleRule, key: string): Promise<number> {
  return (await windowUse(db, rule, key)).used;
}

export async function clearEvents(db: Db, rule: ThrottleRule, key: string) {
  await db
    .delete(throttleEvents)
    .where(and(eq(throttleEvents.bucket, rule.bucket), eq(throttleEvents.key, key)));
}
