import { type DonorSummary, donorName, LIMITS } from '@steward/domain';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { DONOR_SEARCH_DELAY_MS } from '@/components/donor-search-field';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatCurrency } from '@/lib/format-money';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';
import { useStatementDonorSearch } from '../api/find-statement-donors';

interface DonorComboboxProps {
  id: string;
  name: string;
  value: DonorSummary | null;
  onChange: (donor: DonorSummary | null) => void;
  /** With nothing chosen, the first donor the search offers is chosen (the preview's default). */
  defaultToFirst?: boolean;
  disabled?: boolean;
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string | undefined;
}

/**
 * A donor picked by name or email: the ARIA combobox pattern (type, arrows, Enter, Escape) over the
 * directory's search. What is typed stays until a donor is chosen; the chosen donor's name then
 * shows in the box.
 */
export function DonorCombobox({
  id,
  name,
  value,
  onChange,
  defaultToFirst = false,
  disabled = false,
  ...aria
}: DonorComboboxProps) {
  const listId = useId();
  const statusId = useId();
  const [text, setText] = useState(value ? donorName(value) : '');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useDebouncedCallback((query: string) => setQ(query), DONOR_SEARCH_DELAY_MS);
  const results = useStatementDonorSearch(q);
  const matches = results.data?.items ?? [];
  const first = q === '' ? results.data?.items[0] : undefined;

  // Once only: a box the admin cleared to type in is not filled in again under their hands.
  const [defaulted, setDefaulted] = useState(false);
  useEffect(() => {
    if (!defaultToFirst || defaulted || value !== null || !first) return;
    setDefaulted(true);
    onChange(first);
    setText(donorName(first));
  }, [defaultToFirst, defaulted, value, first, onChange]);

  function choose(donor: DonorSummary) {
    onChange(donor);
    setText(donorName(donor));
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      if (matches.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + matches.length) % matches.length);
    } else if (event.key === 'Enter' && open && matches.length > 0) {
      // Choosing (the first match when none is marked), not submitting the form.
      event.preventDefault();
      const donor = matches[Math.max(active, 0)];
      if (donor) choose(donor);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  function status(): string {
    if (results.isError) return `Error searching donors: ${errorMessage(results.error)}`;
    if (!open) return value ? `Chosen: ${donorName(value)}.` : '';
    if (results.isPending) return 'Searching...';
    if (matches.length === 0) return 'No donor matches.';
    return `${matches.length} ${matches.length === 1 ? 'donor' : 'donors'} shown; use the arrow keys to choose.`;
  }

  const expanded = open && matches.length > 0;
  const describedBy = [aria['aria-describedby'], statusId].filter(Boolean).join(' ');

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <SearchInput
        id={id}
        name={name}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={describedBy}
        type="text"
        value={text}
        placeholder="Search by name or email"
        autoComplete="off"
        maxLength={LIMITS.list.search}
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          search(event.target.value.trim());
          if (value) onChange(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        trailing={
          open && results.isFetching ? (
            <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2" />
          ) : null
        }
      />
      {/* In the page's flow, not floating: the card around it would clip a floating list. */}
      <div
        id={listId}
        role="listbox"
        aria-label="Matching donors"
        hidden={!expanded}
        className="max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-sm"
      >
        {matches.map((donor, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses from the input (aria-activedescendant).
          <div
            key={donor.id}
            id={`${listId}-${index}`}
            role="option"
            // Reached by the arrow keys from the input, never by Tab.
            tabIndex={-1}
            aria-selected={index === active}
            // Keeps the focus in the input, which would otherwise blur and close the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(donor)}
            className={cn(
              'flex cursor-pointer flex-col gap-0.5 px-3 py-2 text-sm',
              index === active ? 'bg-indigo-50' : 'hover:bg-slate-50',
            )}
          >
            <span className="font-medium wrap-anywhere text-slate-900">{donorName(donor)}</span>
            <span className="wrap-anywhere text-slate-600">
              {[donor.email, formatCurrency(donor.totalAmount)].filter(Boolean).join(' · ')}
            </span>
          </div>
        ))}
      </div>
      <p id={statusId} aria-live="polite" className="sr-only">
        {status()}
      </p>
    </div>
  );
}
