import { type EnrolmentResult, isSecondFactorRequired, SECURITY_MESSAGES } from '@steward/domain';
import type { Db } from '@/db/client';
import { conflict, invalid, notFound } from '@/platform/errors';
import type { Mailer } from '@/platform/mail/mailer';
import type { SecretBox } from '@/platform/secret-box';
import { type ClientInfo, findMembership, type Principal } from '@/platform/session/session';
import * as q from '../queries/factors';
import * as state from '../queries/sign-in-state';
import { finishEnrolment } from './enrolment';
import { recordSecurityChange } from './notices';
import { recoveryCodesForFirstFactor, replaceRecoveryCodes } from './recovery-codes';
import { checkTotpCode } from './totp';

/** What the member's own changes to their second factors need. */
export interface FactorDeps {
  db: Db;
  mailer: Mailer;
  totpBox: SecretBox;
}

/**
 * Confirms the authenticator app being set up with one of its codes: it becomes a second factor,
 * the member gets recovery codes if it is their first one, and a session restricted to enrolment
 * is replaced by a full one (`session`, for the route to set). A wrong code changes nothing.
 */
export async function confirmTotp(
  deps: FactorDeps,
  principal: Principal,
  code: string,
  client: ClientInfo,
): Promise<{ result: EnrolmentResult; session: Awaited<ReturnType<typeof finishEnrolment>> }> {
  const check = await checkTotpCode(deps.db, deps.totpBox, principal.userId, code, { confirmed: false });
  if (check === 'none') throw conflict(SECURITY_MESSAGES.totpNotStarted);
  if (check === 'wrong') throw invalid(SECURITY_MESSAGES.wrongCode);
  if (check === 'reused') throw invalid(SECURITY_MESSAGES.reusedCode);
  const recoveryCodes = await recoveryCodesForFirstFactor(deps.db, principal.userId);
  await recordSecurityChange(deps.db, deps.mailer, {
    userId: principal.userId,
    actorId: principal.userId,
    action: 'two_factor_app_added',
    detail: recoveryCodes ? 'Recovery codes were created' : null,
    ipAddress: client.ipAddress,
    email: {
      subject: 'An authenticator app was added to your Steward account',
      text: 'An authenticator app was set up for two-step verification on your Steward account.',
    },
  });
  return { result: { recoveryCodes }, session: await finishEnrolment(deps.db, principal, client) };
}

/**
 * Removes the member's authenticator app. Refused when it is the last second factor of a member
 * the organisation requires to have one. With no second factor left, the recovery codes go too
 * (they recover nothing; the next enrolment gives a new set).
 */
export async function removeTotp(deps: FactorDeps, principal: Principal, client: ClientInfo) {
  const totp = await q.findTotp(deps.db, principal.userId);
  if (!totp) throw notFound('There is no authenticator app to remove');
  const factors = await state.secondFactorsOf(deps.db, principal.userId);
  const lastFactor = totp.confirmedAt !== null && factors.passkeys === 0;
  if (lastFactor && (await isRequired(deps.db, principal.userId))) {
    throw conflict(SECURITY_MESSAGES.lastRequiredFactor);
  }
  const wasConfirmed = await q.deleteTotp(deps.db, principal.userId);
  if (!wasConfirmed) return;
  if (lastFactor) await q.deleteRecoveryCodes(deps.db, principal.userId);
  await recordSecurityChange(deps.db, deps.mailer, {
    userId: principal.userId,
    actorId: principal.userId,
    action: 'two_factor_app_removed',
    detail: lastFactor ? 'No second factor is left; the recovery codes were deleted' : null,
    ipAddress: client.ipAddress,
    email: {
      subject: 'An authenticator app was removed from your Steward account',
      text: 'The authenticator app was removed from two-step verification on your Steward account.',
    },
  });
}

/** A new set of recovery codes; the old set stops working. Needs a second factor (409 otherwise). */
export async function regenerateRecoveryCodes(deps: FactorDeps, principal: Principal, client: ClientInfo) {
  const factors = await state.secondFactorsOf(deps.db, principal.userId);
  if (!factors.totp && factors.passkeys === 0) throw conflict(SECURITY_MESSAGES.notEnrolled);
  const recoveryCodes = await replaceRecoveryCodes(deps.db, principal.userId);
  await recordSecurityChange(deps.db, deps.mailer, {
    userId: principal.userId,
    actorId: principal.userId,
    action: 'recovery_codes_generated',
    ipAddress: client.ipAddress,
    email: {
      subject: 'New recovery codes for your Steward account',
      text: 'New recovery codes were created for your Steward account. The codes you had before no longer work.',
    },
  });
  return recoveryCodes;
}

/** Whether the organisation's policy requires this user to have a second factor. */
export async function isRequired(db: Db, userId: string): Promise<boolean> {
  const membership = await findMembership(db, userId);
  if (!membership) return false;
  const policy = await state.policyOf(db, membership.organizationId);
  return policy !== undefined && isSecondFactorRequired(policy.twoFactorRequiredFor, membership.role);
}
