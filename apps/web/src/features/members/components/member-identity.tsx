import { displayName, type Member } from '@steward/domain';

/** The member's name, "(you)" on one's own row, and the email under the name when there is one. */
export function MemberIdentity({ member }: { member: Member }) {
  return (
    <div className="min-w-0">
      <div className="font-medium break-words text-slate-900">
        {displayName(member)}
        {member.isCurrentUser ? <span className="font-normal text-slate-500"> (you)</span> : null}
      </div>
      {member.fullName?.trim() ? <div className="break-all text-slate-600">{member.email}</div> : null}
    </div>
  );
}
