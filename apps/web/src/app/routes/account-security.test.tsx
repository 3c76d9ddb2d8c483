import { startRegistration } from '@simplewebauthn/browser';
import { SECURITY_MESSAGES, type SecurityOverview } from '@steward/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  APP_INFO,
  apiError,
  baseRoutes,
  type MockReply,
  type MockRequest,
  mockApi,
  sessionFor,
} from '@/test/api-mock';
import { renderApp } from '@/test/render';

// The browser's passkey prompt cannot run here; everything else of the library stays real.
vi.mock('@simplewebauthn/browser', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@simplewebauthn/browser')>()),
  startRegistration: vi.fn(),
}));

const OVERVIEW: SecurityOverview = {
  totp: { enabled: true, enabledAt: '2026-01-10T10:00:00.000Z' },
  passkeys: [
    {
      id: '33333333-3333-4333-8333-333333333331',
      name: 'Work laptop',
      createdAt: '2026-02-01T09:00:00.000Z',
      lastUsedAt: '2026-03-05T09:00:00.000Z',
      backedUp: true,
    },
  ],
  recoveryCodes: { remaining: 7, generatedAt: '2026-01-10T10:00:00.000Z' },
  trustedDevices: [
    {
      id: '44444444-4444-4444-8444-444444444441',
      label: 'Firefox on Windows',
      createdAt: '2026-03-01T09:00:00.000Z',
      lastUsedAt: null,
      expiresAt: '2026-03-31T09:00:00.000Z',
      current: false,
    },
  ],
  sessions: [
    {
      label: 'Chrome on macOS',
      ipAddress: '203.0.113.5',
      createdAt: '2026-03-06T08:00:00.000Z',
      lastSeenAt: '2026-03-06T09:00:00.000Z',
      current: true,
    },
    {
      label: 'Safari on iOS',
      ipAddress: '198.51.100.7',
      createdAt: '2026-03-04T08:00:00.000Z',
      lastSeenAt: '2026-03-04T09:00:00.000Z',
      current: false,
    },
  ],
  identities: [
    {
      id: '55555555-5555-4555-8555-555555555551',
      provider: 'google',
      email: 'pat@grace.test',
      createdAt: '2026-02-20T09:00:00.000Z',
    },
  ],
  required: false,
  stepUp: 'password',
};

/** A member who signs in only with single sign-on: a change asks for a code of a current factor. */
const SSO_ONLY: SecurityOverview = { ...OVERVIEW, stepUp: 'code' };

/** A member with no password and no authenticator app: a change goes by how recent the sign-in is. */
const NOTHING_TO_ASK: SecurityOverview = { ...OVERVIEW, stepUp: 'recent_sign_in' };

/** Nothing enrolled yet, in an organisation that requires it. */
const NOT_ENROLLED: SecurityOverview = {
  ...OVERVIEW,
  totp: { enabled: false, enabledAt: null },
  passkeys: [],
  recoveryCodes: { remaining: 0, generatedAt: null },
  required: true,
};

const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);

// A hostile QR answer: if it were put into the page as HTML its script and handler would be there.
const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg"><script>window.hacked=1</script><rect onload="x()"/></svg>';

type Routes = Parameters<typeof mockApi>[0];

function renderSecurity(overview: SecurityOverview, routes: Routes = {}) {
  const fetchMock = mockApi({
    ...baseRoutes(sessionFor('admin')),
    'GET /api/security': { body: overview },
    ...routes,
  });
  return { fetchMock, ...renderApp('/account/security') };
}

function calls(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => String(url) === path && (init?.method ?? 'GET').toUpperCase() === method,
  );
}

/** The JSON bodies the page sent to `method path`, in order. */
function bodies(fetchMock: ReturnType<typeof mockApi>, method: string, path: string): unknown[] {
  return calls(fetchMock, method, path).map(([, init]) => JSON.parse(String(init?.body)));
}

/**
 * The server's step-up check: 403 with its message for a missing or wrong password, else `ok`.
 * The right password is "correct horse".
 */
function withPassword(ok: MockReply): (request: MockRequest) => MockReply {
  return (request) => {
    const password = (request.body as { password?: string } | undefined)?.password;
    if (!password) return apiError(403, 'forbidden', SECURITY_MESSAGES.stepUpPasswordMissing);
    if (password !== 'correct horse')
      return apiError(403, 'forbidden', SECURITY_MESSAGES.stepUpPasswordWrong);
    return ok;
  };
}

/** A section's card, also behind an open dialog (which hides the page from the accessibility tree). */
function section(name: string): HTMLElement {
  return screen.getByRole('heading', { level: 2, name, hidden: true }).closest('.rounded-xl') as HTMLElement;
}

/** Stands in for a browser with WebAuthn: @simplewebauthn/browser looks for PublicKeyCredential. */
function supportWebAuthn() {
  vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {});
}

describe('sign-in and security page', () => {
  it('shows every section of the overview', async () => {
    renderSecurity(OVERVIEW);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in and security' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Sign-in and security · Steward'));

    // The heading shows while the overview still loads; the cards come with it.
    expect(within(await findSection('Authenticator app')).getByText('On')).toBeTruthy();
    expect(within(section('Authenticator app')).getByRole('button', { name: 'Remove' })).toBeTruthy();
    const passkeys = section('Passkeys');
    expect(within(passkeys).getByText('Work laptop')).toBeTruthy();
    expect(within(passkeys).getByText('Synced')).toBeTruthy();
    expect(within(passkeys).getByText(/Last used Mar 05, 2026/)).toBeTruthy();
    expect(within(section('Recovery codes')).getByText('7 of 10 codes left.')).toBeTruthy();
    const devices = section('Remembered devices');
    expect(within(devices).getByText('Firefox on Windows')).toBeTruthy();
    expect(within(devices).getByRole('button', { name: 'Forget Firefox on Windows' })).toBeTruthy();
    const sessions = section("Where you're signed in");
    const current = within(sessions).getByText('Chrome on macOS').closest('li') as HTMLElement;
    expect(within(current).getByText('This device')).toBeTruthy();
    expect(within(current).getByText(/203\.0\.113\.5/)).toBeTruthy();
    const other = within(sessions).getByText('Safari on iOS').closest('li') as HTMLElement;
    expect(within(other).queryByText('This device')).toBeNull();
    const linked = section('Linked accounts');
    expect(within(linked).getByText('Google')).toBeTruthy();
    expect(within(linked).getByText(/pat@grace\.test/)).toBeTruthy();
    expect(within(linked).getByRole('button', { name: 'Remove Google account pat@grace.test' })).toBeTruthy();
    // Enrolled: no banner even if the organisation required it.
    expect(screen.queryByText(/requires two-step verification/)).toBeNull();
  });

  it('says the organisation requires two-step verification while nothing is enrolled', async () => {
    renderSecurity(NOT_ENROLLED);

    expect(await screen.findByText(/Your organization requires two-step verification/)).toBeTruthy();
    expect(within(section('Authenticator app')).getByText('Not set up')).toBeTruthy();
    expect(within(section('Passkeys')).getByText('No passkeys yet.')).toBeTruthy();
    expect(within(section('Recovery codes')).queryByRole('button', { name: 'Create new codes' })).toBeNull();
  });

  it('is reached from the user menu', async () => {
    mockApi({ ...baseRoutes(sessionFor('user')), 'GET /api/security': { body: OVERVIEW } });
    const { user } = renderApp('/');

    const banner = await screen.findByRole('banner');
    await user.click(within(banner).getByRole('link', { name: 'Sign-in and security' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-in and security' })).toBeTruthy();
  });
});

describe('sign-in and security page: authenticator app', () => {
  it('shows the recovery codes though the page shows the app as on before the session is read again', async () => {
    let overview = NOT_ENROLLED;
    let confirmed = false;
    let releaseSession: () => void = () => undefined;
    const { user } = renderSecurity(NOT_ENROLLED, {
      // After turning the app on, the session is read again slowly (a busy server); the overview at once.
      'GET /api/auth/session': () =>
        confirmed
          ? new Promise((resolve) => {
              releaseSession = () => resolve({ body: sessionFor('admin') });
            })
          : { body: sessionFor('admin') },
      'GET /api/security': () => ({ body: overview }),
      'POST /api/security/totp/setup': {
        body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Steward:pat', qrSvg: QR_SVG },
      },
      'POST /api/security/totp/confirm': () => {
        confirmed = true;
        overview = { ...NOT_ENROLLED, totp: { enabled: true, enabledAt: '2026-03-06T09:00:00.000Z' } };
        return { body: { recoveryCodes: RECOVERY_CODES } };
      },
    });

    await user.click(
      await within(await findSection('Authenticator app')).findByRole('button', { name: 'Set up' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Set up an authenticator app' });
    await user.type(within(dialog).getByLabelText('Authentication code'), '123456{Enter}');

    const codes = await screen.findByRole('alertdialog', { name: 'Save your recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(RECOVERY_CODES.length);
    expect(await within(section('Authenticator app')).findByText('On')).toBeTruthy();
    releaseSession();
  });

  it('shows the QR code as an image and the key, posts the code, then the recovery codes until saved', async () => {
    let overview = NOT_ENROLLED;
    const { fetchMock, user } = renderSecurity(NOT_ENROLLED, {
      'GET /api/security': () => ({ body: overview }),
      'POST /api/security/totp/setup': {
        body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Steward:pat', qrSvg: QR_SVG },
      },
      'POST /api/security/totp/confirm': () => {
        overview = { ...NOT_ENROLLED, totp: { enabled: true, enabledAt: '2026-03-06T09:00:00.000Z' } };
        return { body: { recoveryCodes: RECOVERY_CODES } };
      },
    });

    await user.click(
      await within(await findSection('Authenticator app')).findByRole('button', { name: 'Set up' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Set up an authenticator app' });
    const qr = await within(dialog).findByRole('img', {
      name: 'QR code to scan with your authenticator app',
    });
    const src = qr.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(atob(src.slice('data:image/svg+xml;base64,'.length))).toBe(QR_SVG);
    expect(document.querySelector('script, [onload]')).toBeNull();
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    // On a phone the app on the same device takes the account from its otpauth link.
    expect(within(dialog).getByRole('link', { name: 'Open in authenticator app' }).getAttribute('href')).toBe(
      'otpauth://totp/Steward:pat',
    );

    await user.type(within(dialog).getByLabelText('Authentication code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));

    const codes = await screen.findByRole('alertdialog', { name: 'Save your recovery codes' });
    await waitFor(() => expect(codes.contains(document.activeElement)).toBe(true));
    expect(calls(fetchMock, 'POST', '/api/security/totp/confirm')).toHaveLength(1);
    const [, init] = calls(fetchMock, 'POST', '/api/security/totp/confirm')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ code: '123456' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(within(codes).getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(within(codes).getByRole('button', { name: 'Copy' })).toBeTruthy();

    const close = within(codes).getByRole('button', { name: 'Close' });
    expect((close as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Save your recovery codes' })).toBeTruthy();

    await user.click(within(codes).getByLabelText('I have saved these codes'));
    expect((close as HTMLButtonElement).disabled).toBe(false);
    await user.click(close);

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await within(section('Authenticator app')).findByText('On')).toBeTruthy();
    expect(screen.queryByText(/Your organization requires two-step verification/)).toBeNull();
  });

  it('shows the server’s reason for a wrong code and keeps the dialog open', async () => {
    const { user } = renderSecurity(NOT_ENROLLED, {
      'POST /api/security/totp/setup': {
        body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Steward:pat', qrSvg: QR_SVG },
      },
      'POST /api/security/totp/confirm': apiError(
        401,
        'unauthorized',
        'That code is not right. Check your authenticator app and try again.',
      ),
    });

    await user.click(
      await within(await findSection('Authenticator app')).findByRole('button', { name: 'Set up' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Set up an authenticator app' });
    await user.type(await within(dialog).findByLabelText('Authentication code'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'That code is not right. Check your authenticator app and try again.',
    );
    expect(within(dialog).getByLabelText('Authentication code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows a new set of recovery codes once the password confirms it', async () => {
    const { fetchMock, user } = renderSecurity(OVERVIEW, {
      'POST /api/security/recovery-codes': withPassword({ body: { recoveryCodes: RECOVERY_CODES } }),
    });

    await user.click(
      await within(await findSection('Recovery codes')).findByRole('button', { name: 'Create new codes' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Create new recovery codes?' });
    expect(within(confirm).getByText(/current recovery codes will stop working/)).toBeTruthy();
    expect(calls(fetchMock, 'POST', '/api/security/recovery-codes')).toHaveLength(0);
    await user.type(within(confirm).getByLabelText('Your password'), 'correct horse');
    await user.click(within(confirm).getByRole('button', { name: 'Create new codes' }));

    const codes = await screen.findByRole('alertdialog', { name: 'Save your recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(bodies(fetchMock, 'POST', '/api/security/recovery-codes')).toEqual([
      { password: 'correct horse' },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Create new recovery codes?' })).toBeNull();
  });

  it('keeps the new recovery codes open until they are said to be saved: not Escape, not a click outside', async () => {
    const { user } = renderSecurity(OVERVIEW, {
      'POST /api/security/recovery-codes': withPassword({ body: { recoveryCodes: RECOVERY_CODES } }),
    });

    await user.click(
      await within(await findSection('Recovery codes')).findByRole('button', { name: 'Create new codes' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Create new recovery codes?' });
    await user.type(within(confirm).getByLabelText('Your password'), 'correct horse{Enter}');
    const codes = await screen.findByRole('alertdialog', { name: 'Save your recovery codes' });

    await user.keyboard('{Escape}');
    // A press outside the dialog (the page behind takes no pointer events while it is open).
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('alertdialog', { name: 'Save your recovery codes' })).toBe(codes);
    // The focus is in the codes dialog, not back on the page behind it.
    expect(codes.contains(document.activeElement)).toBe(true);

    await user.click(within(codes).getByLabelText('I have saved these codes'));
    await user.click(within(codes).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('sign-in and security page: passkeys', () => {
  it('hides "Add a passkey" and says why when the browser has no WebAuthn', async () => {
    renderSecurity(OVERVIEW);

    const passkeys = await findSection('Passkeys');
    expect(within(passkeys).getByText(/This browser cannot use passkeys/)).toBeTruthy();
    expect(within(passkeys).queryByRole('button', { name: 'Add a passkey' })).toBeNull();
  });

  it('names a passkey, runs the browser ceremony with the server’s options and saves it', async () => {
    supportWebAuthn();
    const options = { challenge: 'Y2hhbGxlbmdl', rp: { name: 'Steward' } };
    const registration = { id: 'cred-1', rawId: 'cred-1', type: 'public-key', response: {} };
    vi.mocked(startRegistration).mockResolvedValue(registration as never);
    const added: MockReply = {
      body: {
        passkey: { ...OVERVIEW.passkeys[0], id: '33333333-3333-4333-8333-333333333332', name: 'Phone' },
        recoveryCodes: null,
      },
    };
    const { fetchMock, user } = renderSecurity(OVERVIEW, {
      'POST /api/security/passkeys/options': { body: options },
      'POST /api/security/passkeys': added,
    });

    const passkeys = await findSection('Passkeys');
    expect(within(passkeys).queryByText(/This browser cannot use passkeys/)).toBeNull();
    await user.click(within(passkeys).getByRole('button', { name: 'Add a passkey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.type(within(dialog).getByLabelText('Name'), 'Phone');
    await user.type(within(dialog).getByLabelText('Your password'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Passkey “Phone” added')).toBeTruthy();
    expect(vi.mocked(startRegistration)).toHaveBeenCalledWith({ optionsJSON: options });
    expect(bodies(fetchMock, 'POST', '/api/security/passkeys/options')).toEqual([
      { password: 'correct horse' },
    ]);
    expect(bodies(fetchMock, 'POST', '/api/security/passkeys')).toEqual([
      { name: 'Phone', response: registration },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Add a passkey' })).toBeNull();
  });

  it('asks for the password before the browser’s prompt, and shows a refused one at its field', async () => {
    supportWebAuthn();
    vi.mocked(startRegistration)
      .mockClear()
      .mockResolvedValue({ id: 'cred-1', response: {} } as never);
    const { fetchMock, user } = renderSecurity(OVERVIEW, {
      // The server checks the password with the options, so a refused one never reaches the prompt.
      'POST /api/security/passkeys/options': withPassword({ body: { challenge: 'Y2hhbGxlbmdl' } }),
      'POST /api/security/passkeys': {
        body: { passkey: { ...OVERVIEW.passkeys[0], name: 'Phone' }, recoveryCodes: null },
      },
    });

    await user.click(
      await within(await findSection('Passkeys')).findByRole('button', { name: 'Add a passkey' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.type(within(dialog).getByLabelText('Name'), 'Phone');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    // No password: nothing asked of the browser or the server yet.
    const password = within(dialog).getByLabelText('Your password');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      SECURITY_MESSAGES.stepUpPasswordMissing,
    );
    expect(document.activeElement).toBe(password);
    expect(vi.mocked(startRegistration)).not.toHaveBeenCalled();
    expect(calls(fetchMock, 'POST', '/api/security/passkeys/options')).toHaveLength(0);

    await user.type(password, 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(SECURITY_MESSAGES.stepUpPasswordWrong),
    );
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toContain(
      within(dialog).getByText(SECURITY_MESSAGES.stepUpPasswordWrong).id,
    );
    expect(document.activeElement).toBe(password);
    expect(screen.getByRole('dialog', { name: 'Add a passkey' })).toBe(dialog);
    expect(vi.mocked(startRegistration)).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Passkey “Phone” added')).toBeTruthy();
  });

  it('removes a passkey with the password in the request’s body', async () => {
    const { fetchMock, user } = renderSecurity(OVERVIEW, {
      [`DELETE /api/security/passkeys/${OVERVIEW.passkeys[0]?.id}`]: withPassword({ status: 204 }),
    });

    await user.click(
      await within(await findSection('Passkeys')).findByRole('button', { name: 'Remove Work laptop' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove this passkey?' });
    await user.type(within(dialog).getByLabelText('Your password'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Passkey removed')).toBeTruthy();
    expect(bodies(fetchMock, 'DELETE', `/api/security/passkeys/${OVERVIEW.passkeys[0]?.id}`)).toEqual([
      { password: 'correct horse' },
    ]);
  });

  it('says the passkey was not added when the browser prompt is cancelled', async () => {
    supportWebAuthn();
    vi.mocked(startRegistration).mockRejectedValue(
      Object.assign(new Error('The operation either timed out or was not allowed.'), {
        name: 'NotAllowedError',
      }),
    );
    const { fetchMock, user } = renderSecurity(OVERVIEW, {
      'POST /api/security/passkeys/options': { body: { challenge: 'Y2hhbGxlbmdl' } },
    });

    await user.click(
      await within(await findSection('Passkeys')).findByRole('button', { name: 'Add a passkey' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add a passkey' });
    await user.type(within(dialog).getByLabelText('Name'), 'Phone');
    await user.type(within(dialog).getByLabelText('Your password'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The passkey was not added: the request was cancelled or timed out.',
    );
    expect(calls(fetchMock, 'POST', '/api/security/passkeys')).toHaveLength(0);
  });
});

describe('sign-in and security page: sessions', () => {
  it('signs out everywhere else with the password, and says how many sessions ended and devices were forgotten', async () => {
    const { fetchMock, user } = renderSecurity(OVERVIEW, {
      'POST /api/security/sign-out-others': withPassword({ body: { ended: 2, forgottenDevices: 3 } }),
    });

    const sessions = await findSection("Where you're signed in");
    expect(within(sessions).getByText(/also forgets your remembered devices/)).toBeTruthy();
    await user.click(within(sessions).getByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    expect(within(dialog).getByText(/every remembered device, this one too, is forgotten/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Your password'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));

    expect(
      await screen.findByText(
        'Signed out of 2 other sessions. 3 remembered devices were forgotten: each asks for the second step again.',
      ),
    ).toBeTruthy();
    expect(bodies(fetchMock, 'POST', '/api/security/sign-out-others')).toEqual([
      { password: 'correct horse' },
    ]);
    // The list is asked for again, so the ended sessions and the forgotten devices leave it.
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/security')).toHaveLength(2));
  });

  it('says one session and one device in the singular, and no devices when none were remembered', async () => {
    let answer = { ended: 1, forgottenDevices: 1 };
    const { user } = renderSecurity(OVERVIEW, {
      'POST /api/security/sign-out-others': () => ({ body: answer }),
    });

    async function signOutOthers() {
      await user.click(
        await within(await findSection("Where you're signed in")).findByRole('button', {
          name: 'Sign out everywhere else',
        }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
      await user.type(within(dialog).getByLabelText('Your password'), 'correct horse{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }

    await signOutOthers();
    expect(
      await screen.findByText(
        'Signed out of 1 other session. 1 remembered device was forgotten: it asks for the second step again.',
      ),
    ).toBeTruthy();
    answer = { ended: 2, forgottenDevices: 0 };
    await signOutOthers();
    expect(await screen.findByText('Signed out of 2 other sessions.')).toBeTruthy();
  });

  it('offers no "Sign out everywhere else" when this is the only session', async () => {
    renderSecurity({ ...OVERVIEW, sessions: OVERVIEW.sessions.filter((session) => session.current) });

    const sessions = await findSection("Where you're signed in");
    expect(within(sessions).queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });
});

describe('sign-in and security page: confirming it is you', () => {
  it('removes the authenticator app only with the right password, showing a refusal in the dialog', async () => {
    let overview = OVERVIEW;
    const { fetchMock, user } = renderSecurity(OVERVIEW, {
      'GET /api/security': () => ({ body: overview }),
      'DELETE /api/security/totp': (request) => {
        const answer = withPassword({ status: 204 })(request);
        if (answer.status === 204) overview = { ...OVERVIEW, totp: { enabled: false, enabledAt: null } };
        return answer;
      },
    });

    await user.click(
      await within(await findSection('Authenticator app')).findByRole('button', { name: 'Remove' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove the authenticator app?' });
    const password = within(dialog).getByLabelText('Your password');
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    // The field is where the dialog starts.
    expect(document.activeElement).toBe(password);

    // Empty: the server's own words, and nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(SECURITY_MESSAGES.stepUpPasswordMissing);
    expect(calls(fetchMock, 'DELETE', '/api/security/totp')).toHaveLength(0);

    await user.type(password, 'wrong horse');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(SECURITY_MESSAGES.stepUpPasswordWrong),
    );
    expect(screen.getByRole('dialog', { name: 'Remove the authenticator app?' })).toBe(dialog);
    expect(document.activeElement).toBe(password);
    expect(password.getAttribute('aria-invalid')).toBe('true');
    // Not a toast: the one place it says so is the dialog.
    expect(screen.getAllByText(SECURITY_MESSAGES.stepUpPasswordWrong)).toHaveLength(1);
    expect(within(section('Authenticator app')).getByText('On')).toBeTruthy();

    // The wrong password is selected: typing replaces it.
    await user.keyboard('correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Authenticator app removed')).toBeTruthy();
    expect(bodies(fetchMock, 'DELETE', '/api/security/totp')).toEqual([
      { password: 'wrong horse' },
      { password: 'correct horse' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(section('Authenticator app')).findByText('Not set up')).toBeTruthy();
  });

  it('starts afresh when the dialog is closed and opened again', async () => {
    const { user } = renderSecurity(OVERVIEW, {
      'DELETE /api/security/totp': withPassword({ status: 204 }),
    });

    const remove = await within(await findSection('Authenticator app')).findByRole('button', {
      name: 'Remove',
    });
    await user.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Remove the authenticator app?' });
    await user.type(within(dialog).getByLabelText('Your password'), 'wrong horse{Enter}');
    await within(dialog).findByText(SECURITY_MESSAGES.stepUpPasswordWrong);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(remove);

    await user.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Remove the authenticator app?' });
    expect((within(dialog).getByLabelText('Your password') as HTMLInputElement).value).toBe('');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('asks a member without a password for a code, and sends it as `code`', async () => {
    const { fetchMock, user } = renderSecurity(SSO_ONLY, {
      'POST /api/security/recovery-codes': (request) =>
        (request.body as { code?: string }).code === '123456'
          ? { body: { recoveryCodes: RECOVERY_CODES } }
          : apiError(403, 'forbidden', SECURITY_MESSAGES.stepUpCodeWrong),
    });

    await user.click(
      await within(await findSection('Recovery codes')).findByRole('button', { name: 'Create new codes' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create new recovery codes?' });
    expect(within(dialog).queryByLabelText('Your password')).toBeNull();
    const code = within(dialog).getByLabelText('Authentication or recovery code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await user.click(within(dialog).getByRole('button', { name: 'Create new codes' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(SECURITY_MESSAGES.stepUpCodeMissing);

    await user.type(code, '000000{Enter}');
    await within(dialog).findByText(SECURITY_MESSAGES.stepUpCodeWrong);
    expect(document.activeElement).toBe(code);
    await user.keyboard(' 123456 {Enter}');

    expect(await screen.findByRole('alertdialog', { name: 'Save your recovery codes' })).toBeTruthy();
    expect(bodies(fetchMock, 'POST', '/api/security/recovery-codes')).toEqual([
      { code: '000000' },
      { code: '123456' },
    ]);
  });

  it('asks nothing more of a member with neither, and shows "sign in again" in the dialog', async () => {
    const { fetchMock, user } = renderSecurity(NOTHING_TO_ASK, {
      [`DELETE /api/security/trusted-devices/${OVERVIEW.trustedDevices[0]?.id}`]: apiError(
        403,
        'forbidden',
        SECURITY_MESSAGES.stepUpSignInAgain,
      ),
    });

    await user.click(
      await within(await findSection('Remembered devices')).findByRole('button', {
        name: 'Forget Firefox on Windows',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Forget this device?' });
    expect(
      within(dialog).getByText(
        '“Firefox on Windows” will ask for the second step again at its next sign-in.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(dialog.querySelector('input')).toBeNull();
    // Nothing to type: the dialog starts on Cancel, so Enter at once does not forget the device.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Forget' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(SECURITY_MESSAGES.stepUpSignInAgain);
    expect(screen.getByRole('dialog', { name: 'Forget this device?' })).toBe(dialog);
    expect(
      bodies(fetchMock, 'DELETE', `/api/security/trusted-devices/${OVERVIEW.trustedDevices[0]?.id}`),
    ).toEqual([{}]);
  });

  it('forgets a remembered device with the password in the request’s body', async () => {
    const path = `/api/security/trusted-devices/${OVERVIEW.trustedDevices[0]?.id}`;
    const { fetchMock, user } = renderSecurity(OVERVIEW, {
      [`DELETE ${path}`]: withPassword({ status: 204 }),
    });

    await user.click(
      await within(await findSection('Remembered devices')).findByRole('button', {
        name: 'Forget Firefox on Windows',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Forget this device?' });
    await user.type(within(dialog).getByLabelText('Your password'), 'correct horse{Enter}');

    expect(await screen.findByText('Device forgotten: it will ask for the second step again')).toBeTruthy();
    expect(bodies(fetchMock, 'DELETE', path)).toEqual([{ password: 'correct horse' }]);
  });

  it('says when there are too many wrong tries, in the dialog', async () => {
    const wait = 'Too many attempts. Please wait 15 minutes and try again.';
    const { user } = renderSecurity(OVERVIEW, {
      'POST /api/security/sign-out-others': apiError(429, 'rate_limited', wait),
    });

    await user.click(
      await within(await findSection("Where you're signed in")).findByRole('button', {
        name: 'Sign out everywhere else',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    await user.type(within(dialog).getByLabelText('Your password'), 'guess{Enter}');

    expect((await within(dialog).findByRole('alert')).textContent).toBe(wait);
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Your password'));
  });
});

describe('sign-in and security page: linked accounts', () => {
  const path = `/api/security/identities/${OVERVIEW.identities[0]?.id}`;

  it('removes a linked account with the password, naming the providers the server offers', async () => {
    let overview = OVERVIEW;
    const { fetchMock, user } = renderSecurity(OVERVIEW, {
      'GET /api/app-info': {
        body: { ...APP_INFO, ssoProviders: ['google', 'oidc'], ssoProviderNames: { oidc: 'Authentik' } },
      },
      'GET /api/security': () => ({ body: overview }),
      [`DELETE ${path}`]: (request) => {
        const answer = withPassword({ status: 204 })(request);
        if (answer.status === 204) overview = { ...OVERVIEW, identities: [] };
        return answer;
      },
    });

    await user.click(
      await within(await findSection('Linked accounts')).findByRole('button', {
        name: 'Remove Google account pat@grace.test',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove this linked account?' });
    expect(
      within(dialog).getByText('Your Google account pat@grace.test will no longer sign you in to Steward.'),
    ).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Your password'), 'correct horse{Enter}');

    expect(await screen.findByText('Linked account removed')).toBeTruthy();
    expect(bodies(fetchMock, 'DELETE', path)).toEqual([{ password: 'correct horse' }]);
    expect(
      await within(section('Linked accounts')).findByText('No Google or Authentik account is linked.'),
    ).toBeTruthy();
    expect(
      within(section('Linked accounts')).getByText('Google and Authentik accounts you have signed in with.'),
    ).toBeTruthy();
  });

  it('keeps the only way in, saying why in the dialog', async () => {
    const { user } = renderSecurity(OVERVIEW, {
      [`DELETE ${path}`]: apiError(409, 'conflict', SECURITY_MESSAGES.lastWayIn),
    });

    await user.click(
      await within(await findSection('Linked accounts')).findByRole('button', {
        name: 'Remove Google account pat@grace.test',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove this linked account?' });
    await user.type(within(dialog).getByLabelText('Your password'), 'correct horse{Enter}');

    expect((await within(dialog).findByRole('alert')).textContent).toBe(SECURITY_MESSAGES.lastWayIn);
    expect(within(section('Linked accounts')).getByText('Google')).toBeTruthy();
  });
});

async function findSection(name: string): Promise<HTMLElement> {
  await screen.findByRole('heading', { level: 2, name });
  return section(name);
}
