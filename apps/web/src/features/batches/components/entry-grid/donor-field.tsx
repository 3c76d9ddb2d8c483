import { LIMITS } from '@steward/domain';
import { type KeyboardEvent, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';
import { useDonorLookup } from '../../api/lookup-donors';
import { ANONYMOUS_LABEL, type DonorChoice } from '../../gift-draft';

/** How long typing must pause before the donors are looked up (as the Giving donor search waits). */
export const DONOR_LOOKUP_DELAY_MS = 250;

interface DonorOption {
  key: string;
  label: string;
  detail: string | null;
  choice: DonorChoice;
}

interface DonorFieldProps {
  text: string;
  chosen: DonorChoice | null;
  /** Typing forgets the donor chosen. */
  onType: (text: string) => void;
  onChoose: (choice: DonorChoice, text: string) => void;
  invalid: boolean;
  describedBy: string | undefined;
}

/** "Envelope 12 · Springfield": what tells two donors of one name apart. */
function detailOf(donor: { envelopeNumber: string | null; city: string | null }): string | null {
  const parts = [donor.envelopeNumber ? `Envelope ${donor.envelopeNumber}` : null, donor.city];
  return parts.filter(Boolean).join(' · ') || null;
}

/**
 * The donor cell: a combobox over the organisation's donors (name, email, phone or envelope
 * number), always ending with "New donor" and "Anonymous / loose cash". Arrow keys move through
 * the options and Enter picks one; with no option picked, Enter saves the row as everywhere else.
 */
export function DonorField({ text, chosen, onType, onChoose, invalid, describedBy }: DonorFieldProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  /** The option the arrows are on, by key: answers that arrive meanwhile never move it to another donor. */
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const lookUp = useDebouncedCallback(setQuery, DONOR_LOOKUP_DELAY_MS);
  const found = useDonorLookup(query);

  const typed = text.trim();
  // Only the answer for what is typed now: a faster typist must never pick a donor of the last search.
  const current = query === typed && !found.isPlaceholderData;
  const matches = current && typed !== '' && found.data ? found.data.items : [];
  const options: DonorOption[] = [
    ...matches.map((donor) => {
      const detail = detailOf(donor);
      return {
        key: donor.id,
        label: donor.name,
        detail,
        choice: { kind: 'existing', id: donor.id, name: donor.name, detail } as const,
      };
    }),
    { key: 'new', label: typed ? `New donor: ${typed}` : 'New donor', detail: null, choice: { kind: 'new' } },
    { key: 'anonymous', label: ANONYMOUS_LABEL, detail: null, choice: { kind: 'anonymous' } },
  ];
  const optionId = (index: number) => `${id}-option-${index}`;
  const active = options.findIndex((option) => option.key === activeKey);

  function choose(option: DonorOption) {
    setOpen(false);
    setActiveKey(null);
    onChoose(option.choice, option.choice.kind === 'existing' ? option.label : text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = options.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      setOpen(true);
      const next =
        !open || active < 0
          ? down
            ? 0
            : last
          : down
            ? active >= last
              ? 0
              : active + 1
            : active <= 0
              ? last
              : active - 1;
      setActiveKey(options[next]?.key ?? null);
    } else if (event.key === 'Enter' && open && active >= 0) {
      const option = options[active];
      if (!option) return;
      event.preventDefault();
      event.stopPropagation();
      choose(option);
    } else if (event.key === 'Escape' && open) {
      // The first Escape closes the list; the next one clears the row.
      event.stopPropagation();
      setOpen(false);
      setActiveKey(null);
    }
  }

  const chosenDetail = chosen?.kind === 'existing' ? chosen.detail : null;
  const hintId = `${id}-chosen`;
  return (
    <div className="relative flex flex-col gap-1.5">
      <Label htmlFor={id}>Donor</Label>
      <Input
        id={id}
        name="donor"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-options`}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={[describedBy, chosenDetail ? hintId : null].filter(Boolean).join(' ') || undefined}
        autoComplete="off"
        placeholder="Name, envelope, email or phone"
        maxLength={LIMITS.list.search}
        value={text}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onChange={(event) => {
          const next = event.target.value;
          onType(next);
          setActiveKey(null);
          setOpen(next.trim() !== '');
          if (next.trim() === '') setQuery('');
          else lookUp(next.trim());
        }}
      />
      {chosenDetail ? (
        <p id={hintId} className="text-xs text-slate-500">
          {chosenDetail}
        </p>
      ) : null}
      <div
        id={`${id}-options`}
        role="listbox"
        aria-label="Donors found"
        hidden={!open}
        className="absolute top-full right-0 left-0 z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg sm:min-w-72"
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox's (arrows and Enter in the input); the click is for a mouse.
          <div
            key={option.key}
            id={optionId(index)}
            role="option"
            // Never focused: the input keeps focus and names the active option (aria-activedescendant).
            tabIndex={-1}
            aria-selected={index === active}
            // Keeps focus in the input, so the row goes on by keyboard after a click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            className={cn(
              'flex cursor-pointer flex-col px-3 py-2 text-sm',
              index === active ? 'bg-indigo-600 text-white' : 'text-slate-800 hover:bg-slate-100',
              option.choice.kind !== 'existing' && 'border-t border-slate-100 font-medium',
            )}
          >
            <span>{option.label}</span>
            {option.detail ? (
              <span className={cn('text-xs', index === active ? 'text-indigo-100' : 'text-slate-500')}>
                {option.detail}
              </span>
            ) : null}
          </div>
        ))}
      </div>
    </div>
  );
}
