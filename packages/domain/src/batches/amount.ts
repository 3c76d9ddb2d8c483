import { giftAmountCents } from '../api/batches';

/** A gift's amount as typed at the count: whole cents, or why it cannot be one. */
export type TypedGiftAmount = { ok: true; cents: number } | { ok: false; error: string };

export const GIFT_AMOUNT_REQUIRED = 'Please enter the amount';
export const GIFT_AMOUNT_NOT_DOLLARS = 'Amount must be in dollars, such as 12.50';
export const GIFT_AMOUNT_DECIMALS = 'Amount must have at most two decimals';

/** A dollar sign, then dollars (commas only between thousands) and cents; either part may be left out. */
const DOLLARS = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d*))?$/;
/** More whole digits than any allowed amount has: refused before Number() could round them. */
const WHOLE_DIGITS_MAX = 12;

/**
 * Reads an amount as a counter types it ("12.50", "$1,200", ".75") into whole cents, checked in
 * decimal digits, never through a float: above $0, at most two decimals, at most the gift limit.
 * Stricter than an import's reading (donors/values.ts parseAmountCents), which must accept what
 * any platform writes; here a typing slip is refused on the row instead of saved as another amount.
 */
export function parseGiftAmount(text: string): TypedGiftAmount {
  const typed = text.trim().replace(/^\$\s*/, '');
  if (typed === '') return { ok: false, error: GIFT_AMOUNT_REQUIRED };
  const negative = /^-\s*\$?\s*/;
  if (negative.test(typed) && DOLLARS.test(typed.replace(negative, ''))) {
    return { ok: false, error: amountRule(0) ?? GIFT_AMOUNT_NOT_DOLLARS };
  }
  const match = DOLLARS.exec(typed);
  const whole = match?.[1]?.replaceAll(',', '') ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) return { ok: false, error: GIFT_AMOUNT_NOT_DOLLARS };
  if (fraction.length > 2) return { ok: false, error: GIFT_AMOUNT_DECIMALS };
  const cents =
    whole.length > WHOLE_DIGITS_MAX
      ? Number.MAX_SAFE_INTEGER
      : Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  const error = amountRule(cents);
  return error ? { ok: false, error } : { ok: true, cents };
}

/** The contract's own messages for an amount out of range ("above $0", "at most $10,000,000"). */
function amountRule(cents: number): string | null {
  const checked = giftAmountCents.safeParse(cents);
  return checked.success ? null : (checked.error.issues[0]?.message ?? GIFT_AMOUNT_NOT_DOLLARS);
}
