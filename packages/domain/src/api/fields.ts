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

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const LINE_CONTROL = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * An optional one-line field (a check number, a bank account label): no control character, a line
 * break included, which PostgreSQL (a NUL) or a printed line (the rest) could not keep.
 */
export function oneLineText(max: number, label: string) {
  return optionalText(max, label).refine((value) => value === null || !LINE_CONTROL.test(value), {
    error: `${label} must be on one line, without control characters`,
  });
}

/** An optional text of several lines (a memo, a note): line breaks and tabs, no other control character. */
export function multiLineText(max: number, label: string) {
  return optionalText(max, label).refine((value) => value === null || !TEXT_CONTROL.test(value), {
    error: `${label} must not contain control characters`,
  });
}

/** Whether a text holds a control character a one-line field refuses. */
export const hasLineControl = (value: string) => LINE_CONTROL.test(value);

/** Years a date typed by hand may have: a slip such as 0202 or 20266 is refused. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;

/** Whether `day` (YYYY-MM-DD) is a day of the calendar (not Feb 30) within the years a form takes. */
export function isCalendarDay(day: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return false;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < FIRST_YEAR || year > LAST_YEAR) return false;
  const parsed = new Date(Date.UTC(year, month - 1, date));
  return parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === date;
}

/** A required date of a form, YYYY-MM-DD, refused (naming the field) unless it is a real day. */
export function calendarDay(label: string) {
  return z.string().refine(isCalendarDay, { error: `${label} must be a real date, as YYYY-MM-DD` });
}
