import { startRegistration } from '@simplewebauthn/browser';
import type { SecurityOverview } from '@steward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, baseRoutes, type MockReply, mockApi, sessionFor } from '@/test/api-mock';
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
  identities: [{ provider: 'google', email: 'pat@grace.test', createdAt: '2026-02-20T09:00:00.000Z' }],
  required: false,
};

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

function section(name: string): HTMLElement {
  return screen.getByRole('heading', { level: 2, name }).closest('.rounded-xl') as HTMLElement;
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

    expect(within(section('Authenticator app')).getByText('On')).toBeTruthy();
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
    expect(within(linked).queryByRole('button')).toBeNull();
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

    await user.type(within(dialog).getByLabelText('Authentication code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));

    const codes = await screen.findByRole('alertdialog', { name: 'Save your recovery codes' });
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

  it('shows a new set of recovery codes after asking to confirm', async () => {
    const { fetchMock, user } = renderSecurity(OVERVIEW, {
      'POST /api/security/recovery-codes': { body: { recoveryCodes: RECOVERY_CODES } },
    });

    await user.click(
      await within(await findSection('Recovery codes')).findByRole('button', { name: 'Create new codes' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Create new recovery codes?' });
    expect(within(confirm).getByText(/current recovery codes will stop working/)).toBeTruthy();
    expect(calls(fetchMock, 'POST', '/api/security/recovery-codes')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Create new codes' }));

    const codes = await screen.findByRole('alertdialog', { name: 'Save your recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(calls(fetchMock, 'POST', '/api/security/recovery-codes')).toHaveLength(1);
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
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Passkey “Phone” added')).toBeTruthy();
    expect(vi.mocked(startRegistration)).toHaveBeenCalledWith({ optionsJSON: options });
    const [, init] = calls(fetchMock, 'POST', '/api/security/passkeys')[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'Phone', response: registration });
    expect(screen.queryByRole('dialog', { name: 'Add a passkey' })).toBeNull();
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
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The passkey was not added: the request was cancelled or timed out.',
    );
    expect(calls(fetchMock, 'POST', '/api/security/passkeys')).toHaveLength(0);
  });
});

describe('sign-in and security page: sessions', () => {
  it('signs out everywhere else and says how many sessions ended', async () => {
    const { fetchMock, user } = renderSecurity(OVERVIEW, {
      'POST /api/security/sign-out-others': { body: { ended: 2 } },
    });

    await user.click(
      await within(await findSection("Where you're signed in")).findByRole('button', {
        name: 'Sign out everywhere else',
      }),
    );

    expect(await screen.findByText('Signed out of 2 other sessions')).toBeTruthy();
    expect(calls(fetchMock, 'POST', '/api/security/sign-out-others')).toHaveLength(1);
    // The list is asked for again, so the ended sessions leave it.
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/security')).toHaveLength(2));
  });

  it('offers no "Sign out everywhere else" when this is the only session', async () => {
    renderSecurity({ ...OVERVIEW, sessions: OVERVIEW.sessions.filter((session) => session.current) });

    const sessions = await findSection("Where you're signed in");
    expect(within(sessions).queryByRole('button', { name: 'Sign out everywhere else' })).toBeNull();
  });
});

async function findSection(name: string): Promise<HTMLElement> {
  await screen.findByRole('heading', { level: 2, name });
  return section(name);
}
