import type { EntryFund } from '@steward/domain';
import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import {
  type DraftLine,
  fieldName,
  type GiftDraft,
  type RowProblem,
  removeLine,
  splitBalance,
  splitBalanceText,
} from '../gift-draft';
import { FundField } from './fund-field';

interface AllocationLinesProps {
  draft: GiftDraft;
  problem: RowProblem | null;
  problemId: string;
  change: (update: (draft: GiftDraft) => GiftDraft) => void;
  /** Moves focus to the field of that name once the row has rendered (a removed line's button is gone). */
  focusSoon: (name: string) => void;
}

interface AmountInputProps {
  id: string;
  name: string;
  label: string;
  optional?: boolean;
  value: string;
  problem: RowProblem | null;
  problemId: string;
  describedBy?: string;
  onChange: (value: string) => void;
}

function AmountInput({
  id,
  name,
  label,
  optional,
  value,
  problem,
  problemId,
  describedBy,
  onChange,
}: AmountInputProps) {
  const invalid = problem?.field === name;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>
        {label}
        {optional ? <span className="font-normal text-slate-500"> (optional)</span> : null}
      </Label>
      <Input
        id={id}
        name={name}
        inputMode="decimal"
        autoComplete="off"
        placeholder={optional ? 'No value' : '0.00'}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={[invalid ? problemId : null, describedBy].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * The amount and fund of a gift, one line per fund: a check split between two funds is one gift
 * with two lines. Split, the amount typed first stays above the lines as the check's total, and
 * what the lines leave of it (or put over it) is shown under them and read out as they are filled.
 * The first line's labels are "Amount" and "Fund"; the others are numbered.
 */
export function AllocationLines({ draft, problem, problemId, change, focusSoon }: AllocationLinesProps) {
  const id = useId();
  const inKind = draft.method === 'in_kind';
  const balance = splitBalance(draft);
  const balanceId = `${id}-balance`;
  const update = (index: number, line: Partial<DraftLine>) =>
    change((current) => ({
      ...current,
      lines: current.lines.map((l, at) => (at === index ? { ...l, ...line } : l)),
    }));

  return (
    <div className="flex min-w-0 flex-col gap-2 @xl:col-span-2 @4xl:col-span-1 @4xl:col-start-2">
      {draft.total === null ? null : (
        <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto] gap-2">
          <AmountInput
            id={`${id}-total`}
            name={fieldName.total}
            label={draft.method === 'check' ? 'Check total' : 'Total'}
            value={draft.total}
            problem={problem}
            problemId={problemId}
            describedBy={balanceId}
            onChange={(total) => change((current) => ({ ...current, total }))}
          />
        </div>
      )}
      {draft.lines.map((line, index) => {
        const suffix = index === 0 ? '' : ` ${index + 1}`;
        const fundName = fieldName.fund(index);
        return (
          <div
            key={line.key}
            className="grid grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto] items-start gap-2"
          >
            <AmountInput
              id={`${id}-${fieldName.amount(index)}`}
              name={fieldName.amount(index)}
              label={`${inKind ? 'Value' : 'Amount'}${suffix}`}
              optional={inKind}
              value={line.amount}
              problem={problem}
              problemId={problemId}
              onChange={(amount) => update(index, { amount })}
            />
            <FundField
              label={`Fund${suffix}`}
              name={fundName}
              line={line}
              invalid={problem?.field === fundName}
              describedBy={problem?.field === fundName ? problemId : undefined}
              onType={(fundText) => update(index, { fundText, fund: null })}
              onChoose={(fund: EntryFund) => update(index, { fund: fund.name, fundText: fund.label })}
            />
            {index > 0 ? (
              <Button
                variant="ghost"
                size="icon"
                className="mt-6"
                aria-label={`Remove fund line${suffix}`}
                onClick={() => {
                  change((current) => removeLine(current, index));
                  focusSoon(fieldName.amount(index - 1));
                }}
              >
                <X aria-hidden="true" />
              </Button>
            ) : draft.lines.length > 1 ? (
              // Keeps the first line's fields as wide as the others'.
              <span className="size-9" />
            ) : null}
          </div>
        );
      })}
      {/* Under the line being filled. Always there, so a screen reader hears each change of it (a
          live region added together with its text is not read). */}
      <p
        id={balanceId}
        aria-live="polite"
        className={cn(
          draft.total === null ? 'sr-only' : 'text-sm font-medium',
          balance?.remainingCents === 0 ? 'text-emerald-700' : 'text-amber-800',
        )}
      >
        {draft.total === null
          ? ''
          : balance
            ? splitBalanceText(balance, draft.method)
            : 'Type the whole gift’s amount'}
      </p>
    </div>
  );
}
