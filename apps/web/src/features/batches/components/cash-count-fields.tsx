import { CASH_DENOMINATIONS } from '@steward/domain';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { FormField } from '@/components/form-field';
import { ErrorMessage } from '@/components/ui/alert';
import { focusRing } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { formatCents, formatCentsVariance } from './format';
import { type CashField, type CashValues, cashField, typedCashCents } from './new-batch-values';

interface CashCountFieldsProps {
  cash: CashValues;
  /** The expected cash as typed in cents, or null when none (or not an amount yet). */
  expectedCashCents: number | null;
  errors: Record<string, string>;
  onChange: (field: CashField, pieces: string) => void;
}

/** The bills and coins' total against the expected cash, as the count sheet is copied in. */
function CashTotal({ counted, expected }: { counted: number; expected: number | null }) {
  const off = expected !== null && counted !== expected;
  return (
    <p role="status" className={cn('text-sm sm:col-span-full', off ? 'text-amber-800' : 'text-slate-700')}>
      Bills and coins: <span className="font-semibold tabular-nums">{formatCents(counted)}</span>
      {expected === null
        ? ' (no expected cash typed)'
        : off
          ? ` against the expected cash of ${formatCents(expected)} (${formatCentsVariance(counted - expected)})`
          : ` (matches the expected cash)`}
    </p>
  );
}

/**
 * The count sheet's cash by denomination, optional and folded away until asked for: the deposit
 * slip lists it, and its total is checked against the expected cash.
 */
export function CashCountFields({ cash, expectedCashCents, errors, onChange }: CashCountFieldsProps) {
  const id = useId();
  const typed = CASH_DENOMINATIONS.some((d) => cash[cashField(d.id)].trim() !== '');
  const counted = typedCashCents(cash);
  const inError = CASH_DENOMINATIONS.some((d) => cashField(d.id) in errors) || 'cashCount' in errors;
  const [expanded, setExpanded] = useState(false);
  // A refusal inside must be seen: the section opens to show it.
  const open = expanded || inError;
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-cash`}
        onClick={() => setExpanded(!open)}
        className={cn(
          'flex w-fit items-center gap-2 rounded-md text-sm font-medium text-indigo-700 hover:text-indigo-600',
          focusRing,
        )}
      >
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform', open ? 'rotate-0' : '-rotate-90')}
        />
        Cash by denomination
        <span className="font-normal text-slate-500">(optional)</span>
      </button>
      <div id={`${id}-cash`} hidden={!open} className="flex flex-col gap-3">
        <p className="text-sm text-slate-600">
          The number of each bill and coin on the count sheet. The deposit slip lists them.
        </p>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
          {CASH_DENOMINATIONS.map((denomination) => (
            <FormField
              key={denomination.id}
              id={`${id}-${denomination.id}`}
              name={cashField(denomination.id)}
              label={denomination.label}
              error={errors[cashField(denomination.id)]}
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  autoComplete="off"
                  value={cash[cashField(denomination.id)]}
                  onChange={(event) => onChange(cashField(denomination.id), event.target.value)}
                />
              )}
            </FormField>
          ))}
        </div>
        {typed ? <CashTotal counted={counted} expected={expectedCashCents} /> : null}
        {/* Until the next try, and only while the bills and coins still differ from the expected cash. */}
        {errors.cashCount && counted !== expectedCashCents ? (
          <ErrorMessage>{errors.cashCount}</ErrorMessage>
        ) : null}
      </div>
    </div>
  );
}
