import {
  type BatchSummary,
  defaultBatchName,
  GIFT_METHOD_LABELS,
  GIFT_METHODS,
  LIMITS,
  typedDollarsToCents,
} from '@steward/domain';
import { useId, useState } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { ErrorMessage } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { today } from '@/lib/format-day';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateBatch } from '../api/create-batch';
import { GIVING_BATCHES_PATH } from '../paths';
import { CashCountFields } from './cash-count-fields';
import { DefaultFundField } from './default-fund-field';
import { type NewBatchValues, NO_CASH, newBatchSchema } from './new-batch-values';
import { SameNameWarning } from './same-name-warning';

const L = LIMITS.batches;

function initialValues(): NewBatchValues {
  const receivedDate = today();
  return {
    name: defaultBatchName(receivedDate),
    receivedDate,
    serviceTime: '',
    depositDate: '',
    bankAccount: '',
    note: '',
    expectedCount: '',
    expectedTotalCents: '',
    expectedCashCents: '',
    expectedCheckCents: '',
    defaultFund: '',
    defaultMethod: 'check',
    defaultGiftDate: '',
    ...NO_CASH,
  };
}

interface NewBatchFormProps {
  onCreated: (batch: BatchSummary) => void;
}

/**
 * A new batch: its name (from the day and the service until one is typed; a batch of that day and
 * name already there is offered instead), the day received, the count sheet's figures typed in
 * before entry with its bills and coins if it has them, and the defaults each new gift starts with.
 */
export function NewBatchForm({ onCreated }: NewBatchFormProps) {
  const create = useCreateBatch();
  const [nameTyped, setNameTyped] = useState(false);
  const form = useSchemaForm(newBatchSchema, initialValues, {
    busy: create.isPending,
    onSave: (input) =>
      create.mutate(input, {
        onSuccess: onCreated,
        onError: (cause) => form.setError(errorMessage(cause)),
      }),
  });
  const id = useId();
  const { values, errors, change } = form;

  /** The name follows the day and the service until someone types one of their own. */
  function changeWhen(key: 'receivedDate' | 'serviceTime', value: string) {
    change(key, value);
    if (!nameTyped) {
      const next = { ...values, [key]: value };
      change('name', defaultBatchName(next.receivedDate, next.serviceTime));
    }
  }

  const chooseFund = (fund: string) => change('defaultFund', fund);
  const text = (key: 'bankAccount') => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => change(key, event.target.value),
  });
  const money = (key: 'expectedTotalCents' | 'expectedCashCents' | 'expectedCheckCents') => ({
    value: values[key],
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => change(key, event.target.value),
  });

  return (
    <Card>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit} className="flex flex-col gap-6">
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-base font-semibold text-slate-900">The batch</legend>
            <FormField id={`${id}-received`} name="receivedDate" label="Received" error={errors.receivedDate}>
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  required
                  value={values.receivedDate}
                  onChange={(event) => changeWhen('receivedDate', event.target.value)}
                />
              )}
            </FormField>
            <FormField
              id={`${id}-service`}
              name="serviceTime"
              label="Service time"
              optional
              hint="Names the batch, e.g. the 9:00 service."
            >
              {(control) => (
                <Input
                  {...control}
                  type="time"
                  value={values.serviceTime}
                  onChange={(event) => changeWhen('serviceTime', event.target.value)}
                />
              )}
            </FormField>
            <div className="sm:col-span-2">
              <FormField id={`${id}-name`} name="name" label="Name" error={errors.name}>
                {(control) => (
                  <Input
                    {...control}
                    maxLength={L.name}
                    value={values.name}
                    onChange={(event) => {
                      setNameTyped(true);
                      change('name', event.target.value);
                    }}
                  />
                )}
              </FormField>
              <SameNameWarning
                receivedDate={values.receivedDate}
                name={values.name.trim() || defaultBatchName(values.receivedDate, values.serviceTime)}
              />
            </div>
            <FormField
              id={`${id}-deposit`}
              name="depositDate"
              label="Deposit date"
              optional
              error={errors.depositDate}
            >
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  value={values.depositDate}
                  onChange={(event) => change('depositDate', event.target.value)}
                />
              )}
            </FormField>
            <FormField
              id={`${id}-bank`}
              name="bankAccount"
              label="Bank account"
              optional
              error={errors.bankAccount}
            >
              {(control) => <Input {...control} maxLength={L.bankAccount} {...text('bankAccount')} />}
            </FormField>
            <div className="sm:col-span-2">
              <FormField id={`${id}-note`} name="note" label="Note" optional error={errors.note}>
                {(control) => (
                  <Textarea
                    {...control}
                    rows={2}
                    maxLength={L.note}
                    value={values.note}
                    onChange={(event) => change('note', event.target.value)}
                  />
                )}
              </FormField>
            </div>
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-1 text-base font-semibold text-slate-900">Count sheet</legend>
            <p className="text-sm text-slate-600 sm:col-span-2">
              The figures counted before entry. The batch can be committed once the gifts entered match them.
            </p>
            <FormField
              id={`${id}-count`}
              name="expectedCount"
              label="Expected number of gifts"
              error={errors.expectedCount}
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  autoComplete="off"
                  value={values.expectedCount}
                  onChange={(event) => change('expectedCount', event.target.value)}
                />
              )}
            </FormField>
            <FormField
              id={`${id}-total`}
              name="expectedTotalCents"
              label="Expected total ($)"
              error={errors.expectedTotalCents}
            >
              {(control) => <Input {...control} {...money('expectedTotalCents')} />}
            </FormField>
            <FormField
              id={`${id}-cash`}
              name="expectedCashCents"
              label="Expected cash ($)"
              optional
              error={errors.expectedCashCents}
            >
              {(control) => <Input {...control} {...money('expectedCashCents')} />}
            </FormField>
            <FormField
              id={`${id}-checks`}
              name="expectedCheckCents"
              label="Expected checks ($)"
              optional
              error={errors.expectedCheckCents}
            >
              {(control) => <Input {...control} {...money('expectedCheckCents')} />}
            </FormField>
            <CashCountFields
              cash={values}
              expectedCashCents={typedDollarsToCents(values.expectedCashCents)}
              errors={errors}
              onChange={change}
            />
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-3">
            <legend className="mb-1 text-base font-semibold text-slate-900">Defaults for each gift</legend>
            <p className="text-sm text-slate-600 sm:col-span-3">Each can be changed on the gift itself.</p>
            <FormField id={`${id}-fund`} name="defaultFund" label="Fund" error={errors.defaultFund}>
              {(control) => (
                <DefaultFundField control={control} value={values.defaultFund} onChange={chooseFund} />
              )}
            </FormField>
            <FormField id={`${id}-method`} name="defaultMethod" label="Method" error={errors.defaultMethod}>
              {(control) => (
                <Select
                  {...control}
                  value={values.defaultMethod}
                  onChange={(event) =>
                    change('defaultMethod', event.target.value as NewBatchValues['defaultMethod'])
                  }
                >
                  {GIFT_METHODS.map((method) => (
                    <option key={method} value={method}>
                      {GIFT_METHOD_LABELS[method]}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
            <FormField
              id={`${id}-gift-date`}
              name="defaultGiftDate"
              label="Gift date"
              optional
              hint="Empty: the day received."
              error={errors.defaultGiftDate}
            >
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  value={values.defaultGiftDate}
                  onChange={(event) => change('defaultGiftDate', event.target.value)}
                />
              )}
            </FormField>
          </fieldset>

          {form.error ? <ErrorMessage>{form.error}</ErrorMessage> : null}
          <DialogActions
            submitLabel="Create batch"
            busyLabel="Creating..."
            busy={create.isPending}
            cancel={{ to: GIVING_BATCHES_PATH }}
          />
        </form>
      </CardContent>
    </Card>
  );
}
