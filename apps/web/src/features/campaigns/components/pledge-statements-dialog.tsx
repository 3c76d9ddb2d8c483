import {
  asOfBeforeCampaign,
  type CampaignDetail,
  type CreatePledgeStatementRun,
  createPledgeStatementRunSchema,
  DEFAULT_PLEDGE_LETTER,
  LIMITS,
  longDate,
  pledgeLetter,
} from '@steward/domain';
import { CircleAlert, FileStack } from 'lucide-react';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { ErrorMessage } from '@/components/ui/alert';
import { focusRing } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { LoadingState } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { today } from '@/lib/format-day';
import { formatNumber } from '@/lib/format-money';
import { useCreatePledgeStatementRun } from '@/lib/giving/create-pledge-statement-run';
import { GIVING_STATEMENTS_PATH } from '@/lib/giving/fundraising-paths';
import { useStatementRuns } from '@/lib/giving/statement-runs';
import { useStatementSettings } from '@/lib/giving/statement-settings';
import { useSchemaForm } from '@/lib/use-schema-form';

type StatementsCampaign = Pick<CampaignDetail, 'id' | 'name' | 'startDate'>;

interface PledgeStatementsValues {
  /** yyyy-MM-dd, or '' while the date field holds no whole day. */
  asOf: string;
  letter: string;
}

type Issue = { path: PropertyKey[]; message: string };
type Parsed =
  | { success: true; data: CreatePledgeStatementRun }
  | { success: false; error: { issues: Issue[] } };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The letter's paragraphs are set apart by an empty line. */
const PARAGRAPH_BREAK = /\n[ \t]*\n/;

/**
 * The values as the API takes them, checked by its own schema and, as the server does, against the
 * campaign's start: what the form refuses is never sent.
 */
function pledgeStatementsSchema(campaign: StatementsCampaign) {
  return {
    safeParse(values: PledgeStatementsValues): Parsed {
      const parsed = createPledgeStatementRunSchema.safeParse({ campaignId: campaign.id, ...values });
      const issues: Issue[] = parsed.success
        ? []
        : parsed.error.issues.map(({ path, message }) => ({ path, message }));
      if (DAY.test(values.asOf) && values.asOf < campaign.startDate) {
        issues.push({ path: ['asOf'], message: asOfBeforeCampaign(campaign.startDate) });
      }
      if (parsed.success && issues.length === 0) return parsed;
      return { success: false, error: { issues } };
    },
  };
}

/** "Making 12 pledge statements", "Making 1 pledge statement". */
function makingText(count: number): string {
  return `Making ${formatNumber(count)} ${count === 1 ? 'pledge statement' : 'pledge statements'}`;
}

/**
 * The letter's first paragraph as a statement prints it: the campaign's name, the day and (once the
 * statement settings are read) the organisation's legal name filled in.
 */
function firstParagraph(
  letter: string,
  values: { organization: string | undefined; campaign: string; asOf: string },
): string {
  const [first = ''] = letter.trim().split(PARAGRAPH_BREAK);
  return pledgeLetter(first, {
    organization: values.organization ?? '{organization}',
    campaign: values.campaign,
    asOf: DAY.test(values.asOf) ? longDate(values.asOf) : '{asOf}',
  });
}

/** The statement settings were never saved: the server makes no statement until they are. */
function SettingsNotSaved() {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
      <p>
        The statement settings (your legal name, EIN and address) have not been saved yet. Save them on{' '}
        <Link to={GIVING_STATEMENTS_PATH} className={cn('rounded-sm font-medium underline', focusRing)}>
          Giving Statements
        </Link>{' '}
        before making pledge statements.
      </p>
    </div>
  );
}

interface PledgeStatementsFormProps {
  campaign: StatementsCampaign;
  /** The letter the form opens with: the last pledge run's, or the default. */
  letter: string;
  /** The last letter could not be read: the default one is offered instead, and the form says so. */
  letterUnread: boolean;
}

function PledgeStatementsForm({ campaign, letter, letterUnread }: PledgeStatementsFormProps) {
  const id = useId();
  const create = useCreatePledgeStatementRun();
  const settings = useStatementSettings();
  const navigate = useNavigate();
  const form = useSchemaForm(
    pledgeStatementsSchema(campaign),
    (): PledgeStatementsValues => ({ asOf: today(), letter }),
    {
      busy: create.isPending,
      // The promise, not mutate's callbacks, which TanStack Query drops once the page is left.
      onSave: (input) => {
        create.mutateAsync(input).then(
          (run) => {
            toast.success(makingText(run.donorCount));
            navigate(GIVING_STATEMENTS_PATH);
          },
          (cause) => form.setError(errorMessage(cause)),
        );
      },
    },
  );
  const { values, errors, change } = form;
  const preview = firstParagraph(values.letter, {
    organization: settings.data?.settings.legalName,
    campaign: campaign.name,
    asOf: values.asOf,
  });

  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
      {settings.data?.saved === false ? <SettingsNotSaved /> : null}
      <FormField
        id={`${id}-as-of`}
        name="asOf"
        label="As of"
        hint={`Gifts up to and including this day count towards each pledge. The campaign started ${longDate(campaign.startDate)}.`}
        error={errors.asOf}
      >
        {(control) => (
          <Input
            {...control}
            type="date"
            min={campaign.startDate}
            className="sm:max-w-56"
            value={values.asOf}
            onChange={(event) => change('asOf', event.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-letter`}
        name="letter"
        label="Letter"
        hint={
          <>
            <code>{'{organization}'}</code>, <code>{'{campaign}'}</code> and <code>{'{asOf}'}</code> are
            filled in for each statement.
            {letterUnread ? ' The last letter used could not be loaded: this is the default one.' : null}
          </>
        }
        error={errors.letter}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={8}
            maxLength={LIMITS.statements.message}
            required
            value={values.letter}
            onChange={(event) => change('letter', event.target.value)}
          />
        )}
      </FormField>
      {preview ? (
        <figure className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
          <figcaption className="text-xs font-medium text-slate-600">
            The first paragraph, as the statements print it
          </figcaption>
          <p className="text-sm whitespace-pre-line wrap-anywhere text-slate-800">{preview}</p>
        </figure>
      ) : null}
      {form.error ? <ErrorMessage>{form.error}</ErrorMessage> : null}
      <DialogActions
        submitLabel="Make pledge statements"
        submitIcon={<FileStack aria-hidden="true" />}
        busyLabel="Starting..."
        busy={create.isPending}
      />
    </form>
  );
}

/** The form once the last pledge run's letter is known (it opens with that letter). */
function PledgeStatements({ campaign }: { campaign: StatementsCampaign }) {
  const runs = useStatementRuns();
  if (runs.isPending) return <LoadingState label="Loading the last letter used..." />;
  // Newest first: the first pledge run's letter is the one last used, whatever its campaign.
  const last = runs.data?.items.find((run) => run.pledges !== null)?.pledges?.letter;
  return (
    <PledgeStatementsForm
      campaign={campaign}
      letter={last ?? DEFAULT_PLEDGE_LETTER}
      letterUnread={runs.isError}
    />
  );
}

interface PledgeStatementsDialogProps {
  campaign: StatementsCampaign;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Pledge statements": a statement for each of the campaign's pledgers, of what they pledged and what
 * they gave towards it up to a day, with a letter. Made in the background as a statement run, which
 * Giving Statements lists to email, download or print.
 */
export function PledgeStatementsDialog({ campaign, open, onOpenChange }: PledgeStatementsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        title="Pledge statements"
        description={`A statement for each pledger of ${campaign.name}: what they pledged, what they have given towards it and what remains. Giving Statements lists them to email or print.`}
      >
        {open ? <PledgeStatements campaign={campaign} /> : null}
      </DialogContent>
    </Dialog>
  );
}
