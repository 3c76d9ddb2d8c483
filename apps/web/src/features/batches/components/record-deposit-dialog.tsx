import { batchDepositInputSchema } from '@steward/domain';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useRecordDeposit } from '../api/record-deposit';

function DepositForm({ batchId, initial, onDone }: { batchId: string; initial: string; onDone: () => void }) {
  const deposit = useRecordDeposit();
  const id = useId();
  const form = useSchemaForm(
    batchDepositInputSchema,
    { depositDate: initial },
    {
      busy: deposit.isPending,
      onSave: ({ depositDate }) =>
        deposit.mutate(
          { id: batchId, depositDate },
          {
            onSuccess: () => {
              toast.success('Deposit recorded');
              onDone();
            },
            onError: (cause) => form.setError(errorMessage(cause)),
          },
        ),
    },
  );
  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
      <FormField id={id} name="depositDate" label="Deposit date" error={form.errors.depositDate}>
        {(control) => (
          <Input
            {...control}
            type="date"
            value={form.values.depositDate}
            onChange={(event) => form.change('depositDate', event.target.value)}
          />
        )}
      </FormField>
      {form.error ? <ErrorMessage>{form.error}</ErrorMessage> : null}
      <DialogActions submitLabel="Record deposit" busy={deposit.isPending} />
    </form>
  );
}

/** Marks a committed batch deposited on the day the bank took it. */
export function RecordDepositButton({ batchId, initial }: { batchId: string; initial: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Record deposit
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title="Record deposit"
          description="The day this batch's cash and checks went to the bank."
        >
          <DepositForm batchId={batchId} initial={initial} onDone={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}
