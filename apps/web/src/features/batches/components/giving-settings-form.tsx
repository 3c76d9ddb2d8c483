import { type GivingSettings, givingSettingsInputSchema, LIMITS } from '@steward/domain';
import { useId } from 'react';
import { toast } from 'sonner';
import { SubmitButton } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { SectionCard } from '@/components/section-card';
import { ErrorMessage } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useSaveGivingSettings } from '../api/giving-settings';
import { fundLabel } from './gift-labels';

interface SettingsValues {
  dualControl: boolean;
  bankLedgerAccount: string;
  fundAccounts: { fund: string; account: string }[];
}

function initialValues(settings: GivingSettings): SettingsValues {
  return {
    dualControl: settings.dualControl,
    bankLedgerAccount: settings.bankLedgerAccount ?? '',
    fundAccounts: settings.fundAccounts.map(({ fund, account }) => ({ fund, account: account ?? '' })),
  };
}

/**
 * Dual control, and the ledger accounts the accounting export writes: the bank account each
 * deposit is debited to and the income account each fund is credited to.
 */
export function GivingSettingsForm({ settings }: { settings: GivingSettings }) {
  const save = useSaveGivingSettings();
  const id = useId();
  const form = useSchemaForm(givingSettingsInputSchema, () => initialValues(settings), {
    busy: save.isPending,
    report: 'form',
    onSave: (input) =>
      save.mutate(input, {
        onSuccess: () => toast.success('Giving settings saved'),
        onError: (cause) => form.setError(errorMessage(cause)),
      }),
  });
  const { values, change } = form;

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
        title="Ledger accounts"
        description="Used by the accounting export: one debit to the bank account, one credit per fund's income account."
      >
        <div className="flex flex-col gap-4 px-4 py-4 sm:px-5">
          <div className="max-w-sm">
            <FormField
              id={`${id}-bank`}
              name="bankLedgerAccount"
              label="Bank account"
              optional
              hint="As named in your chart of accounts, e.g. 1010 Operating Checking."
              invalid={'bankLedgerAccount' in form.errors}
            >
              {(control) => (
                <Input
                  {...control}
                  maxLength={LIMITS.batches.ledgerAccount}
                  value={values.bankLedgerAccount}
                  onChange={(event) => change('bankLedgerAccount', event.target.value)}
                />
              )}
            </FormField>
          </div>
        </div>
        {values.fundAccounts.length === 0 ? (
          <EmptyState>No fund has a gift yet.</EmptyState>
        ) : (
          <Table label="Income account of each fund">
            <TableHead>
              <tr>
                <TableHeader>Fund</TableHeader>
                <TableHeader>Income account</TableHeader>
              </tr>
            </TableHead>
            <TableBody>
              {values.fundAccounts.map((row, index) => (
                <tr key={row.fund}>
                  <th scope="row" className="px-4 py-3 text-left font-medium text-slate-900 wrap-anywhere">
                    {fundLabel(row.fund)}
                  </th>
                  <TableCell>
                    <Input
                      aria-label={`Income account for ${fundLabel(row.fund)}`}
                      maxLength={LIMITS.batches.ledgerAccount}
                      value={row.account}
                      onChange={(event) =>
                        change(
                          'fundAccounts',
                          values.fundAccounts.map((line, at) =>
                            at === index ? { ...line, account: event.target.value } : line,
                          ),
                        )
                      }
                    />
                  </TableCell>
                </tr>
              ))}
            </TableBody>
          </Table>
        )}
      </SectionCard>

      {form.error ? <ErrorMessage>{form.error}</ErrorMessage> : null}
      <div className="flex justify-end">
        <SubmitButton busy={save.isPending}>Save settings</SubmitButton>
      </div>
    </form>
  );
}
