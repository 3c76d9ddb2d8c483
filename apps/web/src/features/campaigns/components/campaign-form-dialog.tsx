import {
  type CampaignDetail,
  type CampaignInput,
  type CampaignProblem,
  campaignInputSchema,
  campaignProblems,
  optionalTypedDollarsField,
  PLEDGE_LIMITS,
} from '@steward/domain';
import { useId } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { ErrorMessage } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useFundList } from '@/lib/giving/funds';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateCampaign, useUpdateCampaign } from '../api/campaigns';
import { centsToText } from './campaign-texts';
import { DateRangeFields } from './date-range-fields';

interface CampaignValues {
  name: string;
  description: string;
  /** The funds' ids, as checked. */
  funds: string[];
  startDate: string;
  endDate: string;
  /** Dollars as typed; empty for no goal. */
  goal: string;
}

type Issue = { path: PropertyKey[]; message: string };
type Parsed = { success: true; data: CampaignInput } | { success: false; error: { issues: Issue[] } };

/** The form's field of each problem campaignProblems names. */
const PROBLEM_FIELDS: Record<CampaignProblem['field'], keyof CampaignValues> = {
  name: 'name',
  funds: 'funds',
  startDate: 'startDate',
  endDate: 'endDate',
  goal: 'goal',
  description: 'description',
};

const goalField = optionalTypedDollarsField('Goal');

/**
 * The values as the campaign the server takes, checked by the rules it checks them with
 * (campaignProblems), so the form refuses what the server would, in the same words.
 */
const campaignSchema = {
  safeParse(values: CampaignValues): Parsed {
    const goal = goalField.safeParse(values.goal);
    const description = values.description.trim();
    const input: CampaignInput = {
      name: values.name.trim(),
      description: description === '' ? null : description,
      fundIds: values.funds,
      startDate: values.startDate,
      endDate: values.endDate,
      goalCents: goal.success ? goal.data : null,
    };
    const issues: Issue[] = campaignProblems({ ...input, description: input.description ?? null }).map(
      (problem) => ({ path: [PROBLEM_FIELDS[problem.field]], message: problem.message }),
    );
    if (!goal.success) {
      issues.push({ path: ['goal'], message: goal.error.issues[0]?.message ?? 'Enter the goal in dollars.' });
    }
    if (issues.length === 0) {
      // What the rules leave to the contract (a control character in the description).
      const checked = campaignInputSchema.safeParse(input);
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          issues.push({
            path: [issue.path[0] === 'fundIds' ? 'funds' : (issue.path[0] ?? '')],
            message: issue.message,
          });
        }
      }
    }
    return issues.length > 0 ? { success: false, error: { issues } } : { success: true, data: input };
  },
};

function valuesOf(campaign: CampaignDetail | null): CampaignValues {
  return {
    name: campaign?.name ?? '',
    description: campaign?.description ?? '',
    funds: campaign?.funds.map((fund) => fund.id) ?? [],
    startDate: campaign?.startDate ?? '',
    endDate: campaign?.endDate ?? '',
    goal: campaign && campaign.goalCents !== null ? centsToText(campaign.goalCents) : '',
  };
}

interface CampaignFormDialogProps {
  /** The campaign to edit; null for a new one. */
  campaign: CampaignDetail | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "New campaign" and a campaign's Edit: its name, description, funds, dates and goal. Audited. */
export function CampaignFormDialog({ campaign, open, onOpenChange }: CampaignFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        title={campaign ? `Edit ${campaign.name}` : 'New campaign'}
        description="Gifts to its funds between its dates count towards it, pledged or not."
      >
        {open ? <CampaignForm campaign={campaign} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function CampaignForm({ campaign, onDone }: { campaign: CampaignDetail | null; onDone: () => void }) {
  const id = useId();
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const funds = useFundList();
  const busy = create.isPending || update.isPending;
  const form = useSchemaForm(campaignSchema, () => valuesOf(campaign), {
    busy,
    onSave: (input) => {
      const done = {
        onSuccess: () => {
          toast.success(campaign ? `${input.name} saved` : `${input.name} created`);
          onDone();
        },
        onError: (cause: unknown) => form.setError(errorMessage(cause)),
      };
      // An edit leaves the campaign open or closed as it is.
      if (campaign) update.mutate({ id: campaign.id, input }, done);
      else create.mutate(input, done);
    },
  });
  const { values, errors, change } = form;

  // The active funds, and any of the campaign's own archived since (an edit keeps it).
  const choices: { id: string; label: string; archived: boolean }[] = (funds.data?.items ?? [])
    .filter((fund) => !fund.archived || values.funds.includes(fund.id))
    .map(({ id: fundId, label, archived }) => ({ id: fundId, label, archived }));
  for (const fund of campaign?.funds ?? []) {
    if (!choices.some((choice) => choice.id === fund.id)) {
      choices.push({ id: fund.id, label: fund.label, archived: true });
    }
  }
  const fundsError = errors.funds ? `${id}-funds-error` : undefined;
  const fundsHint = `${id}-funds-hint`;

  function toggleFund(fundId: string, checked: boolean) {
    change('funds', checked ? [...values.funds, fundId] : values.funds.filter((chosen) => chosen !== fundId));
  }

  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
      <FormField id={`${id}-name`} name="name" label="Name" error={errors.name}>
        {(control) => (
          <Input
            {...control}
            maxLength={PLEDGE_LIMITS.name}
            autoComplete="off"
            placeholder="Building Fund 2026"
            value={values.name}
            onChange={(event) => change('name', event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-description`}
        name="description"
        label="Description"
        optional
        error={errors.description}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={PLEDGE_LIMITS.description}
            value={values.description}
            onChange={(event) => change('description', event.target.value)}
          />
        )}
      </FormField>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={fundsError ? `${fundsError} ${fundsHint}` : fundsHint}
      >
        <legend className="text-sm font-medium text-slate-900">Funds</legend>
        <p id={fundsHint} className="-mt-1 text-xs text-slate-500">
          Gifts to these funds count towards the campaign.
        </p>
        {funds.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner className="size-4" />
            Loading the funds...
          </p>
        ) : funds.isError ? (
          <ErrorMessage>Error loading the funds: {errorMessage(funds.error)}</ErrorMessage>
        ) : choices.length === 0 ? (
          <p className="text-sm text-slate-600">No active fund yet: add one in Giving settings first.</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {choices.map((fund) => (
              <li key={fund.id} className="flex items-center gap-2">
                <Checkbox
                  id={`${id}-fund-${fund.id}`}
                  name="funds"
                  value={fund.id}
                  checked={values.funds.includes(fund.id)}
                  aria-invalid={errors.funds ? true : undefined}
                  aria-describedby={fundsError}
                  onChange={(event) => toggleFund(fund.id, event.target.checked)}
                />
                <label htmlFor={`${id}-fund-${fund.id}`} className="text-sm wrap-anywhere text-slate-800">
                  {fund.label}
                  {fund.archived ? <span className="text-slate-500"> (archived)</span> : null}
                </label>
              </li>
            ))}
          </ul>
        )}
        {errors.funds ? (
          <p id={fundsError} className="text-sm text-red-700">
            {errors.funds}
          </p>
        ) : null}
      </fieldset>
      <DateRangeFields id={id} values={values} errors={errors} change={change} />
      <FormField
        id={`${id}-goal`}
        name="goal"
        label="Goal in dollars"
        optional
        hint="What the campaign hopes to raise; leave it empty for no goal."
        error={errors.goal}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="decimal"
            autoComplete="off"
            placeholder="50,000.00"
            className="sm:max-w-56"
            value={values.goal}
            onChange={(event) => change('goal', event.target.value)}
          />
        )}
      </FormField>
      {form.error ? <ErrorMessage>{form.error}</ErrorMessage> : null}
      <DialogActions submitLabel={campaign ? 'Save campaign' : 'Create campaign'} busy={busy} />
    </form>
  );
}
