import {
  type AppInfo,
  type InvitationLookup,
  SECURITY_MESSAGES,
  type SessionResponse,
  SSO_ERRORS,
} from '@steward/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_INFO, apiError, baseRoutes, mockApi, sessionFor } from '@/test/api-mock';
import { renderApp } from '@/test/render';
import { SSO_INVITATION_KEY } from './invite';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCD';

const LOOKUP: InvitationLookup = {
  email: 'kim@grace.test',
  fullName: 'Kim Park',
  role: 'user',
  organizationName: 'Grace Church',
  invitedBy: { email: 'pat@grace.test', fullName: 'Pat Jones' },
  expiresAt: '2025-03-08T12:00:00.000Z',
  existingAccount: false,
};

const KIM_SESSION: SessionResponse = sessionFor('user', {
  user: { id: '77777777-7777-4777-8777-777777777777', email: 'kim@grace.test', fullName: 'Kim Park' },
});

function inviteApi(lookup: Parameters<typeof mockApi>[0][string] = { body: LOOKUP }) {
  return mockApi({
    ...baseRoutes(null),
    'POST /api/invitations/lookup': lookup,
    'POST /api/invitations/accept': { status: 201, body: KIM_SESSION },
  });
}

function requests(fetchMock: ReturnType<typeof mockApi>, path: string) {
  return fetchMock.mock.calls.filter(([url]) => String(url) === path);
}

async function fillPasswords(
  user: ReturnType<typeof renderApp>['user'],
  password: string,
  confirmation: string,
) {
  await user.type(await screen.findByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirmation);
}

describe('accept invitation', () => {
  it('shows "Loading...", then the organisation, the inviter and the invited email', async () => {
    const fetchMock = inviteApi();
    renderApp(`/invite/${TOKEN}`);

    expect(screen.getByRole('status').textContent).toContain('Loading...');
    const summary = await screen.findByText(/invited you to join/);
    expect(summary.textContent).toBe('Pat Jones invited you to join Grace Church as a User.');
    expect(screen.getByText('kim@grace.test')).toBeTruthy();
    expect(JSON.parse(String(requests(fetchMock, '/api/invitations/lookup')[0]?.[1]?.body))).toEqual({
      token: TOKEN,
    });
  });

  it('keeps Accept disabled until both passwords are filled', async () => {
    inviteApi();
    const { user } = renderApp(`/invite/${TOKEN}`);

    const accept = (await screen.findByRole('button', { name: 'Accept Invitation' })) as HTMLButtonElement;
    expect(accept.disabled).toBe(true);
    await user.type(screen.getByLabelText('Password'), 'secret1');
    expect(accept.disabled).toBe(true);
    await user.type(screen.getByLabelText('Confirm password'), 'secret1');
    expect(accept.disabled).toBe(false);
  });

  it.each([
    ['secret1', 'secret2', 'Passwords do not match'],
    ['abc', 'abc', 'Password must be at least 6 characters long'],
  ])('refuses %s / %s with "%s" and sends nothing', async (password, confirmation, message) => {
    const fetchMock = inviteApi();
    const { user } = renderApp(`/invite/${TOKEN}`);

    await fillPasswords(user, password, confirmation);
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));

    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(requests(fetchMock, '/api/invitations/accept')).toHaveLength(0);
  });

  it('accepts, signs in and lands on the dashboard inside the shell', async () => {
    const fetchMock = inviteApi();
    const { user } = renderApp(`/invite/${TOKEN}`);

    await fillPasswords(user, 'secret1', 'secret1');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText('Kim Park')).toBeTruthy();
    expect(await screen.findByText('Welcome to Grace Church!')).toBeTruthy();
    expect(JSON.parse(String(requests(fetchMock, '/api/invitations/accept')[0]?.[1]?.body))).toEqual({
      token: TOKEN,
      password: 'secret1',
    });
    // The session came with the answer: nobody had to ask the server for it.
    expect(requests(fetchMock, '/api/auth/session')).toHaveLength(0);
  });

  it('asks an existing account for its password only', async () => {
    const fetchMock = inviteApi({ body: { ...LOOKUP, existingAccount: true } });
    const { user } = renderApp(`/invite/${TOKEN}`);

    expect(
      await screen.findByText('You already have an account with this email. Enter its password to join.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Confirm password')).toBeNull();
    await user.type(screen.getByLabelText('Password'), 'my-old-password');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(requests(fetchMock, '/api/invitations/accept')).toHaveLength(1);
  });

  it('shows the server reason when accepting fails, else "Failed to accept invitation"', async () => {
    mockApi({
      ...baseRoutes(null),
      'POST /api/invitations/lookup': { body: { ...LOOKUP, existingAccount: true } },
      'POST /api/invitations/accept': apiError(401, 'unauthorized', 'Invalid email or password'),
    });
    const { user } = renderApp(`/invite/${TOKEN}`);

    await user.type(await screen.findByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');

    mockApi({
      ...baseRoutes(null),
      'POST /api/invitations/accept': { status: 502, body: 'Bad gateway' },
    });
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByText('Failed to accept invitation')).toBeTruthy();
  });

  it('shows "Invalid or expired invitation" with Go to Login when the lookup finds nothing', async () => {
    inviteApi(apiError(404, 'not_found', 'Invalid or expired invitation'));
    renderApp(`/invite/${TOKEN}`);

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or expired invitation');
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/');
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it.each([
    ['/invite', 'no token'],
    ['/invite/short', 'a token that cannot be one'],
  ])('shows "Invalid invitation link" for %s (%s) without asking the server', async (route) => {
    const fetchMock = inviteApi();
    renderApp(route);

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid invitation link');
    expect(screen.getByRole('link', { name: 'Go to Login' })).toBeTruthy();
    expect(requests(fetchMock, '/api/invitations/lookup')).toHaveLength(0);
  });

  it('shows "Failed to load invitation" when the lookup fails otherwise', async () => {
    inviteApi(apiError(503, 'unavailable', 'Down for maintenance'));
    renderApp(`/invite/${TOKEN}`);

    expect((await screen.findByRole('alert', {}, { timeout: 8000 })).textContent).toBe(
      'Failed to load invitation',
    );
  }, 10_000);

  it('goes to the sign-in screen from "Go to Login"', async () => {
    inviteApi(apiError(404, 'not_found', 'Invalid or expired invitation'));
    const { user } = renderApp(`/invite/${TOKEN}`);

    await user.click(await screen.findByRole('link', { name: 'Go to Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Steward' })).toBeTruthy();
  });
});

describe('accept invitation: second factor and single sign-on', () => {
  const SSO_APP_INFO: AppInfo = { ...APP_INFO, ssoProviders: ['google', 'microsoft'] };

  it('asks an existing account with a second factor for it, then joins', async () => {
    const fetchMock = mockApi({
      ...baseRoutes(null),
      'POST /api/invitations/lookup': { body: { ...LOOKUP, existingAccount: true } },
      'POST /api/invitations/accept': {
        status: 201,
        body: { secondFactor: { methods: ['totp', 'recovery_code'], email: 'kim@grace.test' } },
      },
      'POST /api/auth/second-factor': { body: KIM_SESSION },
    });
    const { user } = renderApp(`/invite/${TOKEN}`);

    await user.type(await screen.findByLabelText('Password'), 'my-old-password');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step verification' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Accept Invitation' })).toBeNull();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(await screen.findByText('Welcome to Grace Church!')).toBeTruthy();
    expect(JSON.parse(String(requests(fetchMock, '/api/auth/second-factor')[0]?.[1]?.body))).toEqual({
      method: 'totp',
      code: '123456',
      rememberDevice: false,
    });
  });

  it('shows the server message for a wrong code, and goes back to the invitation', async () => {
    mockApi({
      ...baseRoutes(null),
      'POST /api/invitations/lookup': { body: { ...LOOKUP, existingAccount: true } },
      'POST /api/invitations/accept': {
        status: 201,
        body: { secondFactor: { methods: ['totp'], email: 'kim@grace.test' } },
      },
      'POST /api/auth/second-factor': apiError(401, 'unauthorized', SECURITY_MESSAGES.reusedCode),
    });
    const { user } = renderApp(`/invite/${TOKEN}`);

    await user.type(await screen.findByLabelText('Password'), 'my-old-password');
    await user.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(SECURITY_MESSAGES.reusedCode);

    await user.click(screen.getByRole('button', { name: 'Back to the invitation' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Accept Invitation' })).toBeTruthy();
    expect(document.title).toBe('Accept Invitation · Steward');
    expect(screen.getByLabelText('Password')).toBeTruthy();
  });

  it('offers to accept with each provider the server is set up for, carrying the invitation', async () => {
    mockApi({ ...baseRoutes(null, SSO_APP_INFO), 'POST /api/invitations/lookup': { body: LOOKUP } });
    renderApp(`/invite/${TOKEN}`);

    const google = await screen.findByRole('link', { name: 'Accept with Google' });
    expect(google.getAttribute('href')).toBe(`/api/auth/sso/google/start?invitation=${TOKEN}`);
    expect(screen.getByRole('link', { name: 'Accept with Microsoft' }).getAttribute('href')).toBe(
      `/api/auth/sso/microsoft/start?invitation=${TOKEN}`,
    );
  });

  it('names a standard OpenID provider as the server does', async () => {
    const appInfo: AppInfo = {
      ...APP_INFO,
      ssoProviders: ['oidc'],
      ssoProviderNames: { oidc: 'Diocese Sign-in' },
    };
    mockApi({ ...baseRoutes(null, appInfo), 'POST /api/invitations/lookup': { body: LOOKUP } });
    renderApp(`/invite/${TOKEN}`);

    const standard = await screen.findByRole('link', { name: 'Accept with Diocese Sign-in' });
    expect(standard.getAttribute('href')).toBe(`/api/auth/sso/oidc/start?invitation=${TOKEN}`);
  });

  it('offers no provider when the server is set up for none', async () => {
    inviteApi();
    renderApp(`/invite/${TOKEN}`);

    expect(await screen.findByRole('button', { name: 'Accept Invitation' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Accept with/ })).toBeNull();
  });

  it('shows why accepting with the provider failed, on the invitation', async () => {
    mockApi({ ...baseRoutes(null, SSO_APP_INFO), 'POST /api/invitations/lookup': { body: LOOKUP } });
    renderApp(`/invite/${TOKEN}?sso_error=invitation_email`);

    expect((await screen.findByRole('alert')).textContent).toBe(SSO_ERRORS.invitation_email);
    expect(screen.getByText('kim@grace.test')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Accept with Google' })).toBeTruthy();
  });

  it('comes back to the invitation it left with when the provider answers without its token', async () => {
    const fetchMock = mockApi({
      ...baseRoutes(null, SSO_APP_INFO),
      'POST /api/invitations/lookup': { body: LOOKUP },
    });
    const first = renderApp(`/invite/${TOKEN}`);
    // The browser would leave for the provider: stay, and see what the page kept for the way back.
    const stayHere = (event: Event) => event.preventDefault();
    document.addEventListener('click', stayHere, { capture: true });
    await first.user.click(await screen.findByRole('link', { name: 'Accept with Google' }));
    document.removeEventListener('click', stayHere, { capture: true });
    first.unmount();

    renderApp('/invite?sso_error=expired');

    expect((await screen.findByRole('alert')).textContent).toBe(SSO_ERRORS.expired);
    expect(screen.getByText('kim@grace.test')).toBeTruthy();
    const lookups = requests(fetchMock, '/api/invitations/lookup');
    expect(JSON.parse(String(lookups.at(-1)?.[1]?.body))).toEqual({ token: TOKEN });
    // The address holds the token again: the tab keeps no copy of it.
    expect(window.sessionStorage.getItem(SSO_INVITATION_KEY)).toBeNull();
  });

  it('shows the provider’s reason with Go to Login when no invitation is known', async () => {
    const fetchMock = inviteApi();
    renderApp('/invite?sso_error=invitation_invalid');

    expect((await screen.findByRole('alert')).textContent).toBe(SSO_ERRORS.invitation_invalid);
    expect(screen.getByRole('link', { name: 'Go to Login' })).toBeTruthy();
    expect(requests(fetchMock, '/api/invitations/lookup')).toHaveLength(0);
  });
});
