import type { Member } from '@steward/domain';
import type { TwoStepStatus } from './member-two-step';

/** What a row shows of a member's two-step verification, and whether it offers the reset. */
export interface MemberSecurityView {
  twoStep: TwoStepStatus;
  /** The row has the reset in its menu (enabled once the member is known to have something to reset). */
  canReset: boolean;
}

/** Each row's view, or null where the signed-in member may not see two-step verification. */
export type SecurityOf = ((member: Member) => MemberSecurityView) | null;
