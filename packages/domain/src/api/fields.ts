import { z } from 'zod';

/** Spec 000 §5: an empty optional text becomes null; `label` names it in "{label} must be at most {max} characters". */
export function optionalText(max: number, label: string) {
  return z
    .string()
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullable()
    .optional()
    .transform((value) => value || null);
}

/** An optional email address of a form: empty text is null. */
export function optionalEmail(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: 'Please enter a valid email address' })
    .nullable()
    .optional()
    .transform((value) => value || null)
    .pipe(z.email({ error: 'Please enter a valid email address' }).nullable());
}
