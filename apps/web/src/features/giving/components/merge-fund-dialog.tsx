import type { Fund } from '@steward/domain';
import { GitMerge } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { ErrorMessage } from '@/components/ui/alert';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format-money';
import { useMergeFund } from '@/lib/giving/funds';

const gifts = (count: number) => `${formatNumber(count)} ${count === 1 ? 'gift' : 'gifts'}`;

/** What a merge does, said before it is done: the gifts that move and the fund that goes. */
export function mergeConsequence(from: Fund, into: Fund): string {
  return `All ${gifts(from.giftCount)} of ${from.label} move to ${into.label}, and ${from.label} leaves the list. An import that names ${from.label} later lands on ${into.label}.`;
}

interface MergeFundDialogProps {
  /** The fund whose gifts move; null while the dialog is closed. */
  fund: Fund | null;
  funds: readonly Fund[];
  onOpenChange: (open: boolean) => void;
}

/**
 * Merges a fund into another (two names of one fund, a typo): every gift moves, imported or
 * entered, and the merged name stays as an alias of the fund kept. Audited with what moved.
 */
export function MergeFundDialog({ fund, funds, onOpenChange }: MergeFundDialogProps) {
  return (
    <Dialog open={fund !== null} onOpenChange={onOpenChange}>
      <DialogContent
        title={fund ? `Merge ${fund.label} into another fund` : 'Merge funds'}
        description="Use it when two funds are one: a typo, or the same fund under two names."
      >
        {fund ? (
          <MergeForm
            fund={fund}
            funds={funds.filter((f) => f.id !== fund.id)}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function MergeForm({ fund, funds, onDone }: { fund: Fund; funds: readonly Fund[]; onDone: () => void }) {
  const id = useId();
  const merge = useMergeFund();
  const [intoId, setIntoId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const into = funds.find((f) => f.id === intoId) ?? null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (merge.isPending) return;
    if (!into) {
      setProblem('Please choose the fund to keep');
      return;
    }
    setProblem(null);
    merge.mutate(
      { id: fund.id, intoFundId: into.id },
      {
        onSuccess: (result) => {
          toast.success(
            `${fund.label} merged into ${into.label}: ${gifts(result.moved.gifts + result.moved.batchLines)} moved`,
          );
          onDone();
        },
        onError: (cause) => setProblem(errorMessage(cause)),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormField id={`${id}-into`} name="intoFundId" label="Fund to keep" invalid={problem !== null && !into}>
        {(control) => (
          <Select {...control} value={intoId} onChange={(event) => setIntoId(event.target.value)}>
            <option value="">Choose a fund</option>
            {funds.map((f) => (
              <option key={f.id} value={f.id}>
                {f.archived ? `${f.label} (archived)` : f.label}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {into ? (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {mergeConsequence(fund, into)}
        </p>
      ) : null}
      {problem ? <ErrorMessage>{problem}</ErrorMessage> : null}
      <DialogActions
        submitLabel="Merge funds"
        busyLabel="Merging..."
        submitIcon={<GitMerge aria-hidden="true" />}
        busy={merge.isPending}
      />
    </form>
  );
}
