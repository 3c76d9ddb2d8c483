import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { APP_INFO, apiError, baseRoutes, DEMO_APP_INFO, mockApi, sessionFor } from '@/test/api-mock';
import { renderApp } from '@/test/render';

describe('auth gate and routes', () => {
  it('shows "Loading..." while the session loads, then the sign-in screen when signed out', async () => {
    mockApi(baseRoutes(null));
    renderApp('/documents');

    expect(screen.getByRole('status').textContent).toContain('Loading...');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Steward' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('signs in, shows the shell on the requested page, and signs out again', async () => {
    let session: ReturnType<typeof sessionFor> | null = null;
    mockApi({
      ...baseRoutes(null),
      'GET /api/auth/session': () =>
        session ? { body: session } : apiError(401, 'unauthorized', 'Authentication required'),
      'POST /api/auth/sign-in': () => {
        session = sessionFor('admin');
        return { body: session };
      },
      'POST /api/auth/sign-out': () => {
        session = null;
        return { status: 204 };
      },
    });
    const { user } = renderApp('/documents');

    await user.type(await screen.findByLabelText('Email'), 'pat@grace.test');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Documents · Steward'));
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Pat Jones')).toBeTruthy();
    expect(within(banner).getByText('Admin')).toBeTruthy();
    // The version badge and environment label belong to demo mode only (docs/spec-deviations.md).
    expect(within(banner).queryByText('v2.1.0')).toBeNull();

    await user.click(within(banner).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Steward' })).toBeTruthy();
  });

  it('shows the dashboard with the organisation name', async () => {
    mockApi(baseRoutes(sessionFor('user')));
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Grace Church')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
  });

  it('welcomes a user without an organisation and links to organisation setup', async () => {
    mockApi(baseRoutes(sessionFor(null)));
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeTruthy();
    expect(screen.getByText('Set up your organization')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set Up Organization' }).getAttribute('href')).toBe('/users');
    // No profile in an organisation: no Admin group.
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();
  });

  it('shows the demo banner, the environment label and the demo account in demo mode', async () => {
    mockApi(baseRoutes(null, DEMO_APP_INFO));
    renderApp('/');

    expect(await screen.findByText('Portfolio Demo Mode')).toBeTruthy();
    expect(await screen.findByText('demo')).toBeTruthy();
    expect(screen.getByText('v2.1.0')).toBeTruthy();
    expect(screen.getByText('demo@steward.test')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use demo account' })).toBeTruthy();
  });

  it('hides the demo banner, version badge and environment label outside demo mode', async () => {
    mockApi(baseRoutes(sessionFor('master_admin'), APP_INFO));
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByText('Master Admin')).toBeTruthy();
    expect(screen.queryByText('Portfolio Demo Mode')).toBeNull();
    expect(screen.queryByText('v2.1.0')).toBeNull();
    expect(screen.queryByText('demo')).toBeNull();
  });

  it('restricts user management to admins', async () => {
    mockApi(baseRoutes(sessionFor('user')));
    renderApp('/users');

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Restricted' })).toBeTruthy();
    expect(screen.getByText('You need admin privileges to access user management.')).toBeTruthy();
  });

  it('opens user management for an admin', async () => {
    mockApi(baseRoutes(sessionFor('admin')));
    renderApp('/users');

    expect(await screen.findByRole('heading', { level: 1, name: 'User Management' })).toBeTruthy();
  });

  it.each([
    ['/upload', 'Upload Documents'],
    ['/operations', 'Operations Center'],
    ['/oauth', 'OAuth Management'],
    ['/department/fundraising-donor-management/report', 'Fundraising Report'],
    ['/no/such/page', 'Page Not Found'],
  ])('renders %s with the heading "%s"', async (route, heading) => {
    mockApi(baseRoutes(sessionFor('admin')));
    renderApp(route);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${heading} · Steward`));
  });

  it('serves invitation and OAuth callback pages outside the auth gate', async () => {
    const fetchMock = mockApi(baseRoutes(null));
    renderApp('/invite/abc123');

    expect(await screen.findByRole('heading', { level: 1, name: 'Accept Invitation' })).toBeTruthy();
    const sessionCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/auth/session'));
    expect(sessionCalls).toHaveLength(0);
  });

  it('shows "Connecting..." on the OAuth callback page', async () => {
    mockApi(baseRoutes(null));
    renderApp('/oauth/callback/slack?code=x&state=y');

    expect(await screen.findByRole('heading', { level: 1, name: 'Connecting...' })).toBeTruthy();
  });

  it('returns to the sign-in screen when a later call finds the session gone', async () => {
    let signedIn = true;
    mockApi({
      ...baseRoutes(null),
      'GET /api/auth/session': () =>
        signedIn ? { body: sessionFor('user') } : apiError(401, 'unauthorized', 'Authentication required'),
    });
    const { queryClient } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();

    signedIn = false;
    // Any other query failing with 401 (here a stand-in for a documents call) re-checks the session.
    await queryClient
      .fetchQuery({
        queryKey: ['documents', 'list'],
        queryFn: () => Promise.reject(new ApiError(401, 'unauthorized', 'Authentication required')),
      })
      .catch(() => undefined);

    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Steward' })).toBeTruthy(),
    );
  });
});
