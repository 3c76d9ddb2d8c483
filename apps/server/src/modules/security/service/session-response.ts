import type { SessionResponse } from '@steward/domain';
import type { Principal } from '@/platform/session/session';

/**
 * Spec 000 §7 session: the signed-in user, their organisation and role, as the API shows them.
 * Security's, because every way in ends in its sign-in steps and hands over this answer, which
 * also says whether a second factor must still be set up.
 */
export function toSessionResponse(principal: Principal): SessionResponse {
  return {
    user: { id: principal.userId, email: principal.email, fullName: principal.fullName },
    organization: principal.organization,
    role: principal.role,
    isCounter: principal.isCounter,
    twoFactorSetupRequired: principal.mustEnrol,
    twoFactorDueAt: principal.twoFactorDueAt,
  };
}
