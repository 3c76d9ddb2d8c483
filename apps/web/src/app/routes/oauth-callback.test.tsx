import { OAUTH_SUCCESS_REDIRECT_MS } from '@steward/domain';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, baseRoutes, type MockReply, mockApi, sessionFor } from '@/test/api-mock';
import { AppProviders } from '../providers';
import { createQueryClient } from '../query-client';
import { AppRoutes } from '../router';

type Routes = Parameters<typeof mockApi>[0];

const SLACK_CALLBACK = 'POST /api/oauth/slack/callback';
const CONNECTED: MockReply = {
  body: { providerId: 'slack', providerName: 'Slack', message: 'Successfully connected to Slack' },
};

/**
 * The whole app at `route` under React StrictMode, as `npm run dev` runs it: effects run twice, so a
 * callback posted from an unguarded effect would be sent twice. The window's address is set to the
 * route too, as the provider's redirect would leave it.
 */
function renderCallback(route: string) {
  window.history.replaceState(null, '', route);
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <MemoryRouter initialEntries={[route]}>
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>
    </StrictMode>,
  );
  return { user, ...view };
}

function callbackApi(reply: Routes[string]) {
  return mockApi({
    ...baseRoutes(sessionFor('admin')),
    [SLACK_CALLBACK]: reply,
    'GET /api/dashboard': apiError(404, 'not_found', 'Not mocked'),
  });
}

function callbackBodies(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && String(url) === '/api/oauth/slack/callback')
    .map(([, init]) => ({
      body: JSON.parse(String(init?.body)),
      csrf: new Headers(init?.headers).get('X-Steward-CSRF'),
    }));
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('OAuth callback', () => {
  it('shows "Connecting...", posts the query parameters once, and takes them out of the address bar', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetchMock = callbackApi(async () => {
      await gate;
      return CONNECTED;
    });
    renderCallback('/oauth/callback/slack?code=abc123&state=st_456');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Connecting...' });
    const status = heading.closest('[role="status"]');
    expect(status?.textContent).toContain('Completing your connection to Slack.');
    await waitFor(() => expect(callbackBodies(fetchMock)).toHaveLength(1));
    expect(callbackBodies(fetchMock)[0]).toEqual({ body: { code: 'abc123', state: 'st_456' }, csrf: '1' });
    expect(window.location.pathname).toBe('/oauth/callback/slack');
    expect(window.location.search).toBe('');

    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Successfully connected to Slack' }),
    ).toBeTruthy();
    // StrictMode mounted the effects twice; the single-use state was still sent only once.
    expect(callbackBodies(fetchMock)).toHaveLength(1);
  });

  it('says so on success and returns to the dashboard after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    callbackApi(CONNECTED);
    renderCallback('/oauth/callback/slack?code=abc123&state=st_456');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Successfully connected to Slack' });
    expect(heading.closest('[role="status"]')).toBeTruthy();
    expect(screen.getByText('You will be taken to the dashboard in 2 seconds.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Connected · Steward'));

    await act(() => vi.advanceTimersByTimeAsync(OAUTH_SUCCESS_REDIRECT_MS / 2));
    expect(screen.getByRole('heading', { level: 1, name: 'Successfully connected to Slack' })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(OAUTH_SUCCESS_REDIRECT_MS / 2));
    // Gone at once, not only after findBy's own wait, so a later redirect would fail here.
    expect(screen.queryByText('Successfully connected to Slack')).toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });

  it('passes on the error the provider sent and shows "OAuth error: access_denied"', async () => {
    const fetchMock = callbackApi(apiError(400, 'bad_request', 'OAuth error: access_denied'));
    const { user } = renderCallback(
      '/oauth/callback/slack?error=access_denied&error_description=The+user+denied&state=st_456',
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Connection failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('OAuth error: access_denied');
    expect(callbackBodies(fetchMock).map((call) => call.body)).toEqual([
      { error: 'access_denied', error_description: 'The user denied', state: 'st_456' },
    ]);
    expect(window.location.search).toBe('');

    await user.click(screen.getByRole('link', { name: 'Return to Dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });

  it("shows the server's message when the connection cannot be completed, and never redirects by itself", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = callbackApi(apiError(400, 'bad_request', 'Missing required OAuth parameters'));
    renderCallback('/oauth/callback/slack');

    expect(await screen.findByRole('heading', { level: 1, name: 'Connection failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Missing required OAuth parameters');
    // Nothing was on the address: an empty body, for the server to refuse.
    expect(callbackBodies(fetchMock).map((call) => call.body)).toEqual([{}]);
    await waitFor(() => expect(document.title).toBe('Connection failed · Steward'));

    await act(() => vi.advanceTimersByTimeAsync(OAUTH_SUCCESS_REDIRECT_MS * 2));
    expect(screen.getByRole('heading', { level: 1, name: 'Connection failed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' }).getAttribute('href')).toBe('/');
  });
});
