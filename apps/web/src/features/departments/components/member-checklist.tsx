import { displayName, type Member, roleLabel } from '@steward/domain';
import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState } from '@/components/ui/empty-state';

interface MemberChecklistProps {
  members: Member[];
  chosen: ReadonlySet<string>;
  onToggle: (id: string) => void;
  disabled: boolean;
}

/** One labelled checkbox per member, with how many are chosen. */
export function MemberChecklist({ members, chosen, onToggle, disabled }: MemberChecklistProps) {
  const baseId = useId();
  if (members.length === 0) return <EmptyState>Your organization has no active members yet.</EmptyState>;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-900">Members</legend>
      <ul className="max-h-80 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200">
        {members.map((member) => {
          const id = `${baseId}-${member.id}`;
          return (
            <li key={member.id} className="flex items-center gap-3 px-3 py-2.5 hover:bg-slate-50">
              <Checkbox
                id={id}
                checked={chosen.has(member.id)}
                onChange={() => onToggle(member.id)}
                disabled={disabled}
              />
              <label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer flex-col">
                <span className="truncate text-sm font-medium text-slate-900">{displayName(member)}</span>
                <span className="truncate text-xs text-slate-500">
                  {member.email} · {roleLabel(member.role)}
                  {member.isActive ? '' : ' · Deactivated'}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-slate-600" aria-live="polite">
        {chosen.size} selected
      </p>
    </fieldset>
  );
}
