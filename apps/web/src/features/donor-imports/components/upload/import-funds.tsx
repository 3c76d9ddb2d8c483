import type { ImportFundsPreview } from '@steward/domain';
import { useId } from 'react';
import { ErrorMessage } from '@/components/ui/alert';
import { Select } from '@/components/ui/select';
import { formatNumber } from '@/lib/format-money';

/** The choice of a new fund's select that keeps it a new fund of the list. */
const ADD = '';

const rows = (count: number) => `${formatNumber(count)} ${count === 1 ? 'row' : 'rows'}`;

/**
 * The file's funds against the fund list: those found under another name (an alias or another
 * case), and those the merge would add, each of which the admin may map onto a fund of the list
 * instead (a typo, another platform's name for it). A mapping is kept, so the next file that names
 * it lands there without asking.
 */
export function ImportFunds({
  funds,
  mapping,
  onMappingChange,
  disabled,
}: {
  funds: ImportFundsPreview;
  /** A new fund's name -> the fund of the list chosen for it. */
  mapping: Readonly<Record<string, string>>;
  onMappingChange: (name: string, fundId: string | null) => void;
  disabled: boolean;
}) {
  const ids = useId();
  if (funds.added.length === 0 && funds.mapped.length === 0 && !funds.problem) return null;
  return (
    <section aria-label="Funds" className="flex flex-col gap-2">
      <h4 className="text-sm font-semibold text-slate-900">Funds</h4>
      {funds.problem ? <ErrorMessage>{funds.problem}</ErrorMessage> : null}
      {funds.added.length > 0 ? (
        <>
          <p className="text-sm text-slate-700">
            {funds.added.length === 1 ? 'This fund is' : 'These funds are'} not in the fund list: the merge
            adds {funds.added.length === 1 ? 'it' : 'them'}, unless you choose a fund of the list for{' '}
            {funds.added.length === 1 ? 'it' : 'one'} instead.
          </p>
          <ul className="flex flex-col gap-2">
            {funds.added.map((fund, index) => (
              <li
                key={fund.name}
                className="flex flex-col gap-1.5 rounded-lg bg-slate-50 px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between"
              >
                <label htmlFor={`${ids}-${index}`} className="wrap-anywhere text-slate-900">
                  <span className="font-medium">{fund.label}</span>{' '}
                  <span className="text-slate-600">({rows(fund.rows)})</span>
                </label>
                {funds.choices.length > 0 ? (
                  <Select
                    id={`${ids}-${index}`}
                    compact
                    className="sm:max-w-64"
                    value={mapping[fund.name] ?? ADD}
                    disabled={disabled}
                    onChange={(event) =>
                      onMappingChange(fund.name, event.target.value === ADD ? null : event.target.value)
                    }
                  >
                    <option value={ADD}>Add as a new fund</option>
                    {funds.choices.map((choice) => (
                      <option key={choice.id} value={choice.id}>
                        Into {choice.label}
                      </option>
                    ))}
                  </Select>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {funds.mapped.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm text-slate-700">
          {funds.mapped.map((fund) => (
            <li key={fund.name} className="wrap-anywhere">
              {fund.label} ({rows(fund.rows)}) goes to {fund.fundLabel}:{' '}
              {fund.by === 'alias'
                ? 'a name merged or mapped into it before'
                : 'the same name in other letters'}
              .
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
