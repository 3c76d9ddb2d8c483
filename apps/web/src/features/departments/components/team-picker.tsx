import { type DepartmentView, type Member, setDepartmentTeamRequestSchema } from '@steward/domain';
import { useState } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog-actions';
import { ErrorMessage } from '@/components/ui/alert';
import { errorMessage } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSetDepartmentTeam } from '../api/set-department-team';
import { MemberChecklist } from './member-checklist';

interface TeamPickerProps {
  department: { slug: string; name: string };
  team: DepartmentView['team'];
  /** The organisation's members (active or not), to choose from. */
  members: Member[];
  onDone: () => void;
}

/**
 * The organisation's active members with a checkbox each, the current team checked. A team member
 * since deactivated stays listed, so saving never drops them without the admin seeing it.
 */
export function TeamPicker({ department, team, members, onDone }: TeamPickerProps) {
  const save = useSetDepartmentTeam(department.slug);
  const busy = save.isPending;
  const [teamIds] = useState(() => new Set(team.map((member) => member.id)));
  const { values, errors, change, handleSubmit } = useSchemaForm(
    setDepartmentTeamRequestSchema,
    () => ({ userIds: [...teamIds] }),
    {
      busy,
      onSave: ({ userIds }) =>
        save.mutate(userIds, {
          onSuccess: () => {
            toast.success(`Saved the ${department.name} team`);
            onDone();
          },
          onError: (error) => toast.error(errorMessage(error, 'Failed to save the team')),
        }),
    },
  );
  const chosen = new Set(values.userIds);

  function toggle(id: string) {
    change(
      'userIds',
      chosen.has(id) ? values.userIds.filter((chosenId) => chosenId !== id) : [...values.userIds, id],
    );
  }

  const candidates = members.filter((member) => member.isActive || teamIds.has(member.id));

  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit}>
      <MemberChecklist members={candidates} chosen={chosen} onToggle={toggle} disabled={busy} />
      {errors.userIds ? <ErrorMessage>{errors.userIds}</ErrorMessage> : null}
      <DialogActions submitLabel="Save" busy={busy} />
    </form>
  );
}
