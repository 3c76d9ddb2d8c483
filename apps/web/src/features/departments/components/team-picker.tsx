import type { DepartmentView } from '@steward/domain';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { useMembers } from '@/features/members/api/get-members';
import { errorMessage } from '@/lib/api-client';
import { useSetDepartmentTeam } from '../api/set-department-team';
import { MemberChecklist } from './member-checklist';

interface TeamPickerProps {
  department: { slug: string; name: string };
  team: DepartmentView['team'];
  onDone: () => void;
}

/**
 * The organisation's active members with a checkbox each, the current team checked. A team member
 * since deactivated stays listed, so saving never drops them without the admin seeing it.
 */
export function TeamPicker({ department, team, onDone }: TeamPickerProps) {
  const members = useMembers();
  const save = useSetDepartmentTeam(department.slug);
  const [teamIds] = useState(() => new Set(team.map((member) => member.id)));
  const [chosen, setChosen] = useState<ReadonlySet<string>>(teamIds);

  function toggle(id: string) {
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate([...chosen], {
      onSuccess: () => {
        toast.success(`Saved the ${department.name} team`);
        onDone();
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to save the team')),
    });
  }

  if (members.isPending) return <LoadingState />;
  if (members.isError) return <ErrorMessage>{errorMessage(members.error)}</ErrorMessage>;

  const candidates = members.data.items.filter((member) => member.isActive || teamIds.has(member.id));

  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit}>
      <MemberChecklist members={candidates} chosen={chosen} onToggle={toggle} disabled={save.isPending} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary" disabled={save.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner className="size-4 text-current" /> : null}
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
