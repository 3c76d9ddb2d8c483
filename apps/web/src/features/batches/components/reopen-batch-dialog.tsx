import { type BatchSummary, batchReopenInputSchema, LIMITS } from '@steward/domain';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { formatDay } from '@/lib/format-day';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useReopenBatch } from '../api/reopen-batch';

const by = (person: BatchSummary['exportedBy']) => (person ? ` by ${person.name}` : '');

/**
 * What reopening a batch that left the count room undoes: the journal already imported into the
 * books, the deposit already at the bank. Null for a batch that is neither.
 */
function BooksNotice({ batch }: { batch: BatchSummary }) {
  if (!batch.exportedAt && !batch.depositedAt) return null;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-3 text-sm text-amber-900">
      {batch.exportedAt ? (
        <p>
          Exported to the accounting software on {formatDateTime(batch.exportedAt)}
          {by(batch.exportedBy)}. The books already hold it: a change made now must be made in the books too.
        </p>
      ) : null}
      {batch.depositedAt ? (
        <p>
          Deposited{batch.depositDate ? ` on ${formatDay(batch.depositDate)}` : ''} (recorded{' '}
          {formatDateTime(batch.depositedAt)}). The bank already holds its cash and checks.
        </p>
      ) : null}
    </div>
  );
}

interface ReopenProps {
  batch: BatchSummary;
  /** The reopening waits for a second admin's approval (a deposited or exported batch under dual control). */
  request: boolean;
}

function ReopenForm({ batch, request, onDone }: ReopenProps & { onDone: () => void }) {
  const reopen = useReopenBatch();
  const id = useId();
  const form = useSchemaForm(
    batchReopenInputSchema,
    { reason: '' },
    {
      busy: reopen.isPending,
      onSave: ({ reason }) =>
        reopen.mutate(
          { id: batch.id, reason },
          {
            onSuccess: () => {
              toast.success(
                request
                  ? 'Reopening asked for: a second admin must approve it'
                  : 'Batch reopened: its gifts no longer count until it is committed again',
              );
              onDone();
            },
            onError: (cause) => form.setError(errorMessage(cause)),
          },
        ),
    },
  );
  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
      <BooksNotice batch={batch} />
      {request ? (
        <p className="text-sm text-slate-700">
          A second admin must approve the reopening. Until then the batch stays as it is and its gifts keep
          counting.
        </p>
      ) : null}
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
      <DialogActions
        submitLabel={request ? 'Ask to reopen' : 'Reopen batch'}
        busyLabel={request ? 'Asking...' : 'Reopening...'}
        busy={reopen.isPending}
      />
    </form>
  );
}

/**
 * An admin reopens a committed batch with a written reason, kept in the audit log; a deposited or
 * exported one, under dual control, only once a second admin approves.
 */
export function ReopenBatchButton({ batch, request }: ReopenProps) {
  const [open, setOpen] = useState(false);
  const title = request ? 'Ask to reopen batch' : 'Reopen batch';
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {request ? 'Ask to reopen' : 'Reopen'}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title={title}
          description="Once reopened, its gifts leave the donors' totals, statements and figures until it is committed again. Say why: the reason is kept in the audit log."
        >
          <ReopenForm batch={batch} request={request} onDone={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}
