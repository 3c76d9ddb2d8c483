/**
 * Money is integer cents wherever it is stored or added up; the API carries US dollars as numbers
 * with at most two decimals (docs/decisions.md, "Money in the API"). These are the only
 * conversions between the two.
 */

/** Whole cents as dollars: 123456 -> 1234.56. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Dollars as typed (at most two decimals) as whole cents: 1234.56 -> 123456. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** The average of `count` gifts that total `cents`, rounded to the cent, in dollars; 0 without gifts. */
export function averageDollars(cents: number, count: number): number {
  return count > 0 ? Math.round(cents / count) / 100 : 0;
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars as a US letter prints them: 1234.5 -> "$1,234.50". */
export function formatDollars(dollars: number): string {
  return USD.format(dollars);
}
