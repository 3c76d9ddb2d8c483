import { type DonorSummary, donorName, statementPreviewSchema, yearPeriod } from '@steward/domain';
import { ScrollText } from 'lucide-react';
import { useId, useState } from 'react';
import { SubmitButton } from '@/components/dialog-actions';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { usePreviewStatement } from '../api/preview-statement';
import { type PeriodValues, periodOf, StatementPeriodFields } from './statement-period-fields';
import { type ShownPreview, StatementPreviewDialog } from './statement-preview-dialog';
import { periodLabel } from './statement-text';

/** This year, then the years before it. */
const YEARS_OFFERED = 5;

/** The API's own check over the form: a problem of the period is reported under its date field. */
function periodFormSchema(donorId: string) {
  return {
    safeParse(values: unknown) {
      const parsed = statementPreviewSchema.safeParse({ period: periodOf(values as PeriodValues), donorId });
      if (parsed.success) return parsed;
      const issues = parsed.error.issues.map((issue) => ({
        path: [issue.path[0] === 'period' ? (issue.path[1] ?? 'end') : 'period'],
        message: issue.message,
      }));
      return { success: false as const, error: { issues } };
    },
  };
}

function PeriodForm({ donor, onShow }: { donor: DonorSummary; onShow: (preview: ShownPreview) => void }) {
  const preview = usePreviewStatement();
  const thisYear = new Date().getFullYear();
  const { values, errors, error, change, setError, handleSubmit } = useSchemaForm(
    periodFormSchema(donor.id),
    () => ({ period: String(thisYear), ...yearPeriod(thisYear) }),
    {
      busy: preview.isPending,
      onSave: (request) =>
        preview.mutate(request, {
          onSuccess: ({ pdf, noAddress }) =>
            onShow({
              pdf,
              noAddress,
              donorId: donor.id,
              donorName: donorName(donor),
              period: periodLabel(request.period),
            }),
          // "… gave nothing between …": the server's reason stays until the next try.
          onError: (cause) => setError(errorMessage(cause)),
        }),
    },
  );
  const ids = useId();

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={handleSubmit}>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatementPeriodFields
          ids={ids}
          values={values}
          errors={errors}
          change={change}
          yearsOffered={YEARS_OFFERED}
        />
      </div>
      {error ? <ErrorMessage>{error}</ErrorMessage> : null}
      <div className="flex justify-end">
        <SubmitButton busy={preview.isPending} busyLabel="Making preview...">
          Preview
        </SubmitButton>
      </div>
    </form>
  );
}

/**
 * "Statement" on a donor's page: this donor's giving statement for this year, or a period chosen,
 * made on the spot to look at (nothing kept or sent; runs on the Statements page send them).
 */
export function DonorStatementButton({ donor }: { donor: DonorSummary }) {
  const [choosing, setChoosing] = useState(false);
  const [shown, setShown] = useState<ShownPreview | null>(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setChoosing(true)}>
        <ScrollText aria-hidden="true" />
        Statement
      </Button>
      <Dialog open={choosing} onOpenChange={setChoosing}>
        <DialogContent
          title="Preview a statement"
          description={`${donorName(donor)}'s giving statement for a year, or for dates you choose.`}
        >
          {/* Mounted only while open: each opening starts with this year. */}
          <PeriodForm
            donor={donor}
            onShow={(preview) => {
              setChoosing(false);
              setShown(preview);
            }}
          />
        </DialogContent>
      </Dialog>
      <StatementPreviewDialog preview={shown} onClose={() => setShown(null)} />
    </>
  );
}
