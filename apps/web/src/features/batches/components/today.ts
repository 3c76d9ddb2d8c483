/** Today in the browser's calendar, yyyy-MM-dd: a count is entered, and a deposit made, on the day. */
export function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
