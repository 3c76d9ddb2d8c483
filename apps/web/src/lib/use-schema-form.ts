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

/**
 * A form whose values are checked with a domain schema before anything is sent: a field's error
 * clears when it is edited, and a failed submit shows every field's first message and focuses the
 * first field in error.
 */
export function useSchemaForm<Values extends object, Output>(
  schema: Schema<Output>,
  initial: Values | (() => Values),
  options: { busy: boolean; onSave: (output: Output) => void },
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  function change<K extends keyof Values>(key: K, value: Values[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key as string]: _answered, ...rest }) => rest);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (options.busy) return;
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      const next = fieldErrors(parsed.error.issues);
      setErrors(next);
      focusFirstError(event.currentTarget, next);
      return;
    }
    options.onSave(parsed.data);
  }

  return { values, errors, change, handleSubmit };
}
