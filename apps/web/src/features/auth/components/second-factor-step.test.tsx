import { SECURITY_MESSAGES, type SecondFactorRequired } from '@steward/domain';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionKeys } from '@/lib/session/session-keys';
import { apiError, baseRoutes, type MockRequest, mockApi, sessionFor } from '@/test/api-mock';
import { renderApp, renderWithProviders } from '@/test/render';
import { fakeWebAuthn, PASSKEY_ID, PASSKEY_REQUEST_OPTIONS } from '@/test/webauthn';
import { SignInForm } from './sign-in-form';

const SESSION = sessionFor('admin');

function secondFactor(methods: SecondFactorRequired['secondFactor']['methods']): SecondFactorRequired {
  return { secondFactor: { methods, email: 'pat@grace.test' } };
}

function bodiesOf(fetchMock: ReturnType<typeof mockApi>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

async function signInWithPassword(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(await screen.findByLabelText('Email'), 'pat@grace.test');
  await user.type(screen.getByLabelText('Password'), 'right-password');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the second step of signing in', () => {
  // The recovery-code advice stays until dismissed: it must not outlive its test.
  afterEach(() => toast.dismiss());

  it('replaces the password form, takes the authenticator code and lands in the app', async () => {
    const fetchMock = mockApi({
      ...baseRoutes(null),
      'POST /api/auth/sign-in': { body: secondFactor(['totp', 'passkey', 'recovery_code']) },
      'POST /api/auth/second-factor': { body: SESSION },
    });
    const { user } = renderApp('/');
    await signInWithPassword(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step verification' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(document.title).toBe('Two-step verification · Steward');
    const code = screen.getByLabelText('Authentication code') as HTMLInputElement;
    expect(code.autocomplete).toBe('one-time-code');
    expect(code.inputMode).toBe('numeric');
    expect(document.activeElement).toBe(code);
    expect(screen.getByRole('button', { name: 'Use a recovery code' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Use your authenticator app' })).toBeNull();

    await user.type(code, '123456');
    await user.click(screen.getByLabelText('Remember this device for 30 days'));
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(bodiesOf(fetchMock, '/api/auth/second-factor')).toEqual([
      { method: 'totp', code: '123456', rememberDevice: true },
    ]);
  });

  it('shows the server message for a wrong code and keeps the step, ready for the next code', async () => {
    mockApi({
      'POST /api/auth/sign-in': { body: secondFactor(['totp']) },
      'POST /api/auth/second-factor': apiError(401, 'unauthorized', SECURITY_MESSAGES.wrongCode),
    });
    const { user } = renderWithProviders(<SignInForm />);
    await signInWithPassword(user);

    await user.type(await screen.findByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect((await screen.findByRole('alert')).textContent).toBe(SECURITY_MESSAGES.wrongCode);
    expect(screen.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeTruthy();
    // The refused code is selected: the next one typed replaces it.
    const code = screen.getByLabelText('Authentication code') as HTMLInputElement;
    expect(document.activeElement).toBe(code);
    await user.keyboard('654321');
    expect(code.value).toBe('654321');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for a code before sending anything', async () => {
    const fetchMock = mockApi({ 'POST /api/auth/sign-in': { body: secondFactor(['totp']) } });
    const { user } = renderWithProviders(<SignInForm />);
    await signInWithPassword(user);

    await user.click(await screen.findByRole('button', { name: 'Verify' }));

    expect(screen.getByRole('alert').textContent).toBe('Please enter the code');
    expect(bodiesOf(fetchMock, '/api/auth/second-factor')).toEqual([]);
  });

  it('switches to a recovery code, and after signing in with one says to set up the app again', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/sign-in': { body: secondFactor(['totp', 'recovery_code']) },
      'POST /api/auth/second-factor': { body: SESSION },
    });
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/" element={<SignInForm />} />
        <Route path="/account/security" element={<h1>Sign-in and security</h1>} />
      </Routes>,
    );
    await signInWithPassword(user);

    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));

    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    const field = screen.getByLabelText('Recovery code') as HTMLInputElement;
    expect(field.autocomplete).toBe('off');
    expect(field.inputMode).toBe('text');
    expect(document.activeElement).toBe(field);
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Use your authenticator app' })).toBeTruthy();

    await user.type(field, 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('You signed in with a recovery code')).toBeTruthy();
    expect(
      screen.getByText(
        'Set up your authenticator app again and create new recovery codes, so you are never left without a way in.',
      ),
    ).toBeTruthy();
    expect(bodiesOf(fetchMock, '/api/auth/second-factor')).toEqual([
      { method: 'recovery_code', code: 'abcde-12345', rememberDevice: false },
    ]);

    await user.click(screen.getByRole('button', { name: 'Set up now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in and security' })).toBeTruthy();
  });

  it('says nothing of re-enrolment after the authenticator app', async () => {
    mockApi({
      'POST /api/auth/sign-in': { body: secondFactor(['totp', 'recovery_code']) },
      'POST /api/auth/second-factor': { body: SESSION },
    });
    const { user, queryClient } = renderWithProviders(<SignInForm />);
    await signInWithPassword(user);

    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await expect.poll(() => queryClient.getQueryData(sessionKeys.current())).toEqual(SESSION);
    expect(screen.queryByText('You signed in with a recovery code')).toBeNull();
  });

  it('offers only the ways the member has: a passkey first when there is no authenticator app', async () => {
    mockApi({ 'POST /api/auth/sign-in': { body: secondFactor(['passkey']) } });
    const { user } = renderWithProviders(<SignInForm />);
    await signInWithPassword(user);

    const passkey = await screen.findByRole('button', { name: 'Use a passkey' });
    expect(document.activeElement).toBe(passkey);
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use your authenticator app' })).toBeNull();
  });

  it('verifies with a passkey, remembering the device when asked', async () => {
    const get = fakeWebAuthn();
    const passkeyOptions: MockRequest[] = [];
    const fetchMock = mockApi({
      ...baseRoutes(null),
      'POST /api/auth/sign-in': { body: secondFactor(['totp', 'passkey']) },
      'POST /api/auth/passkey/options': (request) => {
        passkeyOptions.push(request);
        return { body: PASSKEY_REQUEST_OPTIONS };
      },
      'POST /api/auth/passkey/verify': { body: SESSION },
    });
    const { user } = renderApp('/');
    await signInWithPassword(user);

    await user.click(await screen.findByLabelText('Remember this device for 30 days'));
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(passkeyOptions.map((request) => request.body)).toEqual([{ purpose: 'second_factor' }]);
    expect(get).toHaveBeenCalledTimes(1);
    const [verify] = bodiesOf(fetchMock, '/api/auth/passkey/verify') as {
      purpose: string;
      rememberDevice: boolean;
      response: { id: string; type: string };
    }[];
    expect(verify?.purpose).toBe('second_factor');
    expect(verify?.rememberDevice).toBe(true);
    expect(verify?.response.id).toBe(PASSKEY_ID);
    expect(verify?.response.type).toBe('public-key');
  });

  it('shows the server message when the passkey is refused', async () => {
    fakeWebAuthn();
    mockApi({
      'POST /api/auth/sign-in': { body: secondFactor(['totp', 'passkey']) },
      'POST /api/auth/passkey/options': { body: PASSKEY_REQUEST_OPTIONS },
      'POST /api/auth/passkey/verify': apiError(401, 'unauthorized', SECURITY_MESSAGES.passkeyFailed),
    });
    const { user } = renderWithProviders(<SignInForm />);
    await signInWithPassword(user);

    await user.click(await screen.findByRole('button', { name: 'Use a passkey' }));

    expect((await screen.findByRole('alert')).textContent).toBe(SECURITY_MESSAGES.passkeyFailed);
    expect(screen.getByLabelText('Authentication code')).toBeTruthy();
  });

  it('goes back to the password form with the email kept and the password asked again', async () => {
    mockApi({ 'POST /api/auth/sign-in': { body: secondFactor(['totp']) } });
    const { user } = renderWithProviders(<SignInForm />);
    await signInWithPassword(user);

    await user.click(await screen.findByRole('button', { name: 'Back to sign in' }));

    const form = screen.getByRole('form', { name: 'Sign in to Steward' });
    expect((within(form).getByLabelText('Email') as HTMLInputElement).value).toBe('pat@grace.test');
    const password = within(form).getByLabelText('Password') as HTMLInputElement;
    expect(password.value).toBe('');
    expect(document.activeElement).toBe(password);
  });
});
