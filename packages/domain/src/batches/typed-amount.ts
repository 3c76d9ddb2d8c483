import { z } from 'zod';

/** Dollars as a counter types them ("1,250", "$20.5", "20.50"): commas only between thousands. */
const DOLLARS = /^\$?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;
const MORE_DECIMALS = /^\$?(\d{1,3}(,\d{3})+|\d+)\.\d{3,}$/;

/** Typed dollars as whole cents, or null when the text is not an amount with at most two decimals. */
export function typedDollarsToCents(text: string): number | null {
  const trimmed = text.trim();
  if (!DOLLARS.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.replace(/[$,]/g, '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function refusal(label: string, text: string): string {
  return MORE_DECIMALS.test(text.trim())
    ? `${label} must have at most two decimals`
    : `${label} must be an amount in dollars, such as 1,250.00`;
}

/**
 * A form's dollar field, as typed, parsed into whole cents; anything but an amount with at most two
 * decimals is refused in the field's words ("{label} is required" when empty), before any request.
 */
export function typedDollarsField(label: string) {
  return z.string().transform((text, ctx): number => {
    const cents = text.trim() === '' ? null : typedDollarsToCents(text);
    if (cents !== null) return cents;
    ctx.addIssue({
      code: 'custom',
      message: text.trim() === '' ? `${label} is required` : refusal(label, text),
    });
    return z.NEVER;
  });
}

/** The same for a figure that may be left out: empty is null. */
export function optionalTypedDollarsField(label: string) {
  return z.string().transform((text, ctx): number | null => {
    if (text.trim() === '') return null;
    const cents = typedDollarsToCents(text);
    if (cents !== null) return cents;
    ctx.addIssue({ code: 'custom', message: refusal(label, text) });
    return z.NEVER;
  });
}
