import {
  COMPANY_DOMAIN_INVALID,
  COMPANY_DOMAIN_REQUIRED,
  type OAuthProviderView,
  type SessionResponse,
} from '@steward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, baseRoutes, type MockReply, mockApi, sessionFor } from '@/test/api-mock';
import { oauthConfiguration, oauthConnection, oauthProviderList, USER_CAN } from '@/test/oauth';
import { renderApp } from '@/test/render';

type Routes = Parameters<typeof mockApi>[0];

const CONFIGURED: Partial<OAuthProviderView> = { configured: true, configuration: oauthConfiguration() };
const SLACK_CONNECTION = oauthConnection('slack');

/** Slack connected, QuickBooks configured but not connected, the rest not configured: an admin's view. */
function adminProviders() {
  return oauthProviderList({
    slack: { ...CONFIGURED, connection: SLACK_CONNECTION },
    quickbooks: CONFIGURED,
  });
}

function oauthApi(
  {
    session = sessionFor('admin'),
    providers = adminProviders(),
  }: {
    session?: SessionResponse;
    providers?: { items: OAuthProviderView[] };
  } = {},
  extra: Routes = {},
) {
  return mockApi({
    ...baseRoutes(session),
    'GET /api/oauth/providers': { body: providers },
    ...extra,
  });
}

function calls(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === path,
  );
}

function bodyOf(call: ReturnType<typeof calls>[number] | undefined): unknown {
  return call?.[1]?.body === undefined ? undefined : JSON.parse(String(call[1].body));
}

function headerOf(call: ReturnType<typeof calls>[number] | undefined, name: string): string | null {
  return new Headers(call?.[1]?.headers).get(name);
}

/** A reply the test releases when it is ready, to see the page while the request runs. */
function deferred(reply: MockReply) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const route = async () => {
    await gate;
    return reply;
  };
  return { route, release: () => release() };
}

type Card = ReturnType<typeof within>;

async function providerCard(name: string): Promise<Card> {
  return within(await screen.findByRole('article', { name }));
}

/** The card's status badge, as a screen reader reads it. */
function statusOf(card: Card): string {
  return card.getByText('Status:').parentElement?.textContent ?? '';
}

function stubAssign() {
  return vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
}

describe('OAuth management: the providers', () => {
  it('lists the ten providers with category, description and status; an admin gets the controls each allows', async () => {
    oauthApi();
    renderApp('/oauth');

    expect(await screen.findByRole('heading', { level: 1, name: 'OAuth Management' })).toBeTruthy();
    expect(await screen.findAllByRole('article')).toHaveLength(10);

    const slack = await providerCard('Slack');
    expect(slack.getByText('Communication')).toBeTruthy();
    expect(statusOf(slack)).toBe('Status: Connected');
    expect(slack.getByText(/Lists the workspace's public channels/)).toBeTruthy();
    expect(slack.getByRole('button', { name: 'Disconnect Slack' })).toBeTruthy();
    expect(slack.getByRole('button', { name: 'Configure Slack' })).toBeTruthy();
    expect(slack.queryByRole('button', { name: 'Connect Slack' })).toBeNull();

    const quickbooks = await providerCard('QuickBooks');
    expect(quickbooks.getByText('Accounting')).toBeTruthy();
    expect(statusOf(quickbooks)).toBe('Status: Not connected');
    const connect = quickbooks.getByRole('button', { name: 'Connect QuickBooks' }) as HTMLButtonElement;
    expect(connect.disabled).toBe(false);
    expect(quickbooks.queryByRole('button', { name: /Disconnect/ })).toBeNull();

    // Not configured: Connect is there but disabled, and says why.
    const gusto = await providerCard('Gusto');
    expect(statusOf(gusto)).toBe('Status: Not configured');
    const blocked = gusto.getByRole('button', { name: 'Connect Gusto' }) as HTMLButtonElement;
    expect(blocked.disabled).toBe(true);
    const hint = document.getElementById(String(blocked.getAttribute('aria-describedby')));
    expect(hint?.textContent).toBe(
      'Configure Gusto with the client ID and secret of your Gusto app before connecting.',
    );
    expect(gusto.getByRole('button', { name: 'Configure Gusto' })).toBeTruthy();
  });

  it('shows a user the status and connection details, without any control', async () => {
    oauthApi({
      session: sessionFor('user'),
      providers: oauthProviderList(
        { slack: { configured: true, connection: SLACK_CONNECTION }, quickbooks: { configured: true } },
        { can: USER_CAN },
      ),
    });
    renderApp('/oauth');

    const slack = await providerCard('Slack');
    expect(statusOf(slack)).toBe('Status: Connected');
    expect(slack.getByText('Pat Jones')).toBeTruthy();
    const quickbooks = await providerCard('QuickBooks');
    expect(statusOf(quickbooks)).toBe('Status: Not connected');
    expect(quickbooks.getByText('An admin can connect QuickBooks for your organization.')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^(Connect|Reconnect|Disconnect|Configure)\b/ })).toEqual(
      [],
    );
    expect(screen.getByText(/Admins configure and connect providers/)).toBeTruthy();
  });

  it('shows scopes by their last path segment, the connected date and the expiry as "MMM dd, yyyy HH:mm"', async () => {
    oauthApi({
      providers: oauthProviderList({
        'google-workspace': {
          ...CONFIGURED,
          connection: oauthConnection('google-workspace', {
            createdAt: new Date(2025, 2, 1, 9, 30).toISOString(),
            expiresAt: new Date(2025, 2, 7, 14, 5).toISOString(),
          }),
        },
        slack: { ...CONFIGURED, connection: oauthConnection('slack', { connectedBy: null }) },
      }),
    });
    renderApp('/oauth');

    const google = await providerCard('Google Workspace');
    expect(google.getByText('admin.directory.user.readonly')).toBeTruthy();
    expect(google.queryByText('https://www.googleapis.com/auth/admin.directory.user.readonly')).toBeNull();
    expect(google.getByText('openid')).toBeTruthy();
    expect(google.getByText('Mar 01, 2025')).toBeTruthy();
    expect(google.getByText('Mar 07, 2025 14:05')).toBeTruthy();
    expect(google.getByText('Pat Jones')).toBeTruthy();

    const slack = await providerCard('Slack');
    expect(slack.getByText('channels:read')).toBeTruthy();
    expect(slack.getByText('Does not expire')).toBeTruthy();
    expect(slack.getByText('A removed account')).toBeTruthy();
  });

  it('warns when a refresh was refused, and Reconnect starts the flow again', async () => {
    const fetchMock = oauthApi(
      {
        providers: oauthProviderList({
          'google-workspace': {
            ...CONFIGURED,
            connection: oauthConnection('google-workspace', {
              needsReconnect: true,
              refreshError: 'Token refresh failed: invalid_grant',
            }),
          },
        }),
      },
      {
        'POST /api/oauth/google-workspace/authorize': {
          body: { authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth?state=s1' },
        },
      },
    );
    const assign = stubAssign();
    const { user } = renderApp('/oauth');

    const google = await providerCard('Google Workspace');
    expect(statusOf(google)).toBe('Status: Needs reconnection');
    expect(google.getByText('Token refresh failed: invalid_grant')).toBeTruthy();
    expect(google.getByText('Reconnect Google Workspace to keep using it.')).toBeTruthy();
    expect(google.getByRole('button', { name: 'Disconnect Google Workspace' })).toBeTruthy();
    await user.click(google.getByRole('button', { name: 'Reconnect Google Workspace' }));

    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?state=s1'),
    );
    expect(calls(fetchMock, 'POST', '/api/oauth/google-workspace/authorize')).toHaveLength(1);
  });

  it('explains when the providers cannot be read', async () => {
    oauthApi({}, { 'GET /api/oauth/providers': apiError(404, 'not_found', 'Organization not found') });
    renderApp('/oauth');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error loading OAuth providers: Organization not found',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'OAuth Management' })).toBeTruthy();
  });

  it('says what Steward does to keep connections safe', async () => {
    oauthApi();
    renderApp('/oauth');

    const heading = await screen.findByRole('heading', { level: 2, name: 'About OAuth Security' });
    const note = heading.closest('section')?.textContent ?? '';
    expect(note).toContain('authorization code flow with PKCE');
    expect(note).toContain('single-use state bound to your session that expires in 10 minutes');
    expect(note).toContain('encrypted at rest (AES-256-GCM)');
    expect(note).toContain('never sent to your browser');
    expect(note).toContain('under 5 minutes from expiry');
    expect(note).toContain('revokes the token at the provider where the provider supports revocation');
  });
});

describe('OAuth management: connecting', () => {
  it('says "Connecting..." while asking for the consent page, then sends the browser there', async () => {
    const authorize = deferred({
      body: { authorizationUrl: 'https://appcenter.intuit.com/connect/oauth2?state=s1' },
    });
    const fetchMock = oauthApi({}, { 'POST /api/oauth/quickbooks/authorize': authorize.route });
    const assign = stubAssign();
    const { user } = renderApp('/oauth');

    const quickbooks = await providerCard('QuickBooks');
    await user.click(quickbooks.getByRole('button', { name: 'Connect QuickBooks' }));

    const busy = (await quickbooks.findByRole('button', {
      name: 'Connecting... QuickBooks',
    })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(assign).not.toHaveBeenCalled();
    const [call] = calls(fetchMock, 'POST', '/api/oauth/quickbooks/authorize');
    expect(headerOf(call, 'X-Steward-CSRF')).toBe('1');
    expect(bodyOf(call)).toBeUndefined();

    authorize.release();
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://appcenter.intuit.com/connect/oauth2?state=s1'),
    );
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it("shows the server's reason in a toast when the connection cannot start", async () => {
    oauthApi(
      {},
      {
        'POST /api/oauth/quickbooks/authorize': apiError(
          409,
          'conflict',
          'OAuth not configured for quickbooks',
        ),
      },
    );
    const assign = stubAssign();
    const { user } = renderApp('/oauth');

    const quickbooks = await providerCard('QuickBooks');
    await user.click(quickbooks.getByRole('button', { name: 'Connect QuickBooks' }));

    expect(await screen.findByText('OAuth not configured for quickbooks')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    expect(await quickbooks.findByRole('button', { name: 'Connect QuickBooks' })).toBeTruthy();
  });
});

describe('OAuth management: disconnecting', () => {
  it('asks first, says "Disconnecting..." meanwhile, then reports it and shows the provider disconnected', async () => {
    let providers = adminProviders();
    const disconnect = deferred({ body: { revokedAtProvider: true } });
    const fetchMock = oauthApi(
      {},
      {
        'GET /api/oauth/providers': () => ({ body: providers }),
        [`DELETE /api/oauth/connections/${SLACK_CONNECTION.id}`]: async () => {
          const reply = await disconnect.route();
          providers = oauthProviderList({ slack: CONFIGURED, quickbooks: CONFIGURED });
          return reply;
        },
      },
    );
    const { user } = renderApp('/oauth');

    const slack = await providerCard('Slack');
    await user.click(slack.getByRole('button', { name: 'Disconnect Slack' }));
    let dialog = within(await screen.findByRole('alertdialog', { name: 'Disconnect Slack?' }));
    expect(dialog.getByText('Are you sure you want to disconnect Slack?')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls(fetchMock, 'DELETE', `/api/oauth/connections/${SLACK_CONNECTION.id}`)).toHaveLength(0);

    await user.click(slack.getByRole('button', { name: 'Disconnect Slack' }));
    dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Disconnect' }));

    const busy = (await slack.findByRole('button', { name: 'Disconnecting... Slack' })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    const [call] = calls(fetchMock, 'DELETE', `/api/oauth/connections/${SLACK_CONNECTION.id}`);
    expect(headerOf(call, 'X-Steward-CSRF')).toBe('1');

    disconnect.release();
    expect(await screen.findByText('Disconnected from Slack')).toBeTruthy();
    expect(screen.queryByText(/did not confirm/)).toBeNull();
    await waitFor(() => expect(statusOf(slack)).toBe('Status: Not connected'));
    expect(slack.getByRole('button', { name: 'Connect Slack' })).toBeTruthy();
    expect(slack.queryByRole('button', { name: /Disconnect/ })).toBeNull();
  });

  it('adds that the provider did not confirm the revocation when it did not', async () => {
    const connection = oauthConnection('quickbooks', { id: '88888888-8888-4888-8888-888888888888' });
    oauthApi(
      { providers: oauthProviderList({ quickbooks: { ...CONFIGURED, connection } }) },
      { [`DELETE /api/oauth/connections/${connection.id}`]: { body: { revokedAtProvider: false } } },
    );
    const { user } = renderApp('/oauth');

    await user.click(
      (await providerCard('QuickBooks')).getByRole('button', { name: 'Disconnect QuickBooks' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disconnect' }),
    );

    expect(await screen.findByText('Disconnected from QuickBooks')).toBeTruthy();
    expect(
      screen.getByText(
        "QuickBooks did not confirm that Steward's access was revoked. You can remove the app in QuickBooks's own settings.",
      ),
    ).toBeTruthy();
  });

  it('says "Failed to disconnect: {reason}" when the server refuses', async () => {
    oauthApi(
      {},
      {
        [`DELETE /api/oauth/connections/${SLACK_CONNECTION.id}`]: apiError(
          404,
          'not_found',
          'Connection not found',
        ),
      },
    );
    const { user } = renderApp('/oauth');

    const slack = await providerCard('Slack');
    await user.click(slack.getByRole('button', { name: 'Disconnect Slack' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Disconnect' }),
    );

    expect(await screen.findByText('Failed to disconnect: Connection not found')).toBeTruthy();
    expect(await slack.findByRole('button', { name: 'Disconnect Slack' })).toBeTruthy();
  });
});

describe('OAuth management: configuring', () => {
  it('checks the fields before sending anything, then saves them', async () => {
    let providers = adminProviders();
    const fetchMock = oauthApi(
      {},
      {
        'GET /api/oauth/providers': () => ({ body: providers }),
        'PUT /api/oauth/configs/gusto': () => {
          providers = oauthProviderList({
            slack: { ...CONFIGURED, connection: SLACK_CONNECTION },
            quickbooks: CONFIGURED,
            gusto: CONFIGURED,
          });
          return { status: 204 };
        },
      },
    );
    const { user } = renderApp('/oauth');

    await user.click((await providerCard('Gusto')).getByRole('button', { name: 'Configure Gusto' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Configure Gusto' }));
    const secret = dialog.getByLabelText('Client secret') as HTMLInputElement;
    expect(secret.type).toBe('password');
    expect(dialog.queryByText(/A client secret is saved/)).toBeNull();
    expect(dialog.queryByLabelText('Company domain')).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Remove configuration' })).toBeNull();
    const uri = dialog.getByLabelText('Redirect URI') as HTMLInputElement;
    expect(uri.readOnly).toBe(true);
    expect(uri.value).toBe('https://steward.test/oauth/callback/gusto');

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText('Please enter the client ID')).toBeTruthy();
    expect(dialog.getByText('Please enter the client secret')).toBeTruthy();
    expect(dialog.getByLabelText('Client ID').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(dialog.getByLabelText('Client ID'));
    expect(calls(fetchMock, 'PUT', '/api/oauth/configs/gusto')).toHaveLength(0);

    await user.type(dialog.getByLabelText('Client ID'), '  gusto-client  ');
    expect(dialog.queryByText('Please enter the client ID')).toBeNull();
    await user.type(secret, 's3cret');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved the configuration for Gusto')).toBeTruthy();
    const [call] = calls(fetchMock, 'PUT', '/api/oauth/configs/gusto');
    expect(bodyOf(call)).toEqual({ clientId: 'gusto-client', clientSecret: 's3cret' });
    expect(headerOf(call, 'X-Steward-CSRF')).toBe('1');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const gusto = await providerCard('Gusto');
    await waitFor(() => expect(statusOf(gusto)).toBe('Status: Not connected'));
    expect((gusto.getByRole('button', { name: 'Connect Gusto' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("starts from the saved client ID, asks for the secret again and shows the server's error under the form", async () => {
    const fetchMock = oauthApi(
      {},
      {
        'PUT /api/oauth/configs/slack': apiError(
          400,
          'bad_request',
          'Client secret must be at most 2000 characters',
        ),
      },
    );
    const { user } = renderApp('/oauth');

    await user.click((await providerCard('Slack')).getByRole('button', { name: 'Configure Slack' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Configure Slack' }));
    expect((dialog.getByLabelText('Client ID') as HTMLInputElement).value).toBe('client-123');
    const secret = dialog.getByLabelText('Client secret') as HTMLInputElement;
    expect(secret.value).toBe('');
    const hint = document.getElementById(String(secret.getAttribute('aria-describedby')));
    expect(hint?.textContent).toBe('A client secret is saved. Enter it again to change the configuration.');

    await user.type(secret, 'new-secret');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Failed to save configuration: Client secret must be at most 2000 characters',
    );
    expect(screen.getByRole('dialog', { name: 'Configure Slack' })).toBeTruthy();
    expect(bodyOf(calls(fetchMock, 'PUT', '/api/oauth/configs/slack')[0])).toEqual({
      clientId: 'client-123',
      clientSecret: 'new-secret',
    });
  });

  it('asks BambooHR for the company domain, checks it, and sends it lower-cased', async () => {
    const fetchMock = oauthApi({}, { 'PUT /api/oauth/configs/bamboohr': { status: 204 } });
    const { user } = renderApp('/oauth');

    await user.click((await providerCard('BambooHR')).getByRole('button', { name: 'Configure BambooHR' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Configure BambooHR' }));
    const domain = dialog.getByLabelText('Company domain');
    expect(dialog.getByText('.bamboohr.com')).toBeTruthy();
    await user.type(dialog.getByLabelText('Client ID'), 'bamboo-client');
    await user.type(dialog.getByLabelText('Client secret'), 'bamboo-secret');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText(COMPANY_DOMAIN_REQUIRED)).toBeTruthy();
    expect(document.activeElement).toBe(domain);

    await user.type(domain, 'grace.bamboohr.com');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText(COMPANY_DOMAIN_INVALID)).toBeTruthy();
    expect(calls(fetchMock, 'PUT', '/api/oauth/configs/bamboohr')).toHaveLength(0);

    await user.clear(domain);
    await user.type(domain, 'GraceChurch');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved the configuration for BambooHR')).toBeTruthy();
    expect(bodyOf(calls(fetchMock, 'PUT', '/api/oauth/configs/bamboohr')[0])).toEqual({
      clientId: 'bamboo-client',
      clientSecret: 'bamboo-secret',
      companyDomain: 'gracechurch',
    });
  });

  it('copies the redirect URI to register at the provider', async () => {
    oauthApi();
    const { user } = renderApp('/oauth');

    await user.click(
      (await providerCard('QuickBooks')).getByRole('button', { name: 'Configure QuickBooks' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Configure QuickBooks' }));
    await user.click(dialog.getByRole('button', { name: 'Copy redirect URI' }));

    expect(await dialog.findByRole('button', { name: 'Copied! redirect URI' })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('https://steward.test/oauth/callback/quickbooks');
  });

  it('removes the configuration after confirming', async () => {
    let providers = adminProviders();
    const fetchMock = oauthApi(
      {},
      {
        'GET /api/oauth/providers': () => ({ body: providers }),
        'DELETE /api/oauth/configs/quickbooks': () => {
          providers = oauthProviderList({ slack: { ...CONFIGURED, connection: SLACK_CONNECTION } });
          return { status: 204 };
        },
      },
    );
    const { user } = renderApp('/oauth');

    await user.click(
      (await providerCard('QuickBooks')).getByRole('button', { name: 'Configure QuickBooks' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Configure QuickBooks' }));
    await user.click(dialog.getByRole('button', { name: 'Remove configuration' }));
    let confirm = within(
      await screen.findByRole('alertdialog', { name: 'Remove the QuickBooks configuration?' }),
    );
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(calls(fetchMock, 'DELETE', '/api/oauth/configs/quickbooks')).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Remove configuration' }));
    confirm = within(await screen.findByRole('alertdialog'));
    await user.click(confirm.getByRole('button', { name: 'Remove configuration' }));

    expect(await screen.findByText('Removed the configuration for QuickBooks')).toBeTruthy();
    expect(calls(fetchMock, 'DELETE', '/api/oauth/configs/quickbooks')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const quickbooks = await providerCard('QuickBooks');
    await waitFor(() => expect(statusOf(quickbooks)).toBe('Status: Not configured'));
  });
});
