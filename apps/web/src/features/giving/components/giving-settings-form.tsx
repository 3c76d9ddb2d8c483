import {
  type GivingSettings,
  givingSettingsInputSchema,
  LEDGER_ACCOUNT_EXAMPLES,
  LIMITS,
} from '@steward/domain';
import { useId } from 'react';
import { toast } from 'sonner';
import { SubmitButton } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { SectionCard } from '@/components/section-card';
import { ErrorMessage } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useSaveGivingSettings } from '@/lib/giving/giving-settings';
import { useSchemaForm } from '@/lib/use-schema-form';
import { QUICKBOOKS_HINT, XERO_HINT } from './ledger-hints';

type SettingsValues = Record<'bankQuickbooksAccount' | 'bankXeroAccountCode' | 'xeroTaxRate', string> & {
  dualControl: boolean;
};

function initialValues(settings: GivingSettings): SettingsValues {
  return {
    dualControl: settings.dualControl,
    bankQuickbooksAccount: settings.bankQuickbooksAccount ?? '',
    bankXeroAccountCode: settings.bankXeroAccountCode ?? '',
    xeroTaxRate: settings.xeroTaxRate,
  };
}

const TEXT_FIELDS = [
  {
    key: 'bankQuickbooksAccount',
    label: 'Bank account for QuickBooks Online',
    hint: QUICKBOOKS_HINT(LEDGER_ACCOUNT_EXAMPLES.quickbooks.bank),
    optional: true,
  },
  {
    key: 'bankXeroAccountCode',
    label: 'Bank account code for Xero',
    hint: XERO_HINT(LEDGER_ACCOUNT_EXAMPLES.xero.bank),
    optional: true,
  },
  {
    key: 'xeroTaxRate',
    label: 'Xero tax rate',
    hint: 'The 0% rate every line carries, as your Xero names it: "Tax Exempt" for a US organisation, "No VAT" or "GST Free Income" elsewhere.',
    optional: false,
  },
] as const;

/**
 * Dual control, and what the accounting export needs besides each fund's accounts (the fund list):
 * the bank account each deposit is debited to, as each format names it, and Xero's tax rate.
 */
export function GivingSettingsForm({ settings }: { settings: GivingSettings }) {
  const save = useSaveGivingSettings();
  const id = useId();
  const form = useSchemaForm(givingSettingsInputSchema, () => initialValues(settings), {
    busy: save.isPending,
    onSave: (input) =>
      save.mutate(input, {
        onSuccess: () => toast.success('Giving settings saved'),
        onError: (cause) => form.setError(errorMessage(cause)),
      }),
  });
  const { values, errors, change } = form;

  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-6">
      <SectionCard title="Dual control">
        <div className="flex flex-col gap-2 px-4 py-4 sm:px-5">
          <div className="flex items-center gap-3">
            <Checkbox
              id={`${id}-dual-control`}
              name="dualControl"
              checked={values.dualControl}
              aria-describedby={`${id}-dual`}
              onChange={(event) => change('dualControl', event.target.checked)}
            />
            <label htmlFor={`${id}-dual-control`} className="text-sm font-medium text-slate-900">
              Require a second person to commit a batch
            </label>
          </div>
          <p id={`${id}-dual`} className="text-sm text-slate-600">
            As church audit guides ask, the person who entered the most gifts in a batch cannot commit it: a
            second person checks the count and commits. An organisation with a single treasurer can turn this
            off; that person may then commit alone, and the batch report marks it as a lone commit. Every
            change of this setting is kept in the audit log.
          </p>
        </div>
      </SectionCard>

      <SectionCard
        title="Bank account and tax rate"
        description="Used by the accounting export: one debit to the bank account per batch, one credit per fund's income account (set with each fund below)."
      >
        <div className="grid gap-4 px-4 py-4 sm:grid-cols-2 sm:px-5">
          {TEXT_FIELDS.map((field) => (
            <FormField
              key={field.key}
              id={`${id}-${field.key}`}
              name={field.key}
              label={field.label}
              optional={field.optional}
              hint={field.hint}
              error={errors[field.key]}
            >
              {(control) => (
                <Input
                  {...control}
                  maxLength={LIMITS.batches.ledgerAccount}
                  autoComplete="off"
                  value={values[field.key]}
                  onChange={(event) => change(field.key, event.target.value)}
                />
              )}
            </FormField>
          ))}
        </div>
      </SectionCard>

      {form.error ? <ErrorMessage>{form.error}</ErrorMessage> : null}
      <div className="flex justify-end">
        <SubmitButton busy={save.isPending}>Save settings</SubmitButton>
      </div>
    </form>
  );
}
