import { GIFT_METHOD_LABELS, GIFT_METHODS, type GiftMethod, LIMITS, pledgeHints } from '@steward/domain';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import {
  ANONYMOUS_LABEL,
  addLine,
  type DonorChoice,
  fieldName,
  firstAmountField,
  splitTypedName,
  withoutSplit,
} from '../gift-draft';
import type { useGiftEntry } from '../hooks/use-gift-entry';
import { AllocationLines } from './allocation-lines';
import { type DonorChosenBy, DonorField } from './donor-field';
import { NewDonorFields } from './new-donor-fields';
import { WarningsPanel } from './warnings-panel';

interface EntryRowProps {
  entry: ReturnType<typeof useGiftEntry>;
  /** Read out to screen readers (a cleared row). */
  announce: (text: string) => void;
}

/** Keys a row answers to wherever focus is in it; a button keeps Enter for itself. */
function isTypingField(target: EventTarget): boolean {
  return target instanceof HTMLInputElement || target instanceof HTMLSelectElement;
}

function focusName(form: HTMLFormElement | null, name: string) {
  const target = form?.elements.namedItem(name);
  if (target instanceof HTMLElement) target.focus();
}

/**
 * The row a gift is typed into, keyboard first: Tab and Shift+Tab move between the cells, Enter
 * saves the row (and, after a warning, saves it anyway), Escape clears it. On a wide screen the
 * cells sit in one line under their labels; on a phone they stack.
 */
export function EntryRow({ entry, announce }: EntryRowProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const { draft, problem, refusal, warnings, saving } = entry;
  const problemId = `${id}-problem`;
  const inKind = draft.method === 'in_kind';
  // A gift of a donor who pledged, to none of the campaign's funds: said, never changed.
  const hints =
    draft.donor?.kind === 'existing'
      ? pledgeHints(
          draft.donor.name,
          draft.donor.pledges,
          draft.lines.flatMap((line) => (line.fund === null ? [] : [line.fund])),
        )
      : [];

  // Focus moves once the row has rendered what it moves to (the next row, a new fund line).
  useEffect(() => {
    const name = pendingFocus.current;
    if (!name) return;
    pendingFocus.current = null;
    focusName(form.current, name);
  });
  // A correction starts with its first cell.
  useEffect(() => {
    if (draft.giftId) focusName(form.current, 'donor');
  }, [draft.giftId]);
  const focusSoon = (name: string | null) => {
    pendingFocus.current = name;
  };

  async function save() {
    const field = await entry.submit();
    if (field) focusName(form.current, field);
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      entry.clear();
      focusSoon('donor');
      announce(draft.giftId ? 'Correction given up.' : 'Row cleared.');
    } else if (event.key === 'Enter' && isTypingField(event.target)) {
      event.preventDefault();
      void save();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void save();
  }

  function chooseDonor(choice: DonorChoice, text: string, by: DonorChosenBy) {
    entry.change((current) => ({
      ...current,
      donor: choice,
      donorText: choice.kind === 'anonymous' ? ANONYMOUS_LABEL : text,
      // Loose cash is cash; a new donor's name is what was typed, to be corrected in the form.
      method: choice.kind === 'anonymous' ? 'cash' : current.method,
      newDonor: choice.kind === 'new' ? { ...current.newDonor, ...splitTypedName(text) } : current.newDonor,
    }));
    // Picked with Enter, the row goes on to what comes next; linked by Tab, focus has moved on already.
    if (by === 'typed') return;
    focusSoon(choice.kind === 'new' ? 'firstName' : firstAmountField(draft));
  }

  function split() {
    if (draft.lines.length >= LIMITS.batches.allocations) return;
    entry.change(addLine);
    // Splitting a gift to one fund: its first line's share comes first, under the total typed.
    focusSoon(fieldName.amount(draft.total === null ? 0 : draft.lines.length));
  }

  const message = problem?.message ?? (refusal ? `This gift was not saved: ${refusal}` : null);
  const messageRef = useRef<HTMLSpanElement>(null);
  // Focus went to the field at fault; the message under the row is brought into view beside it.
  useEffect(() => {
    if (message) messageRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  return (
    <form
      ref={form}
      aria-label={draft.giftId ? 'Correct a gift' : 'New gift'}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      className="@container flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      {/* Laid out by the row's own width (the sidebar open or not): one line from 56rem, as the
          minimums add up to less than that (no sideways scroll with the sidebar open at 1280 px). */}
      <div className="grid grid-cols-1 items-start gap-3 @xl:grid-cols-2 @4xl:grid-cols-[minmax(9.5rem,2fr)_minmax(16.5rem,3fr)_minmax(6rem,1fr)_minmax(5rem,0.9fr)_minmax(8.5rem,1.2fr)_minmax(5rem,1.2fr)]">
        <DonorField
          text={draft.donorText}
          chosen={draft.donor}
          invalid={problem?.field === 'donor'}
          describedBy={problem?.field === 'donor' ? problemId : undefined}
          onType={(donorText) => entry.change((current) => ({ ...current, donorText, donor: null }))}
          onChoose={chooseDonor}
        />
        {draft.donor?.kind === 'new' ? (
          <NewDonorFields
            value={draft.newDonor}
            problem={problem}
            problemId={problemId}
            onChange={(newDonor) => entry.change((current) => ({ ...current, newDonor }))}
          />
        ) : null}
        <AllocationLines
          draft={draft}
          problem={problem}
          problemId={problemId}
          change={entry.change}
          focusSoon={focusSoon}
        />
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-method`}>Method</Label>
          <Select
            id={`${id}-method`}
            name="method"
            value={draft.method}
            onChange={(event) => {
              const method = event.target.value as GiftMethod;
              // An in-kind gift goes to one fund: a split is given up.
              entry.change((current) =>
                method === 'in_kind' ? withoutSplit({ ...current, method }) : { ...current, method },
              );
            }}
          >
            {GIFT_METHODS.map((method) => (
              <option key={method} value={method}>
                {GIFT_METHOD_LABELS[method]}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-check`}>Check number</Label>
          <Input
            id={`${id}-check`}
            name="checkNumber"
            autoComplete="off"
            maxLength={LIMITS.batches.checkNumber}
            // Only a check has a number; a disabled cell is skipped by Tab.
            disabled={draft.method !== 'check'}
            value={draft.method === 'check' ? draft.checkNumber : ''}
            aria-invalid={problem?.field === 'checkNumber' || undefined}
            aria-describedby={problem?.field === 'checkNumber' ? problemId : undefined}
            onChange={(event) => entry.change((current) => ({ ...current, checkNumber: event.target.value }))}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-date`}>Date</Label>
          <Input
            id={`${id}-date`}
            name="giftDate"
            type="date"
            required
            value={draft.giftDate}
            aria-invalid={problem?.field === 'giftDate' || undefined}
            aria-describedby={problem?.field === 'giftDate' ? problemId : undefined}
            onChange={(event) => entry.change((current) => ({ ...current, giftDate: event.target.value }))}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-memo`}>
            Memo <span className="font-normal text-slate-500">(optional)</span>
          </Label>
          <Input
            id={`${id}-memo`}
            name="memo"
            autoComplete="off"
            maxLength={LIMITS.batches.memo}
            value={draft.memo}
            onChange={(event) => entry.change((current) => ({ ...current, memo: event.target.value }))}
          />
        </div>
        {inKind ? (
          <div className="col-span-full flex flex-col gap-1.5">
            <Label htmlFor={`${id}-description`}>Description of the in-kind gift</Label>
            <Input
              id={`${id}-description`}
              name="inKindDescription"
              autoComplete="off"
              maxLength={LIMITS.batches.inKindDescription}
              placeholder="What was given, e.g. 20 boxes of canned food"
              value={draft.inKindDescription}
              aria-invalid={problem?.field === 'inKindDescription' || undefined}
              aria-describedby={problem?.field === 'inKindDescription' ? problemId : undefined}
              onChange={(event) =>
                entry.change((current) => ({ ...current, inKindDescription: event.target.value }))
              }
            />
          </div>
        ) : null}
      </div>

      {hints.length > 0 ? (
        <ul aria-label="Pledges of this donor" className="flex flex-col gap-1 text-sm text-indigo-800">
          {hints.map((hint) => (
            <li key={hint} className="rounded-md bg-indigo-50 px-3 py-1.5">
              {hint}
            </li>
          ))}
        </ul>
      ) : null}
      {message ? (
        <ErrorMessage>
          <span id={problemId} ref={messageRef}>
            {message}
          </span>
        </ErrorMessage>
      ) : null}
      {warnings ? (
        <WarningsPanel warnings={warnings} saving={saving} onSaveAnyway={() => void save()} />
      ) : null}

      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={saving}>
          {draft.giftId ? 'Save correction' : 'Save gift'}
        </Button>
        <Button
          variant="secondary"
          disabled={inKind || draft.lines.length >= LIMITS.batches.allocations}
          onClick={split}
        >
          Split across funds
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            entry.clear();
            focusSoon('donor');
          }}
        >
          {draft.giftId ? 'Cancel correction' : 'Clear row'}
        </Button>
        <p className="text-xs text-slate-500 max-sm:hidden">
          Enter saves the row · Escape clears it · ↑ ↓ choose a donor or a fund
        </p>
      </div>
    </form>
  );
}
