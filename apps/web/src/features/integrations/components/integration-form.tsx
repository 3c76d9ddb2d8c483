import {
  INTEGRATION_CATEGORIES,
  type IntegrationCategory,
  type IntegrationFields,
  type IntegrationInput,
  integrationInputSchema,
  LIMITS,
} from '@steward/domain';
import { useId } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useSchemaForm } from '@/lib/use-schema-form';

/** The Edit Integration modal's fields as typed: its text fields, and the category chosen. */
export type IntegrationFormValues = Record<Exclude<keyof IntegrationInput, 'category'>, string> &
  Pick<IntegrationFields, 'category'>;

interface IntegrationFormProps {
  initial: IntegrationFormValues;
  submitLabel: string;
  busy: boolean;
  /** Called only with fields that pass the domain's rules (the same ones the server applies). */
  onSave: (fields: IntegrationFields) => void;
}

/**
 * Spec 000 §2, §5 Edit Integration modal: name, description, URL and category required, note optional.
 * The URL must be an http:// or https:// web address (integrationUrlSchema); nothing is sent until
 * every field passes.
 */
export function IntegrationForm({ initial, submitLabel, busy, onSave }: IntegrationFormProps) {
  const { values, errors, change, handleSubmit } = useSchemaForm(integrationInputSchema, initial, {
    busy,
    onSave,
  });
  const ids = useId();

  return (
    <form className="flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
      <FormField id={`${ids}-name`} name="name" label="Name" error={errors.name}>
        {(control) => (
          <Input
            {...control}
            required
            maxLength={LIMITS.integration.name}
            autoComplete="off"
            value={values.name}
            onChange={(event) => change('name', event.target.value)}
            disabled={busy}
          />
        )}
      </FormField>
      <FormField id={`${ids}-description`} name="description" label="Description" error={errors.description}>
        {(control) => (
          <Textarea
            {...control}
            required
            rows={3}
            maxLength={LIMITS.integration.description}
            value={values.description}
            onChange={(event) => change('description', event.target.value)}
            disabled={busy}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <FormField
          id={`${ids}-url`}
          name="url"
          label="URL"
          hint="The address Open Platform goes to, starting with https://"
          error={errors.url}
        >
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              required
              autoComplete="off"
              spellCheck={false}
              placeholder="https://"
              value={values.url}
              onChange={(event) => change('url', event.target.value)}
              disabled={busy}
            />
          )}
        </FormField>
        <FormField id={`${ids}-category`} name="category" label="Category" error={errors.category}>
          {(control) => (
            <Select
              {...control}
              aria-required="true"
              value={values.category}
              onChange={(event) => change('category', event.target.value as IntegrationCategory)}
              disabled={busy}
            >
              {INTEGRATION_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
      <FormField id={`${ids}-note`} name="note" label="Note" optional error={errors.note}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            maxLength={LIMITS.integration.note}
            value={values.note}
            onChange={(event) => change('note', event.target.value)}
            disabled={busy}
          />
        )}
      </FormField>
      <DialogActions className="mt-2" submitLabel={submitLabel} busy={busy} />
    </form>
  );
}
