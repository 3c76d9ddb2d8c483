// The donor views' own formats, en-US as spec 001 §9 asks; plain amounts, counts and shares are
// lib/format-money's.

/** A short amount for a chart axis on a phone ("$12.5K"). */
const COMPACT_CURRENCY = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const SIGNED_PERCENT = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});
const SIGNED_CURRENCY = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  signDisplay: 'exceptZero',
});
const MONTH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });

/** "+$86.40" or "-$12.00": a change of an amount. */
export function formatCurrencyChange(dollars: number): string {
  return SIGNED_CURRENCY.format(dollars);
}

/** "$12.5K": an axis label, where a full amount would not fit a phone. */
export function formatCompactCurrency(dollars: number): string {
  return COMPACT_CURRENCY.format(dollars);
}

/** A change as a share (0.05) as "+5.0%", "-2.0%" or "0.0%". */
export function formatPercentChange(share: number): string {
  return SIGNED_PERCENT.format(share);
}

/**
 * A calendar day sent as `yyyy-MM-dd`, shown "MMM yyyy" (spec 001 §2 donor cards). Read as a local
 * date, so the first of a month does not show as the month before west of UTC.
 */
export function formatMonthYear(day: string): string {
  const [year, month] = day.split('-').map(Number);
  return MONTH_YEAR.format(new Date(year ?? 1970, (month ?? 1) - 1, 1));
}

/** '' is a gift whose export named no fund. */
export function fundLabel(fund: string): string {
  return fund === '' ? 'No fund' : fund;
}
