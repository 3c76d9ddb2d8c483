import { centsToDollars } from '@steward/domain';
import { formatCurrency } from '@/lib/format-money';

/** Whole cents as the app shows money: 123456 -> "$1,234.56". */
export function formatCents(cents: number): string {
  return formatCurrency(centsToDollars(cents));
}

/** Entered minus expected, signed so "over" and "short" read at a glance: "+$5.00", "−$20.00", "$0.00". */
export function formatCentsVariance(cents: number): string {
  if (cents === 0) return formatCents(0);
  return `${cents > 0 ? '+' : '−'}${formatCents(Math.abs(cents))}`;
}

export function formatCountVariance(count: number): string {
  if (count === 0) return '0';
  return `${count > 0 ? '+' : '−'}${Math.abs(count)}`;
}

/** Whole cents as a form field shows them for editing: 125000 -> "1250.00". */
export function centsToText(cents: number): string {
  return centsToDollars(cents).toFixed(2);
}
