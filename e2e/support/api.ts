import type { Page } from 'playwright-core';

/** Calls the Steward API from the page, as the app does: its session cookie and the CSRF header. */
export function callApi<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          Accept: 'application/json',
          'X-Steward-CSRF': '1',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.status === 204 ? undefined : response.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

/**
 * Invites someone, so that the pending invitations, the audit log and the outbox (the invitation
 * email, kept there without a mail server) have an entry to show.
 */
export function inviteSomeone(page: Page, email = 'choir.director.long.address@example.org') {
  return callApi(page, 'POST', '/api/invitations', { email, fullName: 'Taylor Brooks', role: 'user' });
}
