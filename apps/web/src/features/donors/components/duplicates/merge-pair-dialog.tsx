import {
  type DonorSummary,
  differingFields,
  donorName,
  formatAddress,
  MERGE_FIELD_LABELS,
  type MergeableDetails,
  type MergeChoices,
  type MergeField,
} from '@steward/domain';
import { Merge } from 'lucide-react';
import { type RefObject, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatCurrency, formatNumber } from '@/lib/format-money';
import { useDonorProfile } from '../../api/get-donor-profile';
import { useMergeDonors } from '../../api/merge-donors';

/** The toast after a merge: "Merged Jane Smyth into Jane Smith (3 gifts moved)". */
export function mergedMessage(survivor: string, other: string, giftsMoved: number): string {
  return `Merged ${other} into ${survivor} (${formatNumber(giftsMoved)} ${giftsMoved === 1 ? 'gift' : 'gifts'} moved)`;
}

function detailsOf(donor: DonorSummary): MergeableDetails {
  return {
    firstName: donor.firstName,
    lastName: donor.lastName,
    email: donor.email,
    phone: donor.phone,
    address: donor.address,
  };
}

function shown(field: MergeField, details: MergeableDetails): string {
  if (field === 'address') return details.address ? formatAddress(details.address) : '';
  return details[field] ?? '';
}

/** The value a merge starts with: the staying donor's, or the other's where it has none. */
function initialChoices(fields: MergeField[], stays: MergeableDetails): MergeChoices {
  return Object.fromEntries(fields.map((field) => [field, shown(field, stays) === '' ? 'other' : 'this']));
}

type Side = 'this' | 'other';

interface SideChoiceProps {
  legend: string;
  hint?: string;
  /** Each side's text shown, and the radio's name for a screen reader. */
  options: [{ text: string; label: string }, { text: string; label: string }];
  choice: Side;
  onChoose: (choice: Side) => void;
}

/** One choice between the two records, side by side: a field's value, or a household. */
function SideChoice({ legend, hint, options, choice, onChoose }: SideChoiceProps) {
  const name = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      {hint ? <p className="text-sm text-slate-600">{hint}</p> : null}
      <div className="grid grid-cols-2 gap-2">
        {(['this', 'other'] as const).map((side, index) => (
          <label
            key={side}
            className={cn(
              'flex min-w-0 cursor-pointer items-start gap-2 rounded-lg border px-3 py-2 text-sm',
              choice === side
                ? 'border-indigo-400 bg-indigo-50/60'
                : 'border-slate-200 hover:border-slate-300',
            )}
          >
            <input
              type="radio"
              name={name}
              value={side}
              checked={choice === side}
              onChange={() => onChoose(side)}
              aria-label={options[index]?.label}
              className="mt-0.5 size-4 shrink-0 accent-indigo-600"
            />
            <span
              className={cn(
                'wrap-anywhere',
                options[index]?.text ? 'text-slate-900' : 'text-slate-500 italic',
              )}
            >
              {options[index]?.text || 'None'}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One field: the two records' values side by side, one to keep. */
function FieldChoice({
  field,
  values,
  names,
  choice,
  onChoose,
}: {
  field: MergeField;
  values: [string, string];
  names: [string, string];
  choice: Side;
  onChoose: (choice: Side) => void;
}) {
  const option = (index: 0 | 1) => ({
    text: values[index],
    label: `${MERGE_FIELD_LABELS[field]} of ${names[index]}: ${values[index] || 'none'}`,
  });
  return (
    <SideChoice
      legend={MERGE_FIELD_LABELS[field]}
      options={[option(0), option(1)]}
      choice={choice}
      onChoose={onChoose}
    />
  );
}

/**
 * The household the merged donor stays in, when the two give in two: the server refuses such a
 * merge without the choice ('household_choice'), and the dialog then asks.
 */
function HouseholdChoice({
  households,
  choice,
  onChoose,
}: {
  households: [string, string];
  choice: Side;
  onChoose: (choice: Side) => void;
}) {
  const option = (name: string) => ({ text: name, label: `Stay in the household ${name}` });
  return (
    <SideChoice
      legend="Household"
      hint="They give in two households; the merged donor stays in one of them and leaves the other."
      options={[option(households[0]), option(households[1])]}
      choice={choice}
      onChoose={onChoose}
    />
  );
}

function DonorHeading({ donor }: { donor: DonorSummary }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 text-sm">
      <span className="font-semibold wrap-anywhere text-slate-900">{donorName(donor)}</span>
      <span className="text-slate-600">
        {formatNumber(donor.donationCount)} {donor.donationCount === 1 ? 'gift' : 'gifts'} ·{' '}
        {formatCurrency(donor.totalAmount)}
      </span>
    </div>
  );
}

function MergePairForm({ pair, onDone }: { pair: [DonorSummary, DonorSummary]; onDone: () => void }) {
  const [stays, goes] = pair;
  const [mine, theirs] = [detailsOf(stays), detailsOf(goes)];
  const fields = differingFields(mine, theirs);
  const [choices, setChoices] = useState<MergeChoices>(() => initialChoices(fields, mine));
  const merge = useMergeDonors();
  const names: [string, string] = [donorName(stays), donorName(goes)];
  // The server says when the two give in two households: their pages then name both to choose from.
  const asked = merge.error instanceof ApiError && merge.error.code === 'household_choice';
  const [needsChoice, setNeedsChoice] = useState(false);
  const ours = useDonorProfile(stays.id, { enabled: needsChoice }).data?.household;
  const other = useDonorProfile(goes.id, { enabled: needsChoice }).data?.household;
  const [household, setHousehold] = useState<'this' | 'other'>('this');
  const twoHouseholds =
    needsChoice && ours && other && ours.id !== other.id
      ? ([ours.name, other.name] as [string, string])
      : null;
  useEffect(() => {
    if (asked) setNeedsChoice(true);
  }, [asked]);
  const same = (Object.keys(MERGE_FIELD_LABELS) as MergeField[]).filter((field) => !fields.includes(field));

  function submit() {
    if (merge.isPending) return;
    merge.mutate(
      { id: stays.id, donorId: goes.id, keep: choices, household: needsChoice ? household : undefined },
      {
        onSuccess: (result) => {
          toast.success(mergedMessage(donorName(result.donor), names[1], result.giftsMoved));
          onDone();
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-2 border-b border-slate-200 pb-3">
        <DonorHeading donor={stays} />
        <DonorHeading donor={goes} />
      </div>
      {fields.map((field) => (
        <FieldChoice
          key={field}
          field={field}
          values={[shown(field, mine), shown(field, theirs)]}
          names={names}
          choice={choices[field] ?? 'this'}
          onChoose={(choice) => setChoices((current) => ({ ...current, [field]: choice }))}
        />
      ))}
      {twoHouseholds ? (
        <HouseholdChoice households={twoHouseholds} choice={household} onChoose={setHousehold} />
      ) : null}
      {same.length > 0 ? (
        <p className="text-sm text-slate-600">
          The same in both: {same.map((field) => MERGE_FIELD_LABELS[field].toLowerCase()).join(', ')}.
        </p>
      ) : null}
      {merge.isError && !(asked && twoHouseholds) ? (
        <ErrorMessage>Failed to merge the donors: {errorMessage(merge.error)}</ErrorMessage>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={merge.isPending}>
          Cancel
        </Button>
        <Button variant="danger" aria-disabled={merge.isPending || undefined} onClick={submit}>
          {merge.isPending ? <Spinner className="size-4 text-current" /> : <Merge aria-hidden="true" />}
          {merge.isPending ? 'Merging...' : 'Merge donors'}
        </Button>
      </div>
    </div>
  );
}

interface MergePairDialogProps {
  /** The two donors, the one that stays first; null when closed. */
  pair: [DonorSummary, DonorSummary] | null;
  onClose: () => void;
  /** Where the focus goes after a merge removed what opened the dialog (the merged donor's row). */
  fallbackFocus?: RefObject<HTMLElement | null>;
}

/**
 * Two possible duplicates side by side with a choice per field (name, email, phone, address):
 * merging keeps every gift of both and the values chosen. It cannot be undone, which it says.
 */
export function MergePairDialog({ pair, onClose, fallbackFocus }: MergePairDialogProps) {
  return (
    <Dialog open={pair !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {pair ? (
        <DialogContent
          size="lg"
          title={`Merge ${donorName(pair[0])} and ${donorName(pair[1])}`}
          description="Choose the value to keep for each detail. Every gift of both is kept under one donor; this cannot be undone."
          fallbackFocus={fallbackFocus}
        >
          <MergePairForm pair={pair} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
