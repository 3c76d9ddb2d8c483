import { LIMITS } from '@steward/domain';
import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { type DraftLine, fieldName, type RowProblem } from '../../gift-draft';

interface AllocationLinesProps {
  lines: DraftLine[];
  inKind: boolean;
  /** Funds already used in the batch, offered as the fund is typed. */
  funds: string[];
  problem: RowProblem | null;
  problemId: string;
  onChange: (lines: DraftLine[]) => void;
}

/**
 * The amount and fund of a gift, one line per fund: a check split between two funds is one gift
 * with two lines. The first line's labels are "Amount" and "Fund"; the others are numbered.
 */
export function AllocationLines({
  lines,
  inKind,
  funds,
  problem,
  problemId,
  onChange,
}: AllocationLinesProps) {
  const id = useId();
  const listId = `${id}-funds`;
  const update = (index: number, change: Partial<DraftLine>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...change } : line)));

  return (
    <div className="flex flex-col gap-2 sm:col-span-2 lg:col-span-1 lg:col-start-2">
      <datalist id={listId}>
        {funds.map((fund) => (
          <option key={fund} value={fund} />
        ))}
      </datalist>
      {lines.map((line, index) => {
        const suffix = index === 0 ? '' : ` ${index + 1}`;
        const amountName = fieldName.amount(index);
        const fundName = fieldName.fund(index);
        return (
          <div key={line.key} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto] items-end gap-2">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-${amountName}`}>
                {inKind ? 'Value' : 'Amount'}
                {suffix}
                {inKind ? <span className="font-normal text-slate-500"> (optional)</span> : null}
              </Label>
              <Input
                id={`${id}-${amountName}`}
                name={amountName}
                inputMode="decimal"
                autoComplete="off"
                placeholder={inKind ? 'No value' : '0.00'}
                value={line.amount}
                aria-invalid={problem?.field === amountName || undefined}
                aria-describedby={problem?.field === amountName ? problemId : undefined}
                onChange={(event) => update(index, { amount: event.target.value })}
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-${fundName}`}>Fund{suffix}</Label>
              <Input
                id={`${id}-${fundName}`}
                name={fundName}
                list={listId}
                autoComplete="off"
                placeholder="General"
                maxLength={LIMITS.donors.fund}
                value={line.fund}
                aria-invalid={problem?.field === fundName || undefined}
                aria-describedby={problem?.field === fundName ? problemId : undefined}
                onChange={(event) => update(index, { fund: event.target.value })}
              />
            </div>
            {index > 0 ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove fund line${suffix}`}
                onClick={() => onChange(lines.filter((_, at) => at !== index))}
              >
                <X aria-hidden="true" />
              </Button>
            ) : lines.length > 1 ? (
              // Keeps the first line's fields as wide as the others'.
              <span className="size-9" />
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
