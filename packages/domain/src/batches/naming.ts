const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A service time as a church bulletin writes it: "9:00" for a morning service (the "9:00 service"),
 * "5:30 PM" from noon on, so an evening count never reads as a morning one. Null when it is not a
 * time of day ("HH:mm", as a time input gives it).
 */
function serviceTimeLabel(time: string): string | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = match[2] as string;
  if (hours > 23 || Number(minutes) > 59) return null;
  if (hours < 12) return `${hours === 0 ? 12 : hours}:${minutes}`;
  return `${hours === 12 ? 12 : hours - 12}:${minutes} PM`;
}

/**
 * The name a batch gets when none is typed: the day the gifts were received and, when given, the
 * service they came from, "Sunday 9:00, Nov 22 2026" (or "Sunday, Nov 22 2026"), so the batches of
 * one weekend tell themselves apart in the list. `receivedDate` is a calendar day (yyyy-MM-dd),
 * read as such: no time zone can move it to the day before.
 */
export function defaultBatchName(receivedDate: string, serviceTime?: string | null): string {
  const [year, month, day] = receivedDate.split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
  const weekday = WEEKDAYS[date.getUTCDay()];
  const time = serviceTime ? serviceTimeLabel(serviceTime) : null;
  const when = `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()} ${date.getUTCFullYear()}`;
  return time ? `${weekday} ${time}, ${when}` : `${weekday}, ${when}`;
}
