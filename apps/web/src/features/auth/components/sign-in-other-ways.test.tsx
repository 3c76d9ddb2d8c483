import { type AppInfo, SECURITY_MESSAGES, SSO_ERRORS } from '@steward/domain';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APP_INFO, apiError, baseRoutes, mockApi, sessionFor } from '@/test/api-mock';
import { renderApp, renderWithProviders } from '@/test/render';
import { fakeWebAuthn, PASSKEY_ID, PASSKEY_REQUEST_OPTIONS } from '@/test/webauthn';
import { PASSKEY_CANCELLED_MESSAGE } from '../api/passkey-sign-in';
import { SignInForm } from './sign-in-form';

const SESSION = sessionFor('admin');
const SSO_APP_INFO: AppInfo = { ...APP_INFO, ssoProviders: ['google', 'microsoft'] };

/** Where the router is now, to see what a reload would load. */
function CurrentAddress() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

describe('signing in with Google, Microsoft or a standard OpenID provider', () => {
  it('offers a plain link to each provider the server is set up for, for sign-in only', async () => {
    mockApi(baseRoutes(null, SSO_APP_INFO));
    const { user } = renderApp('/');

    const google = await screen.findByRole('link', { name: 'Sign in with Google' });
    expect(google.getAttribute('href')).toBe('/api/auth/sso/google/start');
    expect(screen.getByRole('link', { name: 'Sign in with Microsoft' }).getAttribute('href')).toBe(
      '/api/auth/sso/microsoft/start',
    );

    // Single sign-on never creates an account: nothing of it when signing up.
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.queryByRole('link', { name: /with Google/ })).toBeNull();
  });

  it('names a standard OpenID provider as the server does, with a link of its own', async () => {
    mockApi(
      baseRoutes(null, {
        ...APP_INFO,
        ssoProviders: ['google', 'oidc'],
        ssoProviderNames: { google: 'Google', oidc: 'Diocese Sign-in' },
      }),
    );
    renderApp('/');

    const standard = await screen.findByRole('link', { name: 'Sign in with Diocese Sign-in' });
    expect(standard.getAttribute('href')).toBe('/api/auth/sso/oidc/start');
    expect(screen.getByRole('link', { name: 'Sign in with Google' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in with Microsoft' })).toBeNull();
  });

  it('offers none when the server is not set up for any', async () => {
    mockApi(baseRoutes(null));
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Steward' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
  });

  it('shows why the provider sign-in failed, once: the address is cleaned for a reload', async () => {
    mockApi({});
    renderWithProviders(
      <>
        <SignInForm />
        <CurrentAddress />
      </>,
      { route: '/?sso_error=wrong_domain' },
    );

    expect(screen.getByRole('alert').textContent).toBe(SSO_ERRORS.wrong_domain);
    expect(await screen.findByText('/', { selector: 'output' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Steward' })).toBeTruthy();
  });

  it.each(['not-a-code', 'constructor'])('reads an unknown code (%s) as a failed sign-in', (code) => {
    mockApi({});
    renderWithProviders(<SignInForm />, { route: `/?sso_error=${code}` });

    expect(screen.getByRole('alert').textContent).toBe(SSO_ERRORS.failed);
  });

  it('continues into the second step when the provider sign-in needs one', async () => {
    const fetchMock = mockApi({
      ...baseRoutes(null),
      'GET /api/auth/pending': { body: { secondFactor: { methods: ['totp'], email: 'pat@grace.test' } } },
      'POST /api/auth/second-factor': { body: SESSION },
    });
    const { user } = renderApp('/?sso=second-factor');

    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step verification' })).toBeTruthy();
    expect(screen.getByText('pat@grace.test')).toBeTruthy();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/pending')).toHaveLength(1);
  });

  it('says the sign-in expired when the server holds no second step for this browser', async () => {
    mockApi({ 'GET /api/auth/pending': apiError(404, 'not_found', 'No sign-in is waiting') });
    renderWithProviders(
      <>
        <SignInForm />
        <CurrentAddress />
      </>,
      { route: '/?sso=second-factor' },
    );

    expect((await screen.findByRole('alert')).textContent).toBe(SECURITY_MESSAGES.pendingExpired);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Steward' })).toBeTruthy();
    expect(screen.getByText('/', { selector: 'output' })).toBeTruthy();
  });
});

describe('signing in with a passkey', () => {
  it('is not offered by a browser without WebAuthn', async () => {
    mockApi(baseRoutes(null));
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Steward' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign in with a passkey' })).toBeNull();
  });

  it('signs in with a passkey alone where the browser has WebAuthn', async () => {
    const get = fakeWebAuthn();
    const fetchMock = mockApi({
      ...baseRoutes(null),
      'POST /api/auth/passkey/options': { body: PASSKEY_REQUEST_OPTIONS },
      'POST /api/auth/passkey/verify': { body: SESSION },
    });
    const { user } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const bodies = (path: string) =>
      fetchMock.mock.calls.filter(([url]) => url === path).map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies('/api/auth/passkey/options')).toEqual([{ purpose: 'sign_in' }]);
    const [verify] = bodies('/api/auth/passkey/verify');
    expect(verify).toMatchObject({ purpose: 'sign_in', rememberDevice: false, response: { id: PASSKEY_ID } });
    // The browser was asked with the server's challenge (base64url decoded to its bytes).
    const asked = get.mock.calls[0]?.[0]?.publicKey;
    expect(new TextDecoder().decode(asked?.challenge as ArrayBuffer)).toBe('sign-in-challenge');
  });

  it('says so calmly when the member cancels the browser’s passkey dialog', async () => {
    fakeWebAuthn(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
    const fetchMock = mockApi({
      ...baseRoutes(null),
      'POST /api/auth/passkey/options': { body: PASSKEY_REQUEST_OPTIONS },
    });
    const { user } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));

    expect((await screen.findByRole('alert')).textContent).toBe(PASSKEY_CANCELLED_MESSAGE);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/auth/passkey/verify')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeTruthy();
  });

  it('shows the server message when the passkey is not registered', async () => {
    fakeWebAuthn();
    mockApi({
      ...baseRoutes(null),
      'POST /api/auth/passkey/options': { body: PASSKEY_REQUEST_OPTIONS },
      'POST /api/auth/passkey/verify': apiError(401, 'unauthorized', SECURITY_MESSAGES.passkeyUnknown),
    });
    const { user } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));

    expect((await screen.findByRole('alert')).textContent).toBe(SECURITY_MESSAGES.passkeyUnknown);
  });
});
