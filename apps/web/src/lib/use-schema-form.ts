import { type FormEvent, useState } from 'react';
import { focusFirstError } from '@/components/form-field';
import { fieldErrors } from './field-errors';

interface Schema<Output> {
  safeParse(
    values: unknown,
  ):
    | { success: true; data: Output }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

interface SchemaFormOptions<Values, Output> {
  /** A save is on its way: submitting again does nothing. */
  busy: boolean;
  /**
   * Whether the values can be sent yet; while not (a required field is still empty, and the submit
   * button disabled, the hook's `ready`), submitting with Enter in a field does nothing.
   */
  ready?: (values: Values) => boolean;
  /** Called with the schema's output once the values pass. */
  onSave: (output: Output) => unknown;
  /**
   * How a failed check is shown. 'fields' (the default): each field's first message, in `errors`, for
   * its FormField to show under it; focus moves to the first field in error. 'form': only the first
   * message, as `error`, shown once for the whole form (its field alone in `errors`, so that control
   * can be marked invalid); focus stays where it was.
   */
  report?: 'fields' | 'form';
  /**
   * Whether editing a field clears `error`. By default it does with report 'form' (the one message
   * answers to any edit, and so goes with its field's mark) and does not otherwise (a server's reason
   * stays until the next try).
   */
  clearErrorOnEdit?: boolean;
  /** The form's one message as it opens (why the user was sent back to it), until the next edit or try. */
  initialError?: string | null;
}

/**
 * A form whose values are checked with a domain schema before anything is sent: a field's error
 * clears when it is edited, and a failed submit shows every field's first message and focuses the
 * first field in error (or, with report 'form', the first message for the whole form). `error` is the
 * form's one message: the first problem with report 'form', or what `setError` put there (a server's
 * reason for refusing the values). Submitting clears it.
 */
export function useSchemaForm<Values extends object, Output>(
  schema: Schema<Output>,
  initial: Values | (() => Values),
  options: SchemaFormOptions<Values, Output>,
) {
  const report = options.report ?? 'fields';
  const clearErrorOnEdit = options.clearErrorOnEdit ?? report === 'form';
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, showError] = useState<string | null>(options.initialError ?? null);
  const ready = options.ready?.(values) ?? true;

  /** The form's one message, or none; with report 'form' the field marked for the last one goes with it. */
  function setError(message: string | null) {
    showError(message);
    if (report === 'form') setErrors({});
  }

  /** Sets one field; its mark (with report 'form': the form's one message) goes as described above. */
  function change<K extends keyof Values>(key: K, value: Values[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    if (report === 'fields') setErrors(({ [key as string]: _answered, ...rest }) => rest);
    if (clearErrorOnEdit) setError(null);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (options.busy || !ready) return;
    showError(null);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      if (report === 'form') {
        const [first] = parsed.error.issues;
        setErrors(first ? fieldErrors([first]) : {});
        showError(first?.message ?? null);
        return;
      }
      const next = fieldErrors(parsed.error.issues);
      setErrors(next);
      focusFirstError(event.currentTarget, next);
      return;
    }
    setErrors({});
    options.onSave(parsed.data);
  }

  /**
   * `ready` is the `ready` option's answer for the values now (for the submit button's disabled
   * state); `setValues` sets values without touching any message (filling the form in, or a choice
   * that answers no problem); `setError` shows a message for the whole form, or clears it with null.
   */
  return { values, errors, error, ready, change, setValues, setError, handleSubmit };
}
