import {
  type CreateStatementRun,
  createStatementRunSchema,
  type DonorSummary,
  donorName,
  statementPreviewSchema,
  yearPeriod,
} from '@steward/domain';
import { Eye, FileStack } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { SubmitButton } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { SectionCard } from '@/components/section-card';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useStatementSettings } from '@/lib/giving/statement-settings';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateStatementRun } from '../api/create-statement-run';
import { usePreviewStatement } from '../api/preview-statement';
import { DonorCombobox } from './donor-combobox';
import { type SaveFirstReason, SaveSettingsFirstDialog } from './save-settings-first-dialog';
import { useSettingsDraft } from './settings-draft';
import { StatementDuplicatesWarning } from './statement-duplicates-warning';
import { type PeriodValues, periodOf, StatementPeriodFields } from './statement-period-fields';
import { type ShownPreview, StatementPreviewDialog } from './statement-preview-dialog';
import { donorCount, periodLabel } from './statement-text';

/** Years the period offers, the current one first. */
const YEARS_OFFERED = 10;

type DonorChoice = 'all' | 'above' | 'one';

interface RunValues extends PeriodValues {
  donors: DonorChoice;
  minTotal: string;
  donor: DonorSummary | null;
}

function initialValues(): RunValues {
  // Year-end statements are made early in the new year for the one just ended.
  const lastYear = new Date().getFullYear() - 1;
  const { start, end } = yearPeriod(lastYear);
  return { period: String(lastYear), start, end, donors: 'all', minTotal: '', donor: null };
}

function selectionOf(values: RunValues) {
  switch (values.donors) {
    case 'all':
      return { kind: 'all' as const };
    case 'above': {
      // "$1,000" as typed; anything unreadable is 0, which the schema refuses with its own words.
      const amount = Number(values.minTotal.replace(/[$,\s]/g, ''));
      return {
        kind: 'above' as const,
        minTotal: values.minTotal.trim() && Number.isFinite(amount) ? amount : 0,
      };
    }
    case 'one':
      return { kind: 'one' as const, donorId: values.donor?.id ?? '' };
  }
}

/** The API's own check over the flat form: each problem is reported under the field that holds it. */
const runFormSchema = {
  safeParse(input: unknown) {
    const values = input as RunValues;
    if (values.donors === 'one' && !values.donor) {
      return { success: false as const, error: { issues: [{ path: ['donor'], message: 'Choose a donor' }] } };
    }
    const parsed = createStatementRunSchema.safeParse({
      period: periodOf(values),
      donors: selectionOf(values),
    });
    if (parsed.success) return parsed;
    const issues = parsed.error.issues.map((issue) => {
      const [group, field] = issue.path;
      if (group === 'period') return { path: [field ?? 'end'], message: issue.message };
      if (group === 'donors' && field === 'minTotal') return { path: ['minTotal'], message: issue.message };
      return { path: ['donor'], message: issue.message };
    });
    return { success: false as const, error: { issues } };
  },
};

const DONOR_CHOICES: [DonorChoice, string][] = [
  ['all', 'All who gave'],
  ['above', 'Gave at least an amount'],
  ['one', 'One donor'],
];

/**
 * "New statements": the period and the donors, a preview of one donor's statement, and "Generate
 * statements", which starts a run in the background (the runs list shows its progress).
 */
export function NewStatementsCard() {
  const create = useCreateStatementRun();
  const preview = usePreviewStatement();
  const [previewDonor, setPreviewDonor] = useState<DonorSummary | null>(null);
  const [shown, setShown] = useState<ShownPreview | null>(null);
  const settings = useStatementSettings();
  const draft = useSettingsDraft();
  /** The run asked for while the settings form is not saved, and why. */
  const [asking, setAsking] = useState<{ run: CreateStatementRun; reason: SaveFirstReason } | null>(null);
  const [savingFirst, setSavingFirst] = useState(false);
  const busy = create.isPending || savingFirst;

  function start(run: CreateStatementRun) {
    create.mutate(run, {
      onSuccess: (made) =>
        toast.success(
          `Generating statements for ${donorCount(made.donorCount)} (${periodLabel(made.period)})`,
        ),
      onError: (cause) => setError(errorMessage(cause)),
    });
  }

  // A run prints the saved settings: never the form's unsaved values, never stale ones unasked.
  function generate(run: CreateStatementRun) {
    const form = draft?.current;
    const reason: SaveFirstReason | null =
      settings.data?.saved === false ? 'never-saved' : form?.dirty() ? 'unsaved-changes' : null;
    if (!reason) return start(run);
    if (!form) return setError('Save the statement settings before generating statements');
    if (!form.check()) return setError('Correct the statement settings above, then generate again');
    setAsking({ run, reason });
  }

  async function saveAndGenerate() {
    const form = draft?.current;
    if (!asking || !form) return;
    setSavingFirst(true);
    const refused = await form.save();
    setSavingFirst(false);
    const { run } = asking;
    setAsking(null);
    if (refused) setError(`The statement settings could not be saved: ${refused}`);
    else start(run);
  }

  const { values, errors, error, change, setError, handleSubmit } = useSchemaForm(
    runFormSchema,
    initialValues,
    { busy, onSave: generate },
  );
  const ids = useId();

  function showPreview() {
    setError(null);
    const donor = values.donors === 'one' ? values.donor : previewDonor;
    if (!donor) {
      setError(values.donors === 'one' ? 'Choose a donor to preview' : 'Choose a donor to preview with');
      return;
    }
    const period = periodOf(values);
    const request = statementPreviewSchema.safeParse({ period, donorId: donor.id });
    if (!request.success) {
      setError(request.error.issues[0]?.message ?? 'Check the period');
      return;
    }
    preview.mutate(request.data, {
      onSuccess: ({ pdf, noAddress }) =>
        setShown({
          pdf,
          noAddress,
          donorId: donor.id,
          donorName: donorName(donor),
          period: periodLabel(period),
        }),
      onError: (cause) => setError(errorMessage(cause)),
    });
  }

  return (
    <SectionCard
      title="New statements"
      description="One statement per donor of every gift in the period, ready to email, download or print."
    >
      <form className="flex flex-col gap-5 px-4 py-4 sm:px-5" onSubmit={handleSubmit} noValidate>
        <div className="grid gap-4 sm:grid-cols-3">
          <StatementPeriodFields
            ids={ids}
            values={values}
            errors={errors}
            change={change}
            yearsOffered={YEARS_OFFERED}
            disabled={busy}
          />
        </div>

        <fieldset className="flex min-w-0 flex-col gap-3">
          <legend className="mb-2 text-sm font-medium text-slate-700">Donors</legend>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {DONOR_CHOICES.map(([choice, label]) => (
              <label key={choice} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={`${ids}-donors`}
                  value={choice}
                  checked={values.donors === choice}
                  onChange={() => change('donors', choice)}
                  disabled={busy}
                  className="size-4 accent-indigo-600"
                />
                {label}
              </label>
            ))}
          </div>
          {values.donors === 'above' ? (
            <div className="sm:max-w-xs">
              <FormField
                id={`${ids}-min`}
                name="minTotal"
                label="Gave at least ($)"
                hint="Their total in the period."
                error={errors.minTotal}
              >
                {(control) => (
                  <Input
                    {...control}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder="250"
                    required
                    value={values.minTotal}
                    onChange={(event) => change('minTotal', event.target.value)}
                    disabled={busy}
                  />
                )}
              </FormField>
            </div>
          ) : null}
          {values.donors === 'one' ? (
            <div className="sm:max-w-md">
              <FormField id={`${ids}-donor`} name="donor" label="Donor" error={errors.donor}>
                {(control) => (
                  <DonorCombobox
                    {...control}
                    value={values.donor}
                    onChange={(donor) => change('donor', donor)}
                    disabled={busy}
                  />
                )}
              </FormField>
            </div>
          ) : null}
        </fieldset>

        {values.donors !== 'one' ? (
          <div className="sm:max-w-md">
            <FormField
              id={`${ids}-preview-donor`}
              name="previewDonor"
              label="Preview with"
              hint="A donor whose statement Preview shows; it is not kept."
            >
              {(control) => (
                <DonorCombobox {...control} value={previewDonor} onChange={setPreviewDonor} defaultToFirst />
              )}
            </FormField>
          </div>
        ) : null}

        <StatementDuplicatesWarning period={periodOf(values)} />
        {error ? <ErrorMessage>{error}</ErrorMessage> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={showPreview} disabled={preview.isPending || busy}>
            {preview.isPending ? <Spinner className="size-4 text-current" /> : <Eye aria-hidden="true" />}
            {preview.isPending ? 'Making preview...' : 'Preview'}
          </Button>
          <SubmitButton busy={busy} busyLabel="Starting..." icon={<FileStack aria-hidden="true" />}>
            Generate statements
          </SubmitButton>
        </div>
      </form>
      <StatementPreviewDialog preview={shown} onClose={() => setShown(null)} />
      <SaveSettingsFirstDialog
        reason={asking?.reason ?? null}
        busy={savingFirst}
        onSaveAndGenerate={() => void saveAndGenerate()}
        onCancel={() => setAsking(null)}
      />
    </SectionCard>
  );
}
