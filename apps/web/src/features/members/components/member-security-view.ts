import type { Member } from '@steward/domain';
import type { TwoStepStatus } from './member-two-step';

/** What a row shows of a member's two-step verification, and whether it offers the reset. */
export interface MemberSecurityView {
  twoStep: TwoStepStatus;
  canReset: boolean;
}

/** Each row's view, or null where the signed-in member may not see two-step verification. */
export type SecurityOf = ((member: Member) => MemberSecurityView) | null;
