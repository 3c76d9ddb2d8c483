const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });

/**
 * A calendar day sent as `yyyy-MM-dd` (upload and expiry dates), shown "MMM dd, yyyy" (spec 000 §9).
 * Read as a local date: parsing it as a moment (UTC midnight) would show the day before west of UTC.
 */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return DAY.format(new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1));
}

/**
 * Today in the browser's calendar, yyyy-MM-dd: a count is entered, and a deposit made, on the day;
 * pledge statements are as of it unless told otherwise.
 */
export function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
