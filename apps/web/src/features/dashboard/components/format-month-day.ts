const MONTH_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit' });
const MONTH_DAY_UTC = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', timeZone: 'UTC' });

/** Spec 000 §9: the dashboard shows dates "MMM dd" ("Mar 07"); a timestamp in the browser's time zone. */
export function formatMonthDay(timestamp: string): string {
  return MONTH_DAY.format(new Date(timestamp));
}

/** A `yyyy-MM-dd` day (an expiry date) as "MMM dd": the same day wherever the browser is. */
export function formatDayMonthDay(day: string): string {
  return MONTH_DAY_UTC.format(new Date(`${day}T00:00:00Z`));
}
