import type { StatementRun } from '@steward/domain';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useDeleteStatementRun } from '../api/delete-statement-run';
import { runSubject, runSubjectStart } from './statement-text';

/** "Delete run": offered only for a finished run none of whose statements was emailed (`can.delete`). */
export function DeleteRunButton({ run }: { run: StatementRun }) {
  const remove = useDeleteStatementRun();
  const subject = runSubject(run);
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" className="justify-start" disabled={remove.isPending}>
          <Trash2 aria-hidden="true" />
          Delete run
          <span className="sr-only"> of {subject}</span>
        </Button>
      }
      title="Delete this run?"
      description={`${runSubjectStart(run)} and their PDFs will be deleted. None of them was emailed, so no donor has them.`}
      confirmLabel="Delete run"
      // The promise, not mutate's callbacks, which TanStack Query drops once the removed run unmounts.
      onConfirm={() =>
        remove.mutateAsync(run.id).then(
          () => toast.success(`Deleted ${subject}`),
          (cause) => toast.error(errorMessage(cause)),
        )
      }
    />
  );
}
