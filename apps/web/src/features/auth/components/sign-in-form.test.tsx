import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, type MockReply, mockApi } from '@/test/api-mock';
import { renderWithProviders } from '@/test/render';
import { SignInForm } from './sign-in-form';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('SignInForm', () => {
  it('shows the busy label while signing in, then the server message', async () => {
    const answer = deferred<MockReply>();
    const fetchMock = mockApi({ 'POST /api/auth/sign-in': () => answer.promise });
    const { user } = renderWithProviders(<SignInForm />);

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Steward' })).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'pat@grace.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(
      JSON.stringify({ email: 'pat@grace.test', password: 'wrong-password' }),
    );

    answer.resolve(apiError(401, 'unauthorized', 'Invalid email or password'));

    expect((await screen.findByRole('alert')).textContent).toContain('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows "An error occurred" when the server gives no message', async () => {
    mockApi({ 'POST /api/auth/sign-in': { status: 500, body: 'oops' } });
    const { user } = renderWithProviders(<SignInForm />);

    await user.type(screen.getByLabelText('Email'), 'pat@grace.test');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toContain('An error occurred');
  });

  it('toggles the password between hidden and shown', async () => {
    const { user } = renderWithProviders(<SignInForm />);
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it('creates an account, confirms with a toast and returns to sign-in mode', async () => {
    const answer = deferred<MockReply>();
    const fetchMock = mockApi({ 'POST /api/auth/sign-up': () => answer.promise });
    const { user } = renderWithProviders(<SignInForm />);

    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();

    await user.type(screen.getByLabelText(/Full name/), 'Sam Lee');
    await user.type(screen.getByLabelText('Email'), 'sam@grace.test');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeTruthy();
    const sent = fetchMock.mock.calls[0]?.[1];
    expect(JSON.parse(String(sent?.body))).toEqual({
      email: 'sam@grace.test',
      password: 'secret1',
      fullName: 'Sam Lee',
    });
    answer.resolve({ status: 201, body: { user: { email: 'sam@grace.test' } } });

    expect(await screen.findByText('Account created successfully! You can now sign in.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Steward' })).toBeTruthy();
    expect(screen.queryByLabelText(/Full name/)).toBeNull();
  });

  it('shows the server message when the account already exists', async () => {
    mockApi({
      'POST /api/auth/sign-up': apiError(409, 'conflict', 'An account with this email already exists'),
    });
    const { user } = renderWithProviders(<SignInForm />);

    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await user.type(screen.getByLabelText('Email'), 'pat@grace.test');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'An account with this email already exists',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
  });

  it('refuses a short password at sign-up without calling the server', async () => {
    const fetchMock = mockApi({});
    const { user } = renderWithProviders(<SignInForm />);

    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await user.type(screen.getByLabelText('Email'), 'sam@grace.test');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByRole('alert').textContent).toContain('Password must be at least 6 characters long');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fills the form with the demo account', async () => {
    const { user } = renderWithProviders(
      <SignInForm demoCredentials={{ email: 'demo@steward.test', password: 'demo-password' }} />,
    );

    await user.click(screen.getByRole('button', { name: 'Use demo account' }));

    await waitFor(() =>
      expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('demo@steward.test'),
    );
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('demo-password');
  });
});
