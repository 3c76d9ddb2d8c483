import { SECURITY_MESSAGES, type SecondFactorRequest } from '@steward/domain';
import { recordAudit } from '@/platform/audit-log';
import { unauthorized } from '@/platform/errors';
import { type ClientInfo, findMembership, principalFor } from '@/platform/session/session';
import * as state from '../queries/sign-in-state';
import { assertCodeGuessesLeft, countWrongCode } from './code-guesses';
import type { FactorDeps } from './factors';
import { recordSecurityChange } from './notices';
import { useRecoveryCode } from './recovery-codes';
import { completePendingSignIn, readPendingSignIn } from './sign-in-steps';
import { checkTotpCode } from './totp';

const FAILURES = {
  wrong: { detail: 'Wrong authenticator code', message: SECURITY_MESSAGES.wrongCode },
  reused: { detail: 'Authenticator code used before', message: SECURITY_MESSAGES.reusedCode },
  recovery: { detail: 'Wrong or used recovery code', message: SECURITY_MESSAGES.wrongRecoveryCode },
} as const;

/**
 * The second step of a sign-in with a code: an authenticator app's code or a recovery code for the
 * pending sign-in behind `pendingToken`. Codes count against the account's own count of wrong
 * codes and the address's (code-guesses.ts): while either is used up every code is refused with
 * 429 unchecked, and each wrong code counts and is in the audit log. A recovery code works once
 * and its use is emailed, as is an authenticator code tried again.
 */
export async function completeWithCode(
  deps: FactorDeps,
  pendingToken: string | undefined,
  input: Required<SecondFactorRequest>,
  client: ClientInfo,
) {
  const { db } = deps;
  const pending = await readPendingSignIn(db, pendingToken);
  const user = await principalFor(db, '', pending.userId);
  const address = client.ipAddress ?? 'unknown';
  await assertCodeGuessesLeft(db, pending.userId, address);

  let failure: (typeof FAILURES)[keyof typeof FAILURES] | null = null;
  if (input.method === 'totp') {
    const check = await checkTotpCode(db, deps.totpBox, pending.userId, input.code, { confirmed: true });
    if (check === 'reused') failure = FAILURES.reused;
    else if (check !== 'accepted') failure = FAILURES.wrong;
  } else if (!(await useRecoveryCode(db, pending.userId, input.code))) {
    failure = FAILURES.recovery;
  }
  if (failure) {
    await countWrongCode(db, deps.mailer, { userId: pending.userId, address, ipAddress: client.ipAddress });
    if (failure === FAILURES.reused) {
      // A used code after the right password: someone may be replaying what they saw (ASVS V2.8.5).
      await recordSecurityChange(db, deps.mailer, {
        userId: pending.userId,
        actorId: pending.userId,
        action: 'sign_in_failed',
        detail: failure.detail,
        ipAddress: client.ipAddress,
        email: {
          subject: 'An already used code was tried on your Steward account',
          text:
            'Someone signed in to your Steward account with your password and then entered an ' +
            'authenticator code that had already been used. It was refused. If this was not you, ' +
            'change your password at once.',
        },
      });
    } else {
      const membership = await findMembership(db, pending.userId);
      if (membership) {
        await recordAudit(db, {
          organizationId: membership.organizationId,
          actorId: pending.userId,
          action: 'sign_in_failed',
          target: user.email,
          detail: failure.detail,
          ipAddress: client.ipAddress,
        });
      }
    }
    throw unauthorized(failure.message);
  }

  const signedIn = await completePendingSignIn(db, pending, client, {
    via: input.method,
    rememberDevice: input.rememberDevice,
  });
  if (input.method === 'recovery_code') {
    const { recoveryRemaining } = await state.secondFactorsOf(db, pending.userId);
    await recordSecurityChange(db, deps.mailer, {
      userId: pending.userId,
      actorId: pending.userId,
      action: 'recovery_code_used',
      detail: `${recoveryRemaining} left`,
      ipAddress: client.ipAddress,
      email: {
        subject: 'A recovery code was used to sign in to Steward',
        text:
          `A recovery code was used to sign in to your Steward account. ${recoveryRemaining} unused ` +
          `${recoveryRemaining === 1 ? 'code is' : 'codes are'} left. If you lost your authenticator, ` +
          'set up two-step verification again on the "Sign-in and security" page.',
      },
    });
  }
  return signedIn;
}
