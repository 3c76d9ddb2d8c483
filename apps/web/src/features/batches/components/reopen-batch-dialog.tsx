import { batchReopenInputSchema, LIMITS } from '@steward/domain';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useReopenBatch } from '../api/reopen-batch';

function ReopenForm({ batchId, onDone }: { batchId: string; onDone: () => void }) {
  const reopen = useReopenBatch();
  const id = useId();
  const form = useSchemaForm(
    batchReopenInputSchema,
    { reason: '' },
    {
      busy: reopen.isPending,
      onSave: ({ reason }) =>
        reopen.mutate(
          { id: batchId, reason },
          {
            onSuccess: () => {
              toast.success('Batch reopened: its gifts no longer count until it is committed again');
              onDone();
            },
            onError: (cause) => form.setError(errorMessage(cause)),
          },
        ),
    },
  );
  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
      <FormField id={id} name="reason" label="Reason" error={form.errors.reason}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={LIMITS.batches.reason}
            value={form.values.reason}
            onChange={(event) => form.change('reason', event.target.value)}
          />
        )}
      </FormField>
      {form.error ? <ErrorMessage>{form.error}</ErrorMessage> : null}
      <DialogActions submitLabel="Reopen batch" busyLabel="Reopening..." busy={reopen.isPending} />
    </form>
  );
}

/** An admin reopens a committed batch with a written reason, kept in the audit log. */
export function ReopenBatchButton({ batchId }: { batchId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Reopen
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title="Reopen batch"
          description="Its gifts leave the donors' totals, statements and figures until it is committed again. Say why: the reason is kept in the audit log."
        >
          <ReopenForm batchId={batchId} onDone={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}
