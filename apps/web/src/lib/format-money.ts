const CURRENCY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const NUMBER = new Intl.NumberFormat('en-US');
const PERCENT = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** Spec 001 §9: amounts in US dollars, en-US ("$1,234.56"); the API sends dollars with cents. */
export function formatCurrency(dollars: number): string {
  return CURRENCY.format(dollars);
}

/** Spec 001 §9: counts en-US ("12,345"). */
export function formatNumber(value: number): string {
  return NUMBER.format(value);
}

/** Spec 001 §9: a share from 0 to 1 as a percentage with exactly one decimal (0.425 is "42.5%"). */
export function formatPercent(share: number): string {
  return PERCENT.format(share);
}
