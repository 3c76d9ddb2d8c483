import { expect } from 'vitest';

/**
 * Asks `read` until it answers `expected`, for at most a second: what a change written straight to
 * the database (as another Steward process would write it) must take to show. This process hears
 * of it from PostgreSQL's NOTIFY, which on a server arrives a moment later (PGlite: at once).
 */
export async function withinOneSecond<T>(read: () => Promise<T>, expected: T) {
  const deadline = Date.now() + 1000;
  let value = await read();
  while (JSON.stringify(value) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    value = await read();
  }
  expect(value).toEqual(expected);
}
