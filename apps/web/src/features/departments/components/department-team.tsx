import { type DepartmentView, displayName } from '@steward/domain';
import { SectionCard } from '@/components/section-card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';

interface DepartmentTeamProps {
  /** Undefined while loading. */
  team: DepartmentView['team'] | undefined;
  canManage: boolean;
}

/** Who belongs to the department: the real team in place of the spec's fixed numbers. */
export function DepartmentTeam({ team, canManage }: DepartmentTeamProps) {
  function body() {
    if (!team) return <LoadingState />;
    if (team.length === 0) {
      return (
        <EmptyState>
          No one has been added to this department yet.
          {canManage ? ' Use Manage Access to choose its team.' : ''}
        </EmptyState>
      );
    }
    return (
      <ul aria-label="Team" className="divide-y divide-slate-100">
        {team.map((member) => (
          <li key={member.id} className="flex min-w-0 flex-col px-4 py-2.5 sm:px-5">
            <span className="truncate text-sm font-medium text-slate-900">{displayName(member)}</span>
            {member.fullName?.trim() ? (
              <span className="truncate text-xs text-slate-500">{member.email}</span>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }

  return <SectionCard title="Team">{body()}</SectionCard>;
}
