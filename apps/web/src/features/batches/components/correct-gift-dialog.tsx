import {
  type BatchGift,
  type GiftAdjustmentInput,
  giftAdjustmentInputSchema,
  LIMITS,
  parseGiftAmount,
} from '@steward/domain';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { ErrorMessage } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useGivingSettings } from '@/lib/giving/giving-settings';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useAdjustGift } from '../api/adjust-gift';
import { centsToText } from './format';
import { fundLabel, giftDonorLabel } from './gift-labels';

interface CorrectionValues {
  reason: string;
  /** Reverse the gift and enter it as it should have been, or reverse it alone (it was never given). */
  mode: 'correct' | 'reverse';
  lines: { fund: string; amount: string }[];
  description: string;
}

type Parsed =
  | { success: true; data: GiftAdjustmentInput }
  | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };

/**
 * The dialog's values as the adjustment the server takes. The corrected gift keeps the original's
 * donor, method, check number, date and memo (a different donor is a reversal here and a gift in a
 * new batch); its funds and amounts are what changes. The warnings a new gift raises are
 * acknowledged: the correction names the original's own check number by design, and an admin has
 * written why.
 */
function correctionSchema(gift: BatchGift) {
  const inKind = gift.method === 'in_kind';
  return {
    safeParse(values: CorrectionValues): Parsed {
      const allocations: { fund: string; amountCents: number | null }[] = [];
      for (const line of values.lines) {
        // An in-kind gift carries no dollar value unless one is typed; any other amount is read by
        // the entry grid's own rule (above $0, at most two decimals, at most the gift limit).
        let amountCents: number | null = null;
        if (!(inKind && line.amount.trim() === '')) {
          const amount = parseGiftAmount(line.amount);
          if (amount.ok) amountCents = amount.cents;
          else if (values.mode === 'correct') {
            return { success: false, error: { issues: [{ path: ['lines'], message: amount.error }] } };
          }
        }
        allocations.push({ fund: line.fund, amountCents });
      }
      return giftAdjustmentInputSchema.safeParse({
        reason: values.reason,
        corrected:
          values.mode === 'reverse'
            ? null
            : {
                donor: gift.donor ? { kind: 'existing', donorId: gift.donor.id } : { kind: 'anonymous' },
                method: gift.method,
                checkNumber: gift.checkNumber,
                giftDate: gift.giftDate,
                memo: gift.memo,
                inKindDescription: inKind ? values.description : gift.inKindDescription,
                allocations,
                acknowledgeWarnings: true,
              },
      }) as Parsed;
    },
  };
}

function initialValues(gift: BatchGift): CorrectionValues {
  return {
    reason: '',
    mode: 'correct',
    lines: gift.allocations.map(({ fund, amountCents }) => ({
      fund,
      amount: amountCents === null ? '' : centsToText(amountCents),
    })),
    description: gift.inKindDescription ?? '',
  };
}

interface CorrectionFormProps {
  batchId: string;
  gift: BatchGift;
  /** The correction waits for a second admin's approval (dual control on). */
  proposal: boolean;
  onDone: () => void;
}

function doneText(corrected: boolean, proposal: boolean): string {
  if (proposal) {
    return `${corrected ? 'Correction' : 'Reversal'} proposed: it waits for a second admin's approval`;
  }
  return corrected ? 'Gift corrected' : 'Gift reversed';
}

function CorrectionForm({ batchId, gift, proposal, onDone }: CorrectionFormProps) {
  const adjust = useAdjustGift();
  const id = useId();
  const inKind = gift.method === 'in_kind';
  const form = useSchemaForm(correctionSchema(gift), () => initialValues(gift), {
    busy: adjust.isPending,
    report: 'form',
    onSave: (input) =>
      adjust.mutate(
        { batchId, giftId: gift.id, input },
        {
          onSuccess: (answer) => {
            // The batch's answer says whether it waits (newest first); the setting, if it does not.
            const made = answer.adjustments.find((adjustment) => adjustment.giftId === gift.id);
            toast.success(doneText(input.corrected !== null, made ? made.status === 'pending' : proposal));
            onDone();
          },
          onError: (cause) => form.setError(errorMessage(cause)),
        },
      ),
  });
  const { values, change } = form;
  const setLine = (index: number, patch: Partial<CorrectionValues['lines'][number]>) =>
    change(
      'lines',
      values.lines.map((line, at) => (at === index ? { ...line, ...patch } : line)),
    );

  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
      <FormField id={`${id}-reason`} name="reason" label="Reason" invalid={'reason' in form.errors}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={LIMITS.batches.reason}
            value={values.reason}
            onChange={(event) => change('reason', event.target.value)}
          />
        )}
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">Correction</legend>
        {(
          [
            ['correct', 'Reverse it and enter the corrected gift'],
            ['reverse', 'Reverse it only (it was never given)'],
          ] as const
        ).map(([mode, label]) => (
          <label key={mode} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="radio"
              name="mode"
              value={mode}
              checked={values.mode === mode}
              onChange={() => change('mode', mode)}
              className="size-4 accent-indigo-600"
            />
            {label}
          </label>
        ))}
      </fieldset>
      {values.mode === 'correct' ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-600">
            From {giftDonorLabel(gift)}, as given on the original gift.
          </p>
          {values.lines.map((line, index) => (
            // The lines are the original's allocations: their order never changes, so the index names them.
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, see above.
            <div key={index} className="grid gap-3 sm:grid-cols-2">
              <FormField
                id={`${id}-fund-${index}`}
                name={`fund-${index}`}
                label={values.lines.length > 1 ? `Fund ${index + 1}` : 'Fund'}
                hint={line.fund === '' ? `Empty: ${fundLabel('')}` : undefined}
              >
                {(control) => (
                  <Input
                    {...control}
                    maxLength={LIMITS.donors.fund}
                    value={line.fund}
                    onChange={(event) => setLine(index, { fund: event.target.value })}
                  />
                )}
              </FormField>
              <FormField
                id={`${id}-amount-${index}`}
                name={`amount-${index}`}
                label={values.lines.length > 1 ? `Amount ${index + 1} ($)` : 'Amount ($)'}
                optional={inKind}
                invalid={'lines' in form.errors || 'corrected' in form.errors}
              >
                {(control) => (
                  <Input
                    {...control}
                    inputMode="decimal"
                    autoComplete="off"
                    value={line.amount}
                    onChange={(event) => setLine(index, { amount: event.target.value })}
                  />
                )}
              </FormField>
            </div>
          ))}
          {inKind ? (
            <FormField id={`${id}-description`} name="description" label="Description">
              {(control) => (
                <Input
                  {...control}
                  maxLength={LIMITS.batches.inKindDescription}
                  value={values.description}
                  onChange={(event) => change('description', event.target.value)}
                />
              )}
            </FormField>
          ) : null}
        </div>
      ) : null}
      {form.error ? <ErrorMessage>{form.error}</ErrorMessage> : null}
      <DialogActions submitLabel={submitLabel(values.mode, proposal)} busy={adjust.isPending} />
    </form>
  );
}

function submitLabel(mode: CorrectionValues['mode'], proposal: boolean): string {
  if (proposal) return mode === 'correct' ? 'Propose correction' : 'Propose reversal';
  return mode === 'correct' ? 'Save correction' : 'Reverse gift';
}

/**
 * A committed batch is never edited in place: "Correct" adds the gift's reversal and, when it was
 * given otherwise than entered, the corrected gift, each with who and why. Under dual control
 * (assumed until the setting is read: the safe thing to say) it is a proposal a second admin
 * approves, counting nowhere until then; with dual control off it is carried out at once.
 */
export function CorrectGiftButton({ batchId, gift }: { batchId: string; gift: BatchGift }) {
  const [open, setOpen] = useState(false);
  const settings = useGivingSettings();
  const proposal = settings.data?.dualControl ?? true;
  const who = giftDonorLabel(gift);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`Correct ${who}'s gift`}
      >
        Correct
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          size="lg"
          title="Correct a gift"
          description={
            proposal
              ? `${who}'s gift is reversed, and the corrected gift entered beside it, once a second admin approves: the correction waits for their approval and counts nowhere until then. The reason is kept with both.`
              : `${who}'s gift is reversed, and the corrected gift entered beside it, at once: dual control is off, so no second admin approves it and it is marked as a lone adjustment. The reason is kept with both.`
          }
        >
          <CorrectionForm batchId={batchId} gift={gift} proposal={proposal} onDone={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}
