import {
  type CampaignDetail,
  type DonorSummary,
  donorName,
  instalmentCents,
  PLEDGE_FREQUENCIES,
  PLEDGE_FREQUENCY_LABELS,
  type Pledge,
  type PledgeFrequency,
  type PledgeProblem,
  type PledgeUpdate,
  pledgeProblems,
  typedDollarsField,
} from '@steward/domain';
import { PencilLine } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog-actions';
import { FindDonor } from '@/components/find-donor';
import { FormField } from '@/components/form-field';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreatePledge, usePledgerHousehold, useUpdatePledge } from '../api/pledges';
import { centsToText, formatCents, periodText } from './campaign-texts';
import { DateRangeFields } from './date-range-fields';

interface PledgeValues {
  /** Dollars as typed. */
  amount: string;
  /** '' for no schedule (given at will over its dates). */
  frequency: PledgeFrequency | '';
  startDate: string;
  endDate: string;
}

type Issue = { path: PropertyKey[]; message: string };
type Parsed = { success: true; data: PledgeUpdate } | { success: false; error: { issues: Issue[] } };

const PROBLEM_FIELDS: Record<PledgeProblem['field'], keyof PledgeValues> = {
  amount: 'amount',
  frequency: 'frequency',
  startDate: 'startDate',
  endDate: 'endDate',
};

const amountField = typedDollarsField('Amount');
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The values as the pledge the server takes, checked by the rules it checks them with
 * (pledgeProblems, within the campaign's dates), so the form refuses what the server would.
 */
function pledgeSchema(campaign: Pick<CampaignDetail, 'startDate' | 'endDate'>) {
  return {
    safeParse(values: PledgeValues): Parsed {
      const amount = amountField.safeParse(values.amount);
      const input: PledgeUpdate = {
        amountCents: amount.success ? amount.data : 0,
        frequency: values.frequency === '' ? null : values.frequency,
        startDate: values.startDate,
        endDate: values.endDate,
      };
      const issues: Issue[] = pledgeProblems(input, campaign)
        .filter((problem) => amount.success || problem.field !== 'amount')
        .map((problem) => ({ path: [PROBLEM_FIELDS[problem.field]], message: problem.message }));
      if (!amount.success) {
        issues.unshift({ path: ['amount'], message: amount.error.issues[0]?.message ?? 'Enter the amount.' });
      }
      return issues.length > 0 ? { success: false, error: { issues } } : { success: true, data: input };
    },
  };
}

/** "That is $100.00 monthly": the instalment the amount, schedule and dates make, once they are valid. */
function instalmentHint(values: PledgeValues): string | undefined {
  const amount = amountField.safeParse(values.amount);
  if (!amount.success || values.frequency === '' || values.frequency === 'one-time') return undefined;
  // A date field gives a real day or nothing.
  if (!DAY.test(values.startDate) || !DAY.test(values.endDate)) return undefined;
  if (values.endDate < values.startDate) return undefined;
  const cents = instalmentCents({ ...values, amountCents: amount.data, frequency: values.frequency });
  if (cents === null) return undefined;
  return `About ${formatCents(cents)} ${PLEDGE_FREQUENCY_LABELS[values.frequency].toLowerCase()}.`;
}

interface PledgeFieldsProps {
  values: PledgeValues;
  errors: Record<string, string>;
  change: <K extends keyof PledgeValues>(key: K, value: PledgeValues[K]) => void;
}

/** The pledge's amount, schedule and dates: the same fields to add a pledge and to edit one. */
function PledgeFields({ values, errors, change }: PledgeFieldsProps) {
  const id = useId();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-amount`} name="amount" label="Amount in dollars" error={errors.amount}>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              placeholder="1,200.00"
              value={values.amount}
              onChange={(event) => change('amount', event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-frequency`}
          name="frequency"
          label="Frequency"
          hint={
            instalmentHint(values) ??
            (values.frequency === '' ? 'Given at will, expected evenly over its dates.' : undefined)
          }
          error={errors.frequency}
        >
          {(control) => (
            <Select
              {...control}
              value={values.frequency}
              onChange={(event) => change('frequency', event.target.value as PledgeValues['frequency'])}
            >
              <option value="">No schedule</option>
              {PLEDGE_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {PLEDGE_FREQUENCY_LABELS[frequency]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <DateRangeFields id={id} values={values} errors={errors} change={change} />
    </>
  );
}

/** Who pledged, with a way back to choose another. */
function Pledger({ children, onChange }: { children: ReactNode; onChange?: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
      <p className="min-w-0 wrap-anywhere text-slate-700">
        Pledged by <strong className="font-semibold text-slate-900">{children}</strong>
      </p>
      {onChange ? (
        <Button variant="ghost" size="sm" onClick={onChange}>
          Change
        </Button>
      ) : null}
    </div>
  );
}

interface AddPledgeDialogProps {
  campaign: CampaignDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The giver has a pledge to the campaign already: open that one's edit instead. */
  onEditExisting: (pledgeId: string) => void;
}

/**
 * "Add pledge": find the donor who pledged, then the amount, schedule and dates (the campaign's by
 * default). A donor with a pledge to the campaign already (theirs, or their household's) is told so
 * by the server, with a way to that pledge to add to it.
 */
export function AddPledgeDialog({ campaign, open, onOpenChange, onEditExisting }: AddPledgeDialogProps) {
  const [donor, setDonor] = useState<DonorSummary | null>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setDonor(null);
        onOpenChange(next);
      }}
    >
      <DialogContent
        size="lg"
        title="Add pledge"
        description={`What a donor promises to give to ${campaign.name}, and when.`}
      >
        {!open ? null : donor === null ? (
          <FindDonor prompt="Type a name or email to find the donor who pledged." onChoose={setDonor} />
        ) : (
          <AddPledgeForm
            key={donor.id}
            campaign={campaign}
            donor={donor}
            onChangeDonor={() => setDonor(null)}
            onDone={() => {
              setDonor(null);
              onOpenChange(false);
            }}
            onEditExisting={(pledgeId) => {
              setDonor(null);
              onEditExisting(pledgeId);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface AddPledgeFormProps {
  campaign: CampaignDetail;
  donor: DonorSummary;
  onChangeDonor: () => void;
  onDone: () => void;
  onEditExisting: (pledgeId: string) => void;
}

function AddPledgeForm({ campaign, donor, onChangeDonor, onDone, onEditExisting }: AddPledgeFormProps) {
  const create = useCreatePledge();
  const [existingId, setExistingId] = useState<string | null>(null);
  const household = usePledgerHousehold(donor.id).data ?? null;
  // A couple usually promises together: the household, unless the admin says the donor alone.
  const [alone, setAlone] = useState(false);
  const asHousehold = household !== null && !alone;
  const name = asHousehold ? household.name : donorName(donor);
  const form = useSchemaForm(
    pledgeSchema(campaign),
    (): PledgeValues => ({
      amount: '',
      frequency: '',
      startDate: campaign.startDate,
      endDate: campaign.endDate,
    }),
    {
      busy: create.isPending,
      onSave: (input) => {
        setExistingId(null);
        create.mutate(
          {
            campaignId: campaign.id,
            input: asHousehold ? { householdId: household.id, ...input } : { donorId: donor.id, ...input },
          },
          {
            onSuccess: () => {
              toast.success(`Pledge of ${name} added`);
              onDone();
            },
            onError: (cause) => {
              form.setError(errorMessage(cause));
              if (isApiError(cause) && cause.status === 409 && cause.existingId) {
                setExistingId(cause.existingId);
              }
            },
          },
        );
      },
    },
  );

  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
      <Pledger onChange={onChangeDonor}>{donorName(donor)}</Pledger>
      {household ? (
        <PledgerChoice
          donor={donorName(donor)}
          household={household.name}
          alone={alone}
          onChange={(next) => {
            setAlone(next);
            setExistingId(null);
          }}
        />
      ) : null}
      <PledgeFields values={form.values} errors={form.errors} change={form.change} />
      <p className="text-xs text-slate-500">The campaign runs {periodText(campaign)}.</p>
      {form.error ? (
        <div className="flex flex-col items-start gap-2">
          <ErrorMessage className="w-full">{form.error}</ErrorMessage>
          {existingId ? (
            <Button variant="secondary" onClick={() => onEditExisting(existingId)}>
              <PencilLine aria-hidden="true" />
              Edit that pledge
            </Button>
          ) : null}
        </div>
      ) : null}
      <DialogActions submitLabel="Add pledge" busyLabel="Adding..." busy={create.isPending} />
    </form>
  );
}

interface EditPledgeDialogProps {
  campaign: CampaignDetail;
  /** The pledge to edit; null: the dialog is closed. */
  pledge: Pledge | null;
  onOpenChange: (open: boolean) => void;
}

/** A pledge's Edit: its amount, schedule and dates; who pledged stays. Audited. */
export function EditPledgeDialog({ campaign, pledge, onOpenChange }: EditPledgeDialogProps) {
  return (
    <Dialog open={pledge !== null} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        title="Edit pledge"
        description={
          pledge ? `${pledge.pledger.name}'s pledge to ${campaign.name}.` : `A pledge to ${campaign.name}.`
        }
      >
        {pledge ? (
          <EditPledgeForm
            key={pledge.id}
            campaign={campaign}
            pledge={pledge}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function EditPledgeForm({
  campaign,
  pledge,
  onDone,
}: {
  campaign: CampaignDetail;
  pledge: Pledge;
  onDone: () => void;
}) {
  const update = useUpdatePledge();
  const form = useSchemaForm(
    pledgeSchema(campaign),
    (): PledgeValues => ({
      amount: centsToText(pledge.amountCents),
      frequency: pledge.frequency ?? '',
      startDate: pledge.startDate,
      endDate: pledge.endDate,
    }),
    {
      busy: update.isPending,
      onSave: (input) =>
        update.mutate(
          { id: pledge.id, input },
          {
            onSuccess: () => {
              toast.success(`Pledge of ${pledge.pledger.name} saved`);
              onDone();
            },
            onError: (cause) => form.setError(errorMessage(cause)),
          },
        ),
    },
  );

  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
      <Pledger>
        {pledge.pledger.name}
        {pledge.pledger.kind === 'household' ? ' (household)' : null}
      </Pledger>
      <p className="text-sm text-slate-600">
        Given so far: {formatCents(pledge.givenCents)}. To add to the pledge, raise its amount.
      </p>
      <PledgeFields values={form.values} errors={form.errors} change={form.change} />
      <p className="text-xs text-slate-500">The campaign runs {periodText(campaign)}.</p>
      {form.error ? <ErrorMessage>{form.error}</ErrorMessage> : null}
      <DialogActions submitLabel="Save pledge" busy={update.isPending} />
    </form>
  );
}

/** Who pledged, for a donor who gives with a household: the household (its joint members' gifts count), or the donor alone. */
function PledgerChoice({
  donor,
  household,
  alone,
  onChange,
}: {
  donor: string;
  household: string;
  alone: boolean;
  onChange: (alone: boolean) => void;
}) {
  const name = useId();
  const choices = [
    { alone: false, label: household, hint: 'Every joint member’s gifts count towards it.' },
    { alone: true, label: `${donor} alone`, hint: 'Only their own gifts count towards it.' },
  ];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-900">Who pledged</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={String(choice.alone)}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm has-checked:border-indigo-500 has-checked:bg-indigo-50/60"
          >
            <input
              type="radio"
              name={name}
              checked={alone === choice.alone}
              onChange={() => onChange(choice.alone)}
              className="mt-0.5 size-4 shrink-0 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            />
            <span className="flex flex-col gap-0.5">
              <span className="font-medium wrap-anywhere text-slate-900">{choice.label}</span>
              <span className="text-xs text-slate-600">{choice.hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
