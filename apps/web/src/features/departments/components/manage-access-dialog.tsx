import type { ReactNode } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';

interface ManageAccessDialogProps {
  department: { name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The team picker (TeamPicker), given the organisation's members by the page. */
  children: ReactNode;
}

/** Spec 000 §2 "Manage Access" (admins): choose the department's team from the organisation's members. */
export function ManageAccessDialog({ department, open, onOpenChange, children }: ManageAccessDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Manage Access"
        description={`Choose who belongs to ${department.name}. They are listed as its team.`}
      >
        {children}
      </DialogContent>
    </Dialog>
  );
}
