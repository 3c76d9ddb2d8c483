import type { OutboxMessage, OutboxPage } from '@steward/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, baseRoutes, mockApi, sessionFor } from '@/test/api-mock';
import { renderApp } from '@/test/render';

const SENT: OutboxMessage = {
  id: '66666666-6666-4666-8666-666666666661',
  recipients: ['kim@grace.test', 'lee@grace.test'],
  cc: ['board@grace.test'],
  bcc: ['archive@grace.test'],
  subject: 'Board minutes',
  textBody: 'Hello,\n\nPlease find the minutes attached.',
  attachments: [{ filename: 'minutes.pdf', sizeBytes: 1536 }],
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2025-03-07T12:00:00.000Z',
  sentAt: '2025-03-07T12:01:00.000Z',
};

const FAILED: OutboxMessage = {
  ...SENT,
  id: '66666666-6666-4666-8666-666666666662',
  recipients: ['nobody@nowhere.test'],
  cc: [],
  bcc: [],
  subject: 'Lease renewal',
  attachments: [],
  status: 'failed',
  attempts: 5,
  lastError: '550 Mailbox unavailable',
  sentAt: null,
};

const KEPT: OutboxMessage = {
  ...FAILED,
  id: '66666666-6666-4666-8666-666666666663',
  subject: 'Kept',
  status: 'local',
  attempts: 0,
  lastError: null,
};
const PENDING: OutboxMessage = {
  ...KEPT,
  id: '66666666-6666-4666-8666-666666666664',
  subject: 'Waiting',
  status: 'pending',
};

function page(items: OutboxMessage[], overrides: Partial<OutboxPage> = {}): OutboxPage {
  return { items, total: items.length, page: 1, pageSize: 25, ...overrides };
}

function renderOutbox(
  outbox: Parameters<typeof mockApi>[0][string] = { body: page([SENT, FAILED, KEPT, PENDING]) },
) {
  const fetchMock = mockApi({ ...baseRoutes(sessionFor('admin')), 'GET /api/outbox': outbox });
  return { fetchMock, ...renderApp('/outbox') };
}

/** Below 1024 px, as on a phone. */
function narrowScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function rowOf(subject: string): HTMLElement {
  return screen.getByText(subject).closest('tr, li') as HTMLElement;
}

describe('email outbox: access', () => {
  it('restricts the user role without asking for the outbox', async () => {
    const fetchMock = mockApi({ ...baseRoutes(sessionFor('user')), 'GET /api/outbox': { body: page([]) } });
    renderApp('/outbox');

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Restricted' })).toBeTruthy();
    expect(screen.getByText('You need admin privileges to view the email outbox.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/outbox'))).toBe(false);
  });

  it('shows "Access Restricted" when the server refuses an out-of-date admin session', async () => {
    renderOutbox(apiError(403, 'forbidden', 'Access Restricted'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Restricted' })).toBeTruthy();
  });
});

describe('email outbox: messages', () => {
  it('explains the page and shows each message in a table row', async () => {
    renderOutbox();

    expect(await screen.findByRole('heading', { level: 1, name: 'Email Outbox' })).toBeTruthy();
    expect(
      screen.getByText(
        'Every email Steward sent for your organization. Without a configured mail server, messages are kept here instead of being sent.',
      ),
    ).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Status', 'Recipients', 'Message', 'Created', 'Sent', 'Attempts']);

    const sent = within(rowOf('Board minutes'));
    expect(sent.getByText('Sent')).toBeTruthy();
    expect(sent.getByText('kim@grace.test, lee@grace.test')).toBeTruthy();
    expect(sent.getByText('board@grace.test').previousElementSibling?.textContent).toBe('Cc:');
    expect(sent.getByText('archive@grace.test').previousElementSibling?.textContent).toBe('Bcc:');
    expect(sent.getByRole('list', { name: 'Attachments' }).textContent).toBe('minutes.pdf(1.5 KB)');
    expect(sent.getAllByRole('time').map((time) => time.getAttribute('datetime'))).toEqual([
      SENT.createdAt,
      SENT.sentAt,
    ]);

    const failed = within(rowOf('Lease renewal'));
    expect(failed.getByText('Failed')).toBeTruthy();
    expect(failed.getByText('550 Mailbox unavailable', { exact: false }).textContent).toBe(
      'Last error: 550 Mailbox unavailable',
    );
    expect(failed.getByText('5')).toBeTruthy();
    expect(failed.getByText('Not sent')).toBeTruthy();
    expect(failed.queryByText('Cc:')).toBeNull();

    expect(within(rowOf('Kept')).getByText('Kept in outbox')).toBeTruthy();
    expect(within(rowOf('Waiting')).getByText('Pending')).toBeTruthy();
  });

  it('shows and hides the text of a message', async () => {
    const { user } = renderOutbox();

    await screen.findByRole('table');
    const toggle = within(rowOf('Board minutes')).getByRole('button', { name: 'Show message' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);

    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Hide message');
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(body?.tagName).toBe('PRE');
    expect(body?.textContent).toBe('Hello,\n\nPlease find the minutes attached.');

    await user.click(toggle);
    expect(screen.queryByText(/Please find the minutes/)).toBeNull();
  });

  it('shows one card per message on narrow screens', async () => {
    narrowScreen();
    const { user } = renderOutbox();

    const cards = await screen.findByRole('region', { name: 'Outbox messages' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(cards.querySelectorAll(':scope > ul > li')).toHaveLength(4);
    const failed = within(rowOf('Lease renewal'));
    expect(failed.getByText('Failed')).toBeTruthy();
    expect(failed.getByText('Attempts').nextElementSibling?.textContent).toBe('5');
    expect(failed.getByText('Sent').nextElementSibling?.textContent).toBe('Not sent');

    await user.click(within(rowOf('Board minutes')).getByRole('button', { name: 'Show message' }));
    expect(await screen.findByText(/Please find the minutes attached/)).toBeTruthy();
  });

  it('pages through the outbox', async () => {
    const pages = [page([SENT], { total: 30 }), page([FAILED], { total: 30, page: 2 })];
    const { user, fetchMock } = renderOutbox(() => ({ body: pages.shift() }));

    await screen.findByRole('table');
    const pager = screen.getByRole('navigation', { name: 'Outbox pages' });
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy();
    expect((within(pager).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await user.click(within(pager).getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Lease renewal')).toBeTruthy();
    expect(within(pager).getByText('Page 2 of 2')).toBeTruthy();
    expect((within(pager).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    const outboxCalls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/outbox'));
    expect(outboxCalls).toEqual(['/api/outbox?page=1&pageSize=25', '/api/outbox?page=2&pageSize=25']);
  });

  it('says so when the outbox is empty', async () => {
    renderOutbox({ body: page([]) });

    expect(
      await screen.findByText(
        'No emails yet. Messages Steward sends for your organization will appear here.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Outbox pages' })).toBeNull();
  });

  it('shows "Error: {error}" when the outbox cannot be read', async () => {
    renderOutbox(apiError(400, 'bad_request', 'Page out of range'));

    expect((await screen.findByRole('alert')).textContent).toBe('Error: Page out of range');
  });
});
