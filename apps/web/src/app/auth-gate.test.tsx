import { SECURITY_MESSAGES } from '@steward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  APP_INFO,
  apiError,
  baseRoutes,
  DEMO_APP_INFO,
  type MockReply,
  mockApi,
  sessionFor,
} from '@/test/api-mock';
import { renderApp } from '@/test/render';

const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);

const TOTP_SETUP = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Steward:pat%40grace.test?secret=JBSWY3DPEHPK3PXP&issuer=Steward',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
};

/** The server's side of a member whose organisation requires a second factor they do not have. */
function mustEnrolServer(appInfo = APP_INFO) {
  let enrolled = false;
  const fetchMock = mockApi({
    ...baseRoutes(null, appInfo),
    'GET /api/auth/session': () => ({
      body: enrolled ? sessionFor('admin') : sessionFor('admin', { twoFactorSetupRequired: true }),
    }),
    'POST /api/security/totp/setup': { body: TOTP_SETUP },
    // The server ends the restricted session and sets a full one with this answer.
    'POST /api/security/totp/confirm': () => {
      enrolled = true;
      return { body: { recoveryCodes: RECOVERY_CODES } };
    },
    'POST /api/auth/sign-out': { status: 204 },
  });
  return fetchMock;
}

function requestedPaths(fetchMock: ReturnType<typeof mockApi>): string[] {
  return fetchMock.mock.calls.map(([url]) => String(url));
}

describe('auth gate: two-step verification required', () => {
  it('shows the enrolment screen instead of the shell, then opens the app once enrolled', async () => {
    const fetchMock = mustEnrolServer();
    const { user } = renderApp('/documents');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up two-step verification' }),
    ).toBeTruthy();
    expect(screen.getByText(SECURITY_MESSAGES.mustEnrol)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Set up two-step verification · Steward'));

    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up an authenticator app' });
    await user.type(await within(dialog).findByLabelText('Authentication code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));

    // The codes come first: the app must not replace the screen while they are shown.
    const codes = await screen.findByRole('alertdialog', { name: 'Save your recovery codes' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    await user.click(within(codes).getByLabelText('I have saved these codes'));
    await user.click(within(codes).getByRole('button', { name: 'Close' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(requestedPaths(fetchMock).filter((path) => path === '/api/auth/session')).toHaveLength(2);
    // Nothing of the app was asked for while the session was restricted to enrolment.
    const beforeEnrolment = requestedPaths(fetchMock).slice(
      0,
      requestedPaths(fetchMock).lastIndexOf('/api/auth/session'),
    );
    expect(beforeEnrolment.filter((path) => !/^\/api\/(auth|security|app-info)(\/|$)/.test(path))).toEqual(
      [],
    );
  });

  it('keeps the demo banner of the sign-in screen before it in demo mode, and only then', async () => {
    mustEnrolServer(DEMO_APP_INFO);
    const { unmount } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Set up two-step verification' });
    expect(await screen.findByText('Portfolio Demo Mode')).toBeTruthy();
    unmount();

    mustEnrolServer();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Set up two-step verification' });
    expect(screen.queryByText('Portfolio Demo Mode')).toBeNull();
  });

  it('offers a passkey in a browser that has WebAuthn', async () => {
    vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {});
    mustEnrolServer();
    renderApp('/');

    expect(await screen.findByRole('button', { name: 'Add a passkey' })).toBeTruthy();
    expect(screen.queryByText(/This browser cannot use passkeys/)).toBeNull();
  });

  it('says why there is no passkey way in a browser without WebAuthn, and lets the member sign out', async () => {
    mustEnrolServer();
    const { user } = renderApp('/');

    expect(await screen.findByText(/This browser cannot use passkeys/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Steward' })).toBeTruthy();
  });

  it('opens the app straight away for a session without the requirement', async () => {
    mockApi(baseRoutes(sessionFor('admin', { twoFactorSetupRequired: false })));
    renderApp('/documents');

    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Set up two-step verification' })).toBeNull();
  });

  it('keeps the enrolment screen when the code is refused', async () => {
    mockApi({
      ...baseRoutes(sessionFor('admin', { twoFactorSetupRequired: true })),
      'POST /api/security/totp/setup': { body: TOTP_SETUP },
      'POST /api/security/totp/confirm': apiError(401, 'unauthorized', SECURITY_MESSAGES.wrongCode),
    });
    const { user } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Set up an authenticator app' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up an authenticator app' });
    await user.type(await within(dialog).findByLabelText('Authentication code'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(SECURITY_MESSAGES.wrongCode);
    // Behind the open dialog (hidden from the accessibility tree while it is modal).
    expect(
      screen.getByRole('heading', { level: 1, name: 'Set up two-step verification', hidden: true }),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation', hidden: true })).toBeNull();
  });
});

const HELD = apiError(403, 'enrolment_required', SECURITY_MESSAGES.mustEnrol);

/**
 * The server's side of a member signed in before their organisation's two-step rule covered them:
 * once `turnOn` is called (an admin saved the rule), the session says they must enrol, and every
 * call of the app answers enrolment_required.
 */
function policyTurnedOnServer(routes: Parameters<typeof mockApi>[0] = {}) {
  let held = false;
  const heldOr = (reply: MockReply) => (): MockReply => (held ? HELD : reply);
  const fetchMock = mockApi({
    ...baseRoutes(null),
    'GET /api/auth/session': () => ({
      body: sessionFor('user', held ? { twoFactorSetupRequired: true } : {}),
    }),
    'GET /api/documents': heldOr({ body: { items: [], total: 0, page: 1, pageSize: 25 } }),
    ...routes,
  });
  return {
    fetchMock,
    turnOn: () => {
      held = true;
    },
  };
}

describe('auth gate: a policy turned on while the member is signed in', () => {
  it('sends them to enrolment at their next click, once a call answers that it is due', async () => {
    const { fetchMock, turnOn } = policyTurnedOnServer();
    const { user } = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(requestedPaths(fetchMock).filter((path) => path === '/api/auth/session')).toHaveLength(1);

    turnOn();
    await user.click(within(nav).getByRole('link', { name: 'Document Center' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up two-step verification' }),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(requestedPaths(fetchMock).filter((path) => path === '/api/auth/session')).toHaveLength(2);
  });

  it('does the same when what answers it is a change the member makes', async () => {
    const member = {
      id: '33333333-3333-4333-8333-333333333333',
      email: 'sam@grace.test',
      fullName: 'Sam Lee',
      role: 'user',
      isActive: true,
      isCounter: false,
      lastLoginAt: null,
      createdAt: '2025-02-10T12:00:00.000Z',
      isCurrentUser: false,
      can: { changeRole: true, deactivate: true, reactivate: false },
    };
    let held = false;
    mockApi({
      ...baseRoutes(null),
      'GET /api/auth/session': () => ({
        body: sessionFor('master_admin', held ? { twoFactorSetupRequired: true } : {}),
      }),
      'GET /api/members': { body: { items: [member] } },
      'GET /api/invitations': { body: { items: [] } },
      'GET /api/audit': { body: { items: [], total: 0, page: 1, pageSize: 25 } },
      'GET /api/security/policy': {
        body: {
          twoFactorRequiredFor: 'everyone',
          ssoDomains: [],
          ssoOnly: false,
          ssoCountsAsSecondFactor: false,
          twoFactorGraceUntil: null,
          ssoProviders: [],
        },
      },
      'GET /api/security/members': { body: { items: [] } },
      // Another master admin's rule holds this one too; the page's reads came before it.
      [`PATCH /api/members/${member.id}/role`]: () => {
        held = true;
        return HELD;
      },
    });
    const { user } = renderApp('/users');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role for Sam Lee' }), 'Admin');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up two-step verification' }),
    ).toBeTruthy();
    expect(screen.getByText(SECURITY_MESSAGES.mustEnrol)).toBeTruthy();
  });

  it('leaves the session alone for any other refusal', async () => {
    const { fetchMock } = policyTurnedOnServer({
      'GET /api/documents': apiError(403, 'forbidden', 'You do not have access to this'),
    });
    renderApp('/documents');

    expect(await screen.findByText(/You do not have access to this/)).toBeTruthy();
    expect(requestedPaths(fetchMock).filter((path) => path === '/api/auth/session')).toHaveLength(1);
  });
});
