import {
  type Fund,
  fundInputSchema,
  GENERAL_FUND,
  LEDGER_ACCOUNT_EXAMPLES,
  LIMITS,
  newFundInputSchema,
} from '@steward/domain';
import { useId } from 'react';
import { toast } from 'sonner';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { ErrorMessage } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useCreateFund, useUpdateFund } from '@/lib/giving/funds';
import { useSchemaForm } from '@/lib/use-schema-form';
import { QUICKBOOKS_HINT, XERO_HINT } from './ledger-hints';

interface FundValues {
  name: string;
  description: string;
  restricted: boolean;
  quickbooksAccount: string;
  xeroAccountCode: string;
  archived: boolean;
}

function valuesOf(fund: Fund | null): FundValues {
  return {
    name: fund?.name ?? '',
    description: fund?.description ?? '',
    restricted: fund?.restricted ?? false,
    quickbooksAccount: fund?.quickbooksAccount ?? '',
    xeroAccountCode: fund?.xeroAccountCode ?? '',
    archived: fund?.archived ?? false,
  };
}

const ACCOUNT_FIELDS = [
  {
    key: 'quickbooksAccount',
    label: 'QuickBooks Online account',
    hint: QUICKBOOKS_HINT(LEDGER_ACCOUNT_EXAMPLES.quickbooks.fund),
  },
  { key: 'xeroAccountCode', label: 'Xero account code', hint: XERO_HINT(LEDGER_ACCOUNT_EXAMPLES.xero.fund) },
] as const;

interface FundFormDialogProps {
  /** The fund to edit; null to add one. */
  fund: Fund | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A fund of the list: its name (a rename moves every gift), description, whether its money is
 * restricted, and its income account as each accounting import names it. Audited.
 */
export function FundFormDialog({ fund, open, onOpenChange }: FundFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        title={fund ? `Edit ${fund.label}` : 'Add a fund'}
        description={
          fund
            ? 'Renaming the fund moves every gift to the new name; files that name the old one still land here.'
            : 'Gift entry offers the funds of this list, and imports map their funds onto it.'
        }
      >
        {open ? <FundForm fund={fund} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function FundForm({ fund, onDone }: { fund: Fund | null; onDone: () => void }) {
  const id = useId();
  const create = useCreateFund();
  const update = useUpdateFund();
  const busy = create.isPending || update.isPending;
  // The general fund ('') may keep its empty name: gifts that name no fund are its.
  const general = fund?.name === '';
  const form = useSchemaForm(general ? fundInputSchema : newFundInputSchema, () => valuesOf(fund), {
    busy,
    onSave: (input) => {
      const done = {
        onSuccess: () => {
          toast.success(fund ? `${fund.label} saved` : `${input.name} added to the funds`);
          onDone();
        },
        onError: (cause: unknown) => form.setError(errorMessage(cause)),
      };
      if (fund) update.mutate({ id: fund.id, input }, done);
      else create.mutate(input, done);
    },
  });
  const { values, errors, change } = form;

  return (
    <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-4">
      <FormField
        id={`${id}-name`}
        name="name"
        label="Name"
        optional={general}
        hint={general ? `Gifts that name no fund. Empty, it is called ${GENERAL_FUND}.` : undefined}
        error={errors.name}
      >
        {(control) => (
          <Input
            {...control}
            maxLength={LIMITS.donors.fund}
            autoComplete="off"
            placeholder={general ? GENERAL_FUND : undefined}
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
            maxLength={LIMITS.batches.note}
            value={values.description}
            onChange={(event) => change('description', event.target.value)}
          />
        )}
      </FormField>
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${id}-restricted`}
          name="restricted"
          checked={values.restricted}
          aria-describedby={`${id}-restricted-hint`}
          onChange={(event) => change('restricted', event.target.checked)}
        />
        <div className="flex flex-col gap-0.5">
          <label htmlFor={`${id}-restricted`} className="text-sm font-medium text-slate-900">
            Restricted
          </label>
          <p id={`${id}-restricted-hint`} className="text-xs text-slate-500">
            Given for a purpose the donor chose (a building fund): gift entry marks it, so it is never posted
            to another fund by mistake.
          </p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {ACCOUNT_FIELDS.map((field) => (
          <FormField
            key={field.key}
            id={`${id}-${field.key}`}
            name={field.key}
            label={field.label}
            optional
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
      {form.error ? <ErrorMessage>{form.error}</ErrorMessage> : null}
      <DialogActions submitLabel={fund ? 'Save fund' : 'Add fund'} busy={busy} />
    </form>
  );
}
