import {
  type Member,
  type MemberSecurity,
  SECURITY_MESSAGES,
  type SecurityPolicy,
  type SessionResponse,
} from '@steward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, baseRoutes, type MockReply, mockApi, sessionFor } from '@/test/api-mock';
import { renderApp } from '@/test/render';

const ME: Member = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'pat@grace.test',
  fullName: 'Pat Jones',
  role: 'master_admin',
  isActive: true,
  isCounter: false,
  lastLoginAt: '2025-03-07T12:00:00.000Z',
  createdAt: '2025-01-02T12:00:00.000Z',
  isCurrentUser: true,
  can: { changeRole: false, deactivate: false, reactivate: false },
};
const SAM: Member = {
  ...ME,
  id: '33333333-3333-4333-8333-333333333333',
  email: 'sam@grace.test',
  fullName: 'Sam Lee',
  role: 'admin',
  isCurrentUser: false,
  can: { changeRole: true, deactivate: true, reactivate: false },
};
const KIM: Member = {
  ...SAM,
  id: '44444444-4444-4444-8444-444444444444',
  email: 'kim@grace.test',
  fullName: 'Kim Park',
  role: 'user',
};

const SECURITY: MemberSecurity = {
  items: [
    { userId: ME.id, totp: true, passkeys: 2, enrolled: true },
    { userId: SAM.id, totp: true, passkeys: 0, enrolled: true },
    { userId: KIM.id, totp: false, passkeys: 0, enrolled: false },
  ],
};

const POLICY: SecurityPolicy = {
  twoFactorRequiredFor: 'admins',
  ssoDomains: [],
  ssoOnly: false,
  ssoCountsAsSecondFactor: false,
  twoFactorGraceUntil: null,
  ssoProviders: [],
};
const SSO_POLICY: SecurityPolicy = {
  ...POLICY,
  ssoDomains: ['grace.test'],
  ssoProviders: ['google', 'microsoft'],
};

type Routes = Parameters<typeof mockApi>[0];

// Sonner keeps toasts in a module-wide store and replays any not dismissed to the next Toaster, so a
// toast of one test would otherwise answer for the next.
afterEach(() => {
  toast.dismiss();
});

/** The Users page of `session`'s organisation, with the sign-in policy and who has two-step verification. */
function usersApi(
  {
    session = sessionFor('master_admin'),
    policy = POLICY,
  }: { session?: SessionResponse; policy?: SecurityPolicy } = {},
  extra: Routes = {},
) {
  return mockApi({
    ...baseRoutes(session),
    'GET /api/members': { body: { items: [ME, SAM, KIM] } },
    'GET /api/invitations': { body: { items: [] } },
    'GET /api/audit': { body: { items: [], total: 0, page: 1, pageSize: 25 } },
    'GET /api/security/policy': { body: policy },
    'GET /api/security/members': { body: SECURITY },
    ...extra,
  });
}

function calls(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url) === path,
  );
}

function sentBody(fetchMock: ReturnType<typeof mockApi>, method: string, path: string): unknown {
  return JSON.parse(String(calls(fetchMock, method, path)[0]?.[1]?.body));
}

async function policyForm() {
  return within(await screen.findByRole('form', { name: 'Sign-in policy' }));
}

function rowOf(name: string): HTMLElement {
  const table = within(screen.getByRole('region', { name: 'Members' }));
  const row = table.getAllByRole('row').find((candidate) => candidate.textContent?.includes(name));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

describe('users: the sign-in policy card', () => {
  it('shows the saved policy and saves a new requirement, saying so', async () => {
    const fetchMock = usersApi(
      {},
      { 'PUT /api/security/policy': { body: { ...POLICY, twoFactorRequiredFor: 'everyone' } } },
    );
    const { user } = renderApp('/users');

    const form = await policyForm();
    const group = form.getByRole('group', { name: 'Require two-step verification for' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect((within(group).getByRole('radio', { name: 'Admins' }) as HTMLInputElement).checked).toBe(true);
    expect((within(group).getByRole('radio', { name: 'Nobody' }) as HTMLInputElement).checked).toBe(false);

    await user.click(within(group).getByRole('radio', { name: 'Everyone' }));
    await user.click(form.getByRole('button', { name: 'Save policy' }));

    expect(await screen.findByText('Sign-in policy saved')).toBeTruthy();
    expect(sentBody(fetchMock, 'PUT', '/api/security/policy')).toEqual({
      twoFactorRequiredFor: 'everyone',
      twoFactorGraceDays: 0,
      ssoDomains: [],
      ssoOnly: false,
      ssoCountsAsSecondFactor: false,
    });
    expect((form.getByRole('radio', { name: 'Everyone' }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers no single sign-on options where the server has no provider', async () => {
    usersApi();
    renderApp('/users');

    const form = await policyForm();
    expect(form.getByRole('radio', { name: 'Admins' })).toBeTruthy();
    expect(form.queryByLabelText(/Allowed email domains/)).toBeNull();
    expect(form.queryByRole('checkbox')).toBeNull();
    expect(form.queryByText(/single sign-on/i)).toBeNull();
  });

  it('saves the allowed domains as a list, in lower case and each once, with both single sign-on choices', async () => {
    const fetchMock = usersApi(
      { policy: SSO_POLICY },
      {
        'PUT /api/security/policy': ({ body }): MockReply => ({
          body: { ...SSO_POLICY, ...(body as object) },
        }),
      },
    );
    const { user } = renderApp('/users');

    const form = await policyForm();
    expect(form.getByText('Members can sign in with Google or Microsoft.')).toBeTruthy();
    const domains = form.getByLabelText(/Allowed email domains/) as HTMLTextAreaElement;
    expect(domains.value).toBe('grace.test');
    const only = form.getByRole('checkbox', {
      name: 'Members sign in only with single sign-on (master admins keep their password)',
    }) as HTMLInputElement;
    const second = form.getByRole('checkbox', {
      name: 'Count single sign-on as the second step (the provider asks for its own)',
    }) as HTMLInputElement;
    expect(only.checked).toBe(false);
    expect(second.checked).toBe(false);

    await user.clear(domains);
    await user.type(domains, 'Grace.test, @grace-church.org{Enter}GRACE.TEST');
    await user.click(only);
    await user.click(second);
    await user.click(form.getByRole('button', { name: 'Save policy' }));

    expect(await screen.findByText('Sign-in policy saved')).toBeTruthy();
    expect(sentBody(fetchMock, 'PUT', '/api/security/policy')).toEqual({
      twoFactorRequiredFor: 'admins',
      twoFactorGraceDays: 0,
      ssoDomains: ['grace.test', 'grace-church.org'],
      ssoOnly: true,
      ssoCountsAsSecondFactor: true,
    });
    // The field now holds the domains as the server keeps them.
    expect(domains.value).toBe('grace.test\ngrace-church.org');
  });

  it('names a domain that is not one, and sends nothing', async () => {
    const fetchMock = usersApi({ policy: SSO_POLICY });
    const { user } = renderApp('/users');

    const form = await policyForm();
    const domains = form.getByLabelText(/Allowed email domains/);
    await user.type(domains, ', grace church.org');
    await user.click(form.getByRole('button', { name: 'Save policy' }));

    expect(await form.findByText('"grace church.org": Enter a domain such as example.org')).toBeTruthy();
    expect(domains.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(domains);
    expect(calls(fetchMock, 'PUT', '/api/security/policy')).toHaveLength(0);
  });

  it('shows the server’s refusal in the card', async () => {
    usersApi(
      { policy: SSO_POLICY },
      { 'PUT /api/security/policy': apiError(400, 'bad_request', SECURITY_MESSAGES.ssoNotConfigured) },
    );
    const { user } = renderApp('/users');

    const form = await policyForm();
    await user.click(form.getByRole('checkbox', { name: /only with single sign-on/ }));
    await user.click(form.getByRole('button', { name: 'Save policy' }));

    expect((await form.findByRole('alert')).textContent).toBe(SECURITY_MESSAGES.ssoNotConfigured);
    expect(screen.queryByText('Sign-in policy saved')).toBeNull();
  });

  it('turns "only with single sign-on" off where the server no longer offers it, and says so first', async () => {
    const fetchMock = usersApi(
      { policy: { ...POLICY, ssoOnly: true } },
      { 'PUT /api/security/policy': { body: POLICY } },
    );
    const { user } = renderApp('/users');

    const form = await policyForm();
    expect(form.getByText(/which this server no longer offers/)).toBeTruthy();
    await user.click(form.getByRole('button', { name: 'Save policy' }));

    await waitFor(() => expect(calls(fetchMock, 'PUT', '/api/security/policy')).toHaveLength(1));
    expect(sentBody(fetchMock, 'PUT', '/api/security/policy')).toMatchObject({ ssoOnly: false });
    await waitFor(() => expect(form.queryByText(/which this server no longer offers/)).toBeNull());
  });

  it('is there for an admin too', async () => {
    usersApi({ session: sessionFor('admin') });
    renderApp('/users');

    expect(await policyForm()).toBeTruthy();
  });
});

// Two more for the rule's count: an admin without a second factor, and a deactivated one (not counted).
const ALEX: Member = {
  ...SAM,
  id: '55555555-5555-4555-8555-555555555555',
  email: 'alex@grace.test',
  fullName: null,
  role: 'admin',
};
const GONE: Member = {
  ...SAM,
  id: '66666666-6666-4666-8666-666666666666',
  email: 'gone@grace.test',
  fullName: 'Gone Away',
  isActive: false,
};
const EVERYONE: Routes = {
  'GET /api/members': { body: { items: [ME, SAM, KIM, ALEX, GONE] } },
  'GET /api/security/members': {
    body: {
      items: [
        ...SECURITY.items,
        { userId: ALEX.id, totp: false, passkeys: 0, enrolled: false },
        { userId: GONE.id, totp: false, passkeys: 0, enrolled: false },
      ],
    },
  },
};

/** Midday UTC, so the dates read the same in any test time zone; 14 days on is Dec 16, 2026. */
const NOW = new Date('2026-12-02T12:00:00.000Z');

describe('users: whom the two-step rule covers, before it is saved', () => {
  beforeEach(() => {
    // Only the clock: the page's timers and the user's typing run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function coverage(form: ReturnType<typeof within>) {
    return form.getByRole('status');
  }

  it('sits above the members and their two-step status', async () => {
    usersApi();
    renderApp('/users');

    const policy = await screen.findByRole('form', { name: 'Sign-in policy' });
    const members = screen.getByRole('region', { name: 'Members' });
    expect(policy.compareDocumentPosition(members) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('counts the active members the rule chosen covers, and those without a second factor, as the admin picks', async () => {
    usersApi({ policy: { ...POLICY, twoFactorRequiredFor: 'nobody' } }, EVERYONE);
    const { user } = renderApp('/users');

    const form = await policyForm();
    // Nobody: nothing to say, but the live region is there to say the next choice.
    expect(coverage(form).textContent).toBe('');

    await user.click(form.getByRole('radio', { name: 'Admins' }));
    await waitFor(() =>
      expect(coverage(form).textContent).toBe(
        'This applies to 3 admins; 1 has not set up two-step verification and will be asked to at their next step.',
      ),
    );
    await user.click(form.getByRole('radio', { name: 'Everyone' }));
    expect(coverage(form).textContent).toBe(
      'This applies to 4 members; 2 have not set up two-step verification and will be asked to at their next step.',
    );
    await user.click(form.getByRole('radio', { name: 'Nobody' }));
    expect(coverage(form).textContent).toBe('');
  });

  it('offers a grace period when the rule widens, says its end in the count, and sends it', async () => {
    const fetchMock = usersApi(
      { policy: { ...POLICY, twoFactorRequiredFor: 'nobody' } },
      {
        ...EVERYONE,
        'PUT /api/security/policy': {
          body: {
            ...POLICY,
            twoFactorRequiredFor: 'everyone',
            twoFactorGraceUntil: '2026-12-16T12:00:00.000Z',
          },
        },
      },
    );
    const { user } = renderApp('/users');

    const form = await policyForm();
    expect(form.queryByLabelText('Grace period')).toBeNull();
    await user.click(form.getByRole('radio', { name: 'Everyone' }));
    const grace = form.getByLabelText('Grace period') as HTMLSelectElement;
    expect(grace.value).toBe('0');
    expect(
      within(grace)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None', '1 day', ...Array.from({ length: 13 }, (_, i) => `${i + 2} days`)]);
    expect(document.getElementById(grace.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Members it covers can keep working for this many days before they must set it up',
    );

    await user.selectOptions(grace, '14');
    expect(coverage(form).textContent).toBe(
      'This applies to 4 members; 2 have not set up two-step verification and will be asked to from Dec 16, 2026.',
    );
    await user.click(form.getByRole('button', { name: 'Save policy' }));

    expect(await screen.findByText('Sign-in policy saved')).toBeTruthy();
    expect(sentBody(fetchMock, 'PUT', '/api/security/policy')).toMatchObject({
      twoFactorRequiredFor: 'everyone',
      twoFactorGraceDays: 14,
    });
    // Saved: the rule no longer widens, so no grace to choose; the one running is shown instead.
    await waitFor(() => expect(form.queryByLabelText('Grace period')).toBeNull());
    expect(form.getByText('Grace period until Dec 16, 2026.')).toBeTruthy();
  });

  it('offers no grace period for a rule that does not widen the saved one, and sends none', async () => {
    const fetchMock = usersApi(
      { policy: { ...POLICY, twoFactorRequiredFor: 'everyone' } },
      { ...EVERYONE, 'PUT /api/security/policy': { body: POLICY } },
    );
    const { user } = renderApp('/users');

    const form = await policyForm();
    expect(form.queryByLabelText('Grace period')).toBeNull();
    await user.click(form.getByRole('radio', { name: 'Admins' }));
    expect(form.queryByLabelText('Grace period')).toBeNull();
    expect(coverage(form).textContent).toBe(
      'This applies to 3 admins; 1 has not set up two-step verification and will be asked to at their next step.',
    );
    await user.click(form.getByRole('button', { name: 'Save policy' }));

    await waitFor(() => expect(calls(fetchMock, 'PUT', '/api/security/policy')).toHaveLength(1));
    expect(sentBody(fetchMock, 'PUT', '/api/security/policy')).toMatchObject({
      twoFactorRequiredFor: 'admins',
      twoFactorGraceDays: 0,
    });
  });

  it('sends no grace period chosen for a wider rule the admin then stepped back from', async () => {
    const fetchMock = usersApi(
      { policy: { ...POLICY, twoFactorRequiredFor: 'admins' } },
      { ...EVERYONE, 'PUT /api/security/policy': { body: POLICY } },
    );
    const { user } = renderApp('/users');

    const form = await policyForm();
    await user.click(form.getByRole('radio', { name: 'Everyone' }));
    await user.selectOptions(form.getByLabelText('Grace period'), '5');
    await user.click(form.getByRole('radio', { name: 'Admins' }));
    await user.click(form.getByRole('button', { name: 'Save policy' }));

    await waitFor(() => expect(calls(fetchMock, 'PUT', '/api/security/policy')).toHaveLength(1));
    expect(sentBody(fetchMock, 'PUT', '/api/security/policy')).toMatchObject({ twoFactorGraceDays: 0 });
  });

  it('says until when a grace runs, and who among those it covers has not set it up yet', async () => {
    usersApi(
      {
        policy: {
          ...POLICY,
          twoFactorRequiredFor: 'everyone',
          twoFactorGraceUntil: '2026-12-16T12:00:00.000Z',
        },
      },
      EVERYONE,
    );
    renderApp('/users');

    const form = await policyForm();
    expect(await form.findByText('Grace period until Dec 16, 2026.')).toBeTruthy();
    const waiting = form.getByRole('list', { name: 'Not set up yet (2):' });
    expect(
      within(waiting)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Kim Parkkim@grace.test', 'alex@grace.test']);
    // The count of the saved rule says the same date.
    expect(coverage(form).textContent).toBe(
      'This applies to 4 members; 2 have not set up two-step verification and will be asked to from Dec 16, 2026.',
    );
  });

  it('says when everyone a running grace covers has set it up, and nothing of a grace that is over', async () => {
    usersApi({ policy: { ...POLICY, twoFactorGraceUntil: '2026-12-16T12:00:00.000Z' } });
    const { unmount } = renderApp('/users');
    const form = await policyForm();
    expect(await form.findByText('Everyone it covers has set it up.')).toBeTruthy();
    expect(coverage(form).textContent).toBe(
      'This applies to 2 admins; all have set up two-step verification.',
    );
    unmount();

    usersApi({ policy: { ...POLICY, twoFactorGraceUntil: '2026-12-01T12:00:00.000Z' } }, EVERYONE);
    renderApp('/users');
    const later = await policyForm();
    await waitFor(() => expect(coverage(later).textContent).toContain('at their next step'));
    expect(later.queryByText(/Grace period until/)).toBeNull();
  });
});

describe('users: two-step verification of each member', () => {
  it('says On (with the methods) or Off in words, in its own column', async () => {
    usersApi();
    renderApp('/users');

    await screen.findByRole('region', { name: 'Members' });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toContain('Two-step');
    await waitFor(() => expect(within(rowOf('Pat Jones')).getByText('On')).toBeTruthy());
    expect(within(rowOf('Pat Jones')).getByText('Authenticator app, 2 passkeys')).toBeTruthy();
    expect(within(rowOf('Sam Lee')).getByText('On')).toBeTruthy();
    expect(within(rowOf('Kim Park')).getByText('Off')).toBeTruthy();
  });

  it('shows the same on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    usersApi();
    renderApp('/users');

    const members = within(await screen.findByRole('region', { name: 'Members' }));
    const [, sam, kim] = members.getAllByRole('listitem') as HTMLElement[];
    await waitFor(() => expect(within(sam as HTMLElement).getByText('On')).toBeTruthy());
    expect(within(sam as HTMLElement).getByText('Two-step')).toBeTruthy();
    expect(within(kim as HTMLElement).getByText('Off')).toBeTruthy();
    expect(within(sam as HTMLElement).getByRole('button', { name: 'More actions for Sam Lee' })).toBeTruthy();
  });
});

describe('users: resetting a member’s two-step verification', () => {
  it('is offered to the master admin on every other row, and only where there is something to reset', async () => {
    usersApi();
    const { user } = renderApp('/users');

    await waitFor(() => expect(within(rowOf('Kim Park')).getByText('Off')).toBeTruthy());
    expect(within(rowOf('Pat Jones')).queryByRole('button')).toBeNull();

    await user.click(within(rowOf('Sam Lee')).getByRole('button', { name: 'More actions for Sam Lee' }));
    const samItem = await screen.findByRole('menuitem', { name: 'Reset two-step verification' });
    expect(samItem.getAttribute('aria-disabled')).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    // Kim has not set it up: the item is there, disabled, and says why.
    await user.click(within(rowOf('Kim Park')).getByRole('button', { name: 'More actions for Kim Park' }));
    const kimItem = await screen.findByRole('menuitem', { name: 'Reset two-step verification' });
    expect(kimItem.getAttribute('aria-disabled')).toBe('true');
    expect(kimItem.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(kimItem.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Not set up',
    );
    await user.click(kimItem);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('is not offered to an admin', async () => {
    usersApi({ session: sessionFor('admin') });
    renderApp('/users');

    await waitFor(() => expect(within(rowOf('Sam Lee')).getByText('On')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /More actions/ })).toBeNull();
  });

  it('asks first, saying what goes, then resets and says so', async () => {
    let security = SECURITY;
    const fetchMock = usersApi(
      {},
      {
        'GET /api/security/members': () => ({ body: security }),
        [`POST /api/security/members/${SAM.id}/reset`]: (): MockReply => {
          security = {
            items: security.items.map((item) =>
              item.userId === SAM.id ? { ...item, totp: false, enrolled: false } : item,
            ),
          };
          return { status: 204 };
        },
      },
    );
    const { user } = renderApp('/users');

    const more = await screen.findByRole('button', { name: 'More actions for Sam Lee' });
    // By keyboard: the menu opens on Enter with its item focused.
    more.focus();
    await user.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Reset two-step verification' });
    await waitFor(() => expect(document.activeElement).toBe(item));
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Reset two-step verification for Sam Lee?',
    });
    const text = dialog.textContent ?? '';
    expect(text).toContain("Sam Lee's authenticator app, passkeys, recovery codes and remembered devices");
    expect(text).toContain('signs them out everywhere');
    expect(text).toContain('They are emailed');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More actions for Sam Lee' }));
    expect(calls(fetchMock, 'POST', `/api/security/members/${SAM.id}/reset`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'More actions for Sam Lee' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reset two-step verification' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Reset two-step verification',
      }),
    );

    expect(await screen.findByText('Two-step verification reset for Sam Lee')).toBeTruthy();
    expect(calls(fetchMock, 'POST', `/api/security/members/${SAM.id}/reset`)).toHaveLength(1);
    // Re-read: Sam is Off now; the focus is back on the row's menu, which stays.
    await waitFor(() => expect(within(rowOf('Sam Lee')).getByText('Off')).toBeTruthy());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'More actions for Sam Lee' }));
  });

  it('says why a reset failed', async () => {
    usersApi(
      {},
      {
        [`POST /api/security/members/${SAM.id}/reset`]: apiError(404, 'not_found', 'Member not found'),
      },
    );
    const { user } = renderApp('/users');

    await user.click(await screen.findByRole('button', { name: 'More actions for Sam Lee' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reset two-step verification' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Reset two-step verification',
      }),
    );

    expect(await screen.findByText('Failed to reset two-step verification: Member not found')).toBeTruthy();
  });
});
