import type { Db } from '@/db/client';
import type { Mailer } from '@/platform/mail/mailer';
import {
  assertWithinLimit,
  eventsInWindow,
  recordEvent,
  SECOND_FACTOR_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_ADDRESS,
} from '@/platform/throttle';
import { recordSecurityChange } from './notices';

/**
 * Guesses at a member's second-factor codes (an authenticator code or a recovery code, at the
 * second step of a sign-in or to confirm a change on their security page). Whoever guesses has
 * the password or a session already, so the account's count is its own: a right password never
 * clears it, and at most SECOND_FACTOR_FAILURES_PER_ACCOUNT.max wrong codes are checked per
 * window however many sign-ins they are spread over (ASVS V2.2.1). The address's count applies
 * as well. The guess that uses the account's count up emails the member, once per window.
 */

/** 429 with the time to wait, checking nothing, while either count is used up. */
export async function assertCodeGuessesLeft(db: Db, userId: string, address: string) {
  await assertWithinLimit(db, SECOND_FACTOR_FAILURES_PER_ACCOUNT, userId);
  await assertWithinLimit(db, SIGN_IN_FAILURES_PER_ADDRESS, address);
}

/** Counts one wrong code; the one that reaches the limit tells the member someone is guessing. */
export async function countWrongCode(
  db: Db,
  mailer: Mailer,
  guess: { userId: string; address: string; ipAddress: string | null },
) {
  await recordEvent(db, SECOND_FACTOR_FAILURES_PER_ACCOUNT, guess.userId);
  await recordEvent(db, SIGN_IN_FAILURES_PER_ADDRESS, guess.address);
  const wrong = await eventsInWindow(db, SECOND_FACTOR_FAILURES_PER_ACCOUNT, guess.userId);
  if (wrong !== SECOND_FACTOR_FAILURES_PER_ACCOUNT.max) return;
  const { max, windowMinutes } = SECOND_FACTOR_FAILURES_PER_ACCOUNT;
  await recordSecurityChange(db, mailer, {
    userId: guess.userId,
    actorId: guess.userId,
    action: 'sign_in_failed',
    detail: `${max} wrong two-step codes in ${windowMinutes} minutes; codes refused for now`,
    ipAddress: guess.ipAddress,
    email: {
      subject: 'Someone is guessing two-step codes for your Steward account',
      text:
        `${max} wrong two-step verification codes were entered for your Steward account in ` +
        `${windowMinutes} minutes, so codes are refused for a while. Whoever entered them got past ` +
        'your password, or is using a session where you are signed in: change your password, and ' +
        'choose "Sign out everywhere else" on the "Sign-in and security" page.',
    },
  });
}
