import type { InvitationLookup, SessionResponse } from '@steward/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, baseRoutes, mockApi, sessionFor } from '@/test/api-mock';
import { renderApp } from '@/test/render';

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
