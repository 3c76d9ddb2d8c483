import type { DepartmentView } from '@steward/domain';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { TeamPicker } from './team-picker';

interface ManageAccessDialogProps {
  department: { slug: string; name: string };
  team: DepartmentView['team'];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec 000 §2 "Manage Access" (admins): choose the department's team from the organisation's members. */
export function ManageAccessDialog({ department, team, open, onOpenChange }: ManageAccessDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Manage Access"
        description={`Choose who belongs to ${department.name}. They are listed as its team.`}
      >
        <TeamPicker department={department} team={team} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
