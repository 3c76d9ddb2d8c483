import { type EntryFund, fundKey, fundNotInList, LIMITS } from '@steward/domain';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { useCreateFund, useEntryFunds } from '@/lib/giving/funds';
import { type DraftLine, fundNamed } from '../gift-draft';
import { type ComboOption, comboboxProps, OptionList, useCombobox } from './combobox';

interface FundOption extends ComboOption {
  /** The fund to choose; null for "New fund: X", which adds it first. */
  fund: EntryFund | null;
}

interface FundFieldProps {
  label: string;
  name: string;
  line: DraftLine;
  onType: (text: string) => void;
  onChoose: (fund: EntryFund) => void;
  invalid: boolean;
  describedBy: string | undefined;
}

/** The funds whose label has what is typed in it, those that start with it first. */
function matching(funds: readonly EntryFund[], typed: string): EntryFund[] {
  const key = fundKey(typed);
  if (key === '') return [...funds];
  const starts = funds.filter((fund) => fundKey(fund.label).startsWith(key));
  const within = funds.filter((fund) => !starts.includes(fund) && fundKey(fund.label).includes(key));
  return [...starts, ...within];
}

/**
 * A fund line's fund cell: a type-ahead over the fund list (GET /api/batches/funds), restricted
 * funds marked, a fund named exactly linked by Tab. A fund that is not in the list cannot be
 * saved; an admin may add it with "New fund: X", the list's last option, never by a typo alone.
 */
export function FundField({ label, name, line, onType, onChoose, invalid, describedBy }: FundFieldProps) {
  const id = useId();
  const listId = `${id}-options`;
  const list = useEntryFunds();
  const create = useCreateFund();
  const [focused, setFocused] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  const funds = list.data?.items ?? [];
  const typed = line.fundText.trim();
  const chosen = line.fund === null ? null : (funds.find((fund) => fund.name === line.fund) ?? null);
  // A chosen fund's cell shows its label: the arrows then offer the whole list, to change it.
  const found = matching(funds, line.fund === null ? typed : '');
  const exact = fundNamed(typed, funds);
  const options: FundOption[] = found.map((fund) => ({
    key: fund.id,
    label: fund.label,
    tag: fund.restricted ? 'restricted' : null,
    fund,
  }));
  if (list.data?.canCreate && typed !== '' && line.fund === null && !exact) {
    options.push({ key: 'new', label: `New fund: ${typed}`, action: true, fund: null });
  }
  const combo = useCombobox(options, (option) => {
    if (option.fund) onChoose(option.fund);
    else addFund(typed);
  });

  function addFund(fundName: string) {
    setCreateError(null);
    create.mutate(
      { name: fundName },
      {
        onSuccess: (fund) =>
          onChoose({ id: fund.id, name: fund.name, label: fund.label, restricted: fund.restricted }),
        onError: (error) => setCreateError(`The fund was not added: ${errorMessage(error)}`),
      },
    );
  }

  // Said once the cell is left, or at once when the list has nothing to offer for what is typed
  // (an admin's list offers "New fund: X"); the row's own message says it once a save was refused.
  const unknown =
    line.fund === null && typed !== '' && !exact && !invalid && (!focused || options.length === 0);
  const note = createError ?? (create.isPending ? `Adding the fund ${typed}…` : null);
  const notInList = list.data?.canCreate
    ? `${fundNotInList(typed, false)}: choose “New fund” in its list to add it`
    : fundNotInList(typed, false);
  const hint = note ?? (unknown ? notInList : chosen?.restricted ? 'Restricted fund' : null);
  const hintId = `${id}-hint`;
  return (
    <div className="relative flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        {...comboboxProps(listId, combo.open, combo.active)}
        maxLength={LIMITS.donors.fund}
        placeholder="Type a fund"
        value={line.fundText}
        aria-invalid={invalid || unknown || undefined}
        aria-describedby={[describedBy, hint ? hintId : null].filter(Boolean).join(' ') || undefined}
        onKeyDown={combo.onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          combo.close();
          // Tab after a fund's exact name links it, as after a donor's.
          if (line.fund === null && exact) onChoose(exact);
        }}
        onChange={(event) => {
          setCreateError(null);
          onType(event.target.value);
          combo.typed(event.target.value.trim() !== '');
        }}
      />
      {hint ? (
        <p id={hintId} className={unknown || createError ? 'text-xs text-red-700' : 'text-xs text-amber-800'}>
          {hint}
        </p>
      ) : null}
      <OptionList
        id={listId}
        label="Funds"
        open={combo.open}
        options={options}
        active={combo.active}
        onPick={combo.pick}
        className="min-w-48"
      />
    </div>
  );
}
