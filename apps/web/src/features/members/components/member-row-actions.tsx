import type { Member } from '@steward/domain';
import { MemberSecurityActions } from './member-security-actions';
import type { MemberSecurityView } from './member-security-view';
import { MemberStatusActions } from './member-status-actions';

/** A row's actions: Deactivate or Reactivate, and the menu of further actions when it has any. */
export function MemberRowActions({
  member,
  security,
}: {
  member: Member;
  security: MemberSecurityView | null;
}) {
  return (
    <div className="flex items-center justify-end gap-2">
      <MemberStatusActions member={member} />
      {security?.canReset ? (
        <MemberSecurityActions
          member={member}
          hasTwoStep={typeof security.twoStep === 'object' && security.twoStep.enrolled}
        />
      ) : null}
    </div>
  );
}
