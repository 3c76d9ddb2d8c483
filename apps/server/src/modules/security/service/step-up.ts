import { SECURITY_MESSAGES, STEP_UP_RECENT_MINUTES, type StepUp, type StepUpProof } from '@steward/domain';
import type { Db } from '@/db/client';
import { recordAudit } from '@/platform/audit-log';
import { forbidden } from '@/platform/errors';
import { NO_PASSWORD_HASH, verifyPassword } from '@/platform/passwords';
import { type ClientInfo, findMembership, type Principal } from '@/platform/session/session';
import {
  assertWithinLimit,
  recordEvent,
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_ADDRESS,
} from '@/platform/throttle';
import * as state from '../queries/sign-in-state';
import * as q from '../queries/step-up';
import { assertCodeGuessesLeft, countWrongCode } from './code-guesses';
import type { FactorDeps } from './factors';
import { useRecoveryCode } from './recovery-codes';
import { checkTotpCode } from './totp';

/**
 * A session alone is not enough to change how its member signs in: a stolen session cookie must
 * not let someone remove the authenticator app, take new recovery codes, add a passkey of their
 * own, forget the member's devices, unlink their accounts or sign them out elsewhere (ASVS
 * V3.7.1). Each such request carries proof in its own body (stepUpSchema):
 *
 * - `password`: the member's password. A wrong one counts against the account's and the
 *   address's password limits, as at sign-in, and is in the audit log.
 * - `code`: for a member who has no password (made by single sign-on), a code of a current
 *   factor (authenticator app or recovery code; a recovery code is used up). A wrong one counts
 *   against the account's limit of wrong codes (code-guesses.ts).
 * - `recent_sign_in`: a member with neither has nothing more to give than a fresh sign-in, so the
 *   session must have begun within STEP_UP_RECENT_MINUTES (adding a first passkey is how such a
 *   member gets a factor at all).
 *
 * A missing or wrong proof is 403 with what to do, and nothing changes.
 */

/** What this member's changes ask for. */
export async function stepUpProofOf(db: Db, userId: string): Promise<StepUpProof> {
  const hash = await q.passwordHashOf(db, userId);
  if (hash && hash !== NO_PASSWORD_HASH) return 'password';
  const factors = await state.secondFactorsOf(db, userId);
  return factors.totp || factors.recoveryRemaining > 0 ? 'code' : 'recent_sign_in';
}

/** Throws 403 (or 429 while the limits are used up) unless `proof` proves it is the member. */
export async function requireStepUp(
  deps: FactorDeps,
  principal: Principal,
  proof: StepUp,
  client: ClientInfo,
): Promise<void> {
  const { db } = deps;
  const address = client.ipAddress ?? 'unknown';
  const needs = await stepUpProofOf(db, principal.userId);

  if (needs === 'password') {
    if (!proof.password) throw forbidden(SECURITY_MESSAGES.stepUpPasswordMissing);
    await assertWithinLimit(db, SIGN_IN_FAILURES_PER_ACCOUNT, principal.email);
    await assertWithinLimit(db, SIGN_IN_FAILURES_PER_ADDRESS, address);
    const hash = (await q.passwordHashOf(db, principal.userId)) ?? NO_PASSWORD_HASH;
    if (await verifyPassword(hash, proof.password)) return;
    await recordEvent(db, SIGN_IN_FAILURES_PER_ACCOUNT, principal.email);
    await recordEvent(db, SIGN_IN_FAILURES_PER_ADDRESS, address);
    await auditRefusal(db, principal, client, 'Wrong password to confirm a change to sign-in');
    throw forbidden(SECURITY_MESSAGES.stepUpPasswordWrong);
  }

  if (needs === 'code') {
    const code = proof.code?.trim();
    if (!code) throw forbidden(SECURITY_MESSAGES.stepUpCodeMissing);
    await assertCodeGuessesLeft(db, principal.userId, address);
    const totp = await checkTotpCode(db, deps.totpBox, principal.userId, code, { confirmed: true });
    if (totp === 'accepted' || (await useRecoveryCode(db, principal.userId, code))) return;
    await countWrongCode(db, deps.mailer, { userId: principal.userId, address, ipAddress: client.ipAddress });
    await auditRefusal(db, principal, client, 'Wrong code to confirm a change to sign-in');
    throw forbidden(SECURITY_MESSAGES.stepUpCodeWrong);
  }

  const startedAt = await q.sessionStartedAt(db, principal.sessionId);
  if (startedAt && Date.now() - startedAt.getTime() <= STEP_UP_RECENT_MINUTES * 60_000) return;
  throw forbidden(SECURITY_MESSAGES.stepUpSignInAgain);
}

async function auditRefusal(db: Db, principal: Principal, client: ClientInfo, detail: string) {
  const membership = await findMembership(db, principal.userId);
  if (!membership) return;
  await recordAudit(db, {
    organizationId: membership.organizationId,
    actorId: principal.userId,
    action: 'sign_in_failed',
    target: principal.email,
    detail,
    ipAddress: client.ipAddress,
  });
}
