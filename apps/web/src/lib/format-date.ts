const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });
const TIME = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Spec 000 §9: dates are shown "MMM dd, yyyy" (e.g. "Mar 07, 2025"), in the browser's time zone. */
export function formatDate(value: string | Date): string {
  return DATE.format(new Date(value));
}

/** "MMM dd, yyyy HH:mm" (spec 000 §9, the OAuth expiry format), for events such as the audit log. */
export function formatDateTime(value: string | Date): string {
  const date = new Date(value);
  return `${DATE.format(date)} ${TIME.format(date)}`;
}
