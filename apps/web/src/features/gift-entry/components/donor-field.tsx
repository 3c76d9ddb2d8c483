import { type DonorLookup, LIMITS } from '@steward/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';
import { useDonorLookup, useDonorNamed } from '../api/lookup-donors';
import { ANONYMOUS_LABEL, type DonorChoice } from '../gift-draft';
import { type ComboOption, comboboxProps, OptionList, useCombobox } from './combobox';

/** How long typing must pause before the donors are looked up (as the Giving donor search waits). */
export const DONOR_LOOKUP_DELAY_MS = 250;

interface DonorOption extends ComboOption {
  choice: DonorChoice;
}

/** How a donor came to be chosen: picked from the list, or linked by Tab after their exact name. */
export type DonorChosenBy = 'picked' | 'typed';

interface DonorFieldProps {
  text: string;
  chosen: DonorChoice | null;
  /** Typing forgets the donor chosen. */
  onType: (text: string) => void;
  onChoose: (choice: DonorChoice, text: string, by: DonorChosenBy) => void;
  invalid: boolean;
  describedBy: string | undefined;
}

/**
 * "Envelope 12 · Springfield", or "John and Mary Smith, envelope 104 · Springfield" for a member of
 * a household: what tells two donors of one name apart, and whose joint check it is.
 */
function detailOf(donor: DonorLookup['items'][number]): string | null {
  const { household } = donor;
  const parts = [
    donor.envelopeNumber ? `Envelope ${donor.envelopeNumber}` : null,
    household
      ? `${household.name}${household.envelopeNumber ? `, envelope ${household.envelopeNumber}` : ''}`
      : null,
    donor.city,
  ];
  return parts.filter(Boolean).join(' · ') || null;
}

/**
 * The donor cell: a combobox over the organisation's donors (name, email, phone or envelope
 * number), always ending with "New donor" and "Anonymous / loose cash". Arrow keys move through
 * the options and Enter picks one; with no option picked, Enter saves the row as everywhere else.
 * Leaving the cell (Tab) after a donor's exact name links that donor, when only one has it.
 */
export function DonorField({ text, chosen, onType, onChoose, invalid, describedBy }: DonorFieldProps) {
  const id = useId();
  const listId = `${id}-options`;
  const [query, setQuery] = useState('');
  const lookUp = useDebouncedCallback(setQuery, DONOR_LOOKUP_DELAY_MS);
  const found = useDonorLookup(query);
  const donorNamed = useDonorNamed();
  // The cell as it is when a look-up started by Tab answers: typed on, or chosen meanwhile, it is not linked.
  const now = useRef({ text, chosen });
  useEffect(() => {
    now.current = { text, chosen };
  });

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
        choice: { kind: 'existing', id: donor.id, name: donor.name, detail, pledges: donor.pledges } as const,
      };
    }),
    {
      key: 'new',
      label: typed ? `New donor: ${typed}` : 'New donor',
      action: true,
      choice: { kind: 'new' },
    },
    { key: 'anonymous', label: ANONYMOUS_LABEL, action: true, choice: { kind: 'anonymous' } },
  ];
  const list = useCombobox(options, (option) =>
    onChoose(option.choice, option.choice.kind === 'existing' ? option.label : text, 'picked'),
  );

  function linkTypedName() {
    if (chosen || typed === '') return;
    donorNamed(typed)
      .then((donor) => {
        if (!donor || now.current.chosen || now.current.text.trim() !== typed) return;
        const detail = detailOf(donor);
        onChoose(
          { kind: 'existing', id: donor.id, name: donor.name, detail, pledges: donor.pledges },
          donor.name,
          'typed',
        );
      })
      // Not linked: the row asks for the donor when it is saved.
      .catch(() => undefined);
  }

  const chosenDetail = chosen?.kind === 'existing' ? chosen.detail : null;
  const hintId = `${id}-chosen`;
  return (
    <div className="relative flex min-w-0 flex-col gap-1.5 @xl:col-span-2 @4xl:col-span-1">
      <Label htmlFor={id}>Donor</Label>
      <Input
        id={id}
        name="donor"
        {...comboboxProps(listId, list.open, list.active)}
        aria-invalid={invalid || undefined}
        aria-describedby={[describedBy, chosenDetail ? hintId : null].filter(Boolean).join(' ') || undefined}
        placeholder="Name, envelope, email or phone"
        maxLength={LIMITS.list.search}
        value={text}
        onKeyDown={list.onKeyDown}
        onBlur={() => {
          list.close();
          linkTypedName();
        }}
        onChange={(event) => {
          const next = event.target.value;
          onType(next);
          list.typed(next.trim() !== '');
          if (next.trim() === '') setQuery('');
          else lookUp(next.trim());
        }}
      />
      {chosenDetail ? (
        <p id={hintId} className="text-xs text-slate-500">
          {chosenDetail}
        </p>
      ) : null}
      <OptionList
        id={listId}
        label="Donors found"
        open={list.open}
        options={options}
        active={list.active}
        onPick={list.pick}
        className="sm:min-w-72"
      />
    </div>
  );
}
