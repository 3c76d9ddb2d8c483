import type { AuditPage, CreatedInvitation, Invitation, Member, SessionResponse } from '@steward/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, baseRoutes, type MockReply, mockApi, sessionFor } from '@/test/api-mock';
import { renderApp } from '@/test/render';

const NO_ACTIONS = { changeRole: false, deactivate: false, reactivate: false };

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
  can: NO_ACTIONS,
};

const SAM: Member = {
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

const ALEX: Member = {
  id: '44444444-4444-4444-8444-444444444444',
  email: 'alex@grace.test',
  fullName: null,
  role: 'admin',
  isActive: false,
  isCounter: false,
  lastLoginAt: null,
  createdAt: '2025-02-11T12:00:00.000Z',
  isCurrentUser: false,
  can: { changeRole: true, deactivate: false, reactivate: true },
};

const INVITATION: Invitation = {
  id: '55555555-5555-4555-8555-555555555555',
  email: 'kim@grace.test',
  fullName: 'Kim Park',
  role: 'user',
  invitedBy: { email: 'pat@grace.test', fullName: 'Pat Jones' },
  createdAt: '2025-03-01T12:00:00.000Z',
  expiresAt: '2025-03-08T12:00:00.000Z',
};

const EMPTY_AUDIT: AuditPage = { items: [], total: 0, page: 1, pageSize: 25 };

type Routes = Parameters<typeof mockApi>[0];

/** A master_admin's user management with `members` and `invitations`; `extra` adds or overrides routes. */
function userManagementApi(
  { members = [ME, SAM, ALEX], invitations = [] as Invitation[], session = sessionFor('master_admin') } = {},
  extra: Routes = {},
) {
  return mockApi({
    ...baseRoutes(session),
    'GET /api/members': { body: { items: members } },
    'GET /api/invitations': { body: { items: invitations } },
    'GET /api/audit': { body: EMPTY_AUDIT },
    ...extra,
  });
}

function calls(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(
    ([url, init]) => (init?.method ?? 'GET') === method && String(url).split('?')[0] === path,
  );
}

describe('user management: states', () => {
  it('sets up an organisation, then shows the full view as its master admin', async () => {
    const created: SessionResponse = sessionFor('master_admin', {
      organization: { id: '22222222-2222-4222-8222-222222222222', name: 'New Hope', logoUpdatedAt: null },
    });
    const fetchMock = userManagementApi(
      { session: sessionFor(null), members: [ME] },
      { 'POST /api/organizations': { status: 201, body: created } },
    );
    const { user } = renderApp('/users');

    const name = await screen.findByLabelText('Organization name');
    const submit = screen.getByRole('button', { name: 'Create Organization' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.type(name, '   ');
    expect(submit.disabled).toBe(true);
    await user.type(name, 'New Hope  ');
    await user.click(submit);

    expect(await screen.findByText('Invite people to New Hope and manage their roles.')).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Members' })).toBeTruthy();
    expect(JSON.parse(String(calls(fetchMock, 'POST', '/api/organizations')[0]?.[1]?.body))).toEqual({
      name: 'New Hope',
    });
    // The shell follows the new session: the role badge and the Admin group appear.
    expect(within(screen.getByRole('banner')).getByText('Master Admin')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Users' })).toBeTruthy();
  });

  it('tells why an organisation could not be created', async () => {
    userManagementApi(
      { session: sessionFor(null) },
      { 'POST /api/organizations': apiError(409, 'conflict', 'You already belong to an organization') },
    );
    const { user } = renderApp('/users');

    await user.type(await screen.findByLabelText('Organization name'), 'New Hope');
    await user.click(screen.getByRole('button', { name: 'Create Organization' }));

    expect(
      await screen.findByText('Failed to create organization: You already belong to an organization'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Organization name')).toBeTruthy();
  });

  it('restricts the user role without asking for the member list', async () => {
    const fetchMock = userManagementApi({ session: sessionFor('user') });
    renderApp('/users');

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Restricted' })).toBeTruthy();
    expect(screen.getByText('You need admin privileges to access user management.')).toBeTruthy();
    expect(calls(fetchMock, 'GET', '/api/members')).toHaveLength(0);
    // Nor the sign-in policy, nor who has two-step verification.
    expect(calls(fetchMock, 'GET', '/api/security/policy')).toHaveLength(0);
    expect(calls(fetchMock, 'GET', '/api/security/members')).toHaveLength(0);
  });

  it('shows "Access Restricted" when the server refuses an out-of-date admin session', async () => {
    userManagementApi(
      { session: sessionFor('admin') },
      {
        'GET /api/members': apiError(
          403,
          'forbidden',
          'Access Restricted: You need admin privileges to access user management.',
        ),
      },
    );
    renderApp('/users');

    expect(await screen.findByRole('heading', { level: 1, name: 'Access Restricted' })).toBeTruthy();
  });

  it('shows "Loading..." and then "Error: {error}" when the members cannot be read', async () => {
    userManagementApi({}, { 'GET /api/members': apiError(500, 'internal', 'Database unavailable') });
    renderApp('/users');

    expect((await screen.findByRole('status')).textContent).toContain('Loading...');
    // A 500 is retried twice (about 3 s) before the error shows.
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Database unavailable');
  }, 10_000);
});

describe('user management: outbox link', () => {
  it('links admins to the email outbox', async () => {
    userManagementApi();
    renderApp('/users');
    const link = await screen.findByRole('link', { name: 'Email Outbox' });
    expect(link.getAttribute('href')).toBe('/outbox');
  });
});

describe('user management: members', () => {
  it('shows each row with the controls its `can` allows', async () => {
    userManagementApi();
    renderApp('/users');

    const table = within(await screen.findByRole('region', { name: 'Members' }));
    const [, meRow, samRow, alexRow] = table.getAllByRole('row');
    expect(meRow?.textContent).toContain('Pat Jones (you)');
    expect(within(meRow as HTMLElement).getByText('Master Admin')).toBeTruthy();
    expect(within(meRow as HTMLElement).getByText('Mar 07, 2025')).toBeTruthy();
    expect(within(meRow as HTMLElement).queryAllByRole('button')).toHaveLength(0);
    expect(within(meRow as HTMLElement).queryByRole('combobox')).toBeNull();

    const samRole = within(samRow as HTMLElement).getByRole('combobox', { name: 'Role for Sam Lee' });
    expect((samRole as HTMLSelectElement).value).toBe('user');
    expect(within(samRow as HTMLElement).getByText('Never')).toBeTruthy();
    expect(within(samRow as HTMLElement).getByText('Active')).toBeTruthy();
    expect(within(samRow as HTMLElement).getByRole('button', { name: 'Deactivate Sam Lee' })).toBeTruthy();
    expect(within(samRow as HTMLElement).queryByRole('button', { name: /Reactivate/ })).toBeNull();

    // No full name: the email names the row.
    expect(within(alexRow as HTMLElement).getByText('Inactive')).toBeTruthy();
    expect(
      within(alexRow as HTMLElement).getByRole('button', { name: 'Reactivate alex@grace.test' }),
    ).toBeTruthy();
    expect(within(alexRow as HTMLElement).queryByRole('button', { name: /Deactivate/ })).toBeNull();
  });

  it('shows role badges instead of the dropdown when the role may not be changed', async () => {
    userManagementApi({
      session: sessionFor('admin'),
      members: [{ ...SAM, can: { changeRole: false, deactivate: true, reactivate: false } }],
    });
    renderApp('/users');

    const table = within(await screen.findByRole('region', { name: 'Members' }));
    expect(table.queryByRole('combobox')).toBeNull();
    expect(within(table.getAllByRole('row')[1] as HTMLElement).getByText('User')).toBeTruthy();
  });

  it('changes a role and says so', async () => {
    let sam = SAM;
    const fetchMock = userManagementApi(
      {},
      {
        'GET /api/members': () => ({ body: { items: [ME, sam] } }),
        [`PATCH /api/members/${SAM.id}/role`]: ({ body }) => {
          sam = { ...SAM, role: (body as { role: Member['role'] }).role };
          return { body: sam };
        },
      },
    );
    const { user } = renderApp('/users');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role for Sam Lee' }), 'Admin');

    expect(await screen.findByText('Role updated')).toBeTruthy();
    expect(
      JSON.parse(String(calls(fetchMock, 'PATCH', `/api/members/${SAM.id}/role`)[0]?.[1]?.body)),
    ).toEqual({
      role: 'admin',
    });
    expect((screen.getByRole('combobox', { name: 'Role for Sam Lee' }) as HTMLSelectElement).value).toBe(
      'admin',
    );
  });

  it('puts the role back and explains when the change fails', async () => {
    userManagementApi(
      {},
      { [`PATCH /api/members/${SAM.id}/role`]: apiError(403, 'forbidden', 'Not allowed') },
    );
    const { user } = renderApp('/users');

    const select = await screen.findByRole('combobox', { name: 'Role for Sam Lee' });
    await user.selectOptions(select, 'Admin');

    expect(await screen.findByText('Failed to update user role: Not allowed')).toBeTruthy();
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('user'));
  });

  it('asks before deactivating; cancelling sends nothing, confirming deactivates', async () => {
    let sam = SAM;
    const fetchMock = userManagementApi(
      {},
      {
        'GET /api/members': () => ({ body: { items: [ME, sam] } }),
        [`POST /api/members/${SAM.id}/deactivate`]: () => {
          sam = { ...SAM, isActive: false, can: { changeRole: true, deactivate: false, reactivate: true } };
          return { body: sam };
        },
      },
    );
    const { user } = renderApp('/users');

    const deactivate = await screen.findByRole('button', { name: 'Deactivate Sam Lee' });
    await user.click(deactivate);
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Sam Lee?' });
    expect(within(dialog).getByText('Are you sure you want to deactivate this user?')).toBeTruthy();
    // Focus starts on the safe choice.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls(fetchMock, 'POST', `/api/members/${SAM.id}/deactivate`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Deactivate Sam Lee' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }),
    );

    expect(await screen.findByText('User deactivated')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Reactivate Sam Lee' })).toBeTruthy();
    expect(calls(fetchMock, 'POST', `/api/members/${SAM.id}/deactivate`)).toHaveLength(1);
  });

  it('reports a failed deactivation', async () => {
    userManagementApi(
      {},
      { [`POST /api/members/${SAM.id}/deactivate`]: apiError(403, 'forbidden', 'You cannot do that') },
    );
    const { user } = renderApp('/users');

    await user.click(await screen.findByRole('button', { name: 'Deactivate Sam Lee' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }),
    );

    expect(await screen.findByText('Failed to deactivate user: You cannot do that')).toBeTruthy();
  });

  it('reactivates without asking, and reports a failure', async () => {
    const fetchMock = userManagementApi(
      {},
      { [`POST /api/members/${ALEX.id}/reactivate`]: apiError(404, 'not_found', 'Member not found') },
    );
    const { user } = renderApp('/users');

    await user.click(await screen.findByRole('button', { name: 'Reactivate alex@grace.test' }));

    expect(await screen.findByText('Failed to reactivate user: Member not found')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls(fetchMock, 'POST', `/api/members/${ALEX.id}/reactivate`)).toHaveLength(1);
  });
});

describe('user management: invitations', () => {
  const CREATED: CreatedInvitation = {
    invitation: { ...INVITATION, role: 'admin' },
    token: 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCD',
    delivery: 'outbox',
    deliveryError: null,
  };

  it('invites a user, shows the link with a copy control, and Done starts over', async () => {
    let invitations: Invitation[] = [];
    const fetchMock = userManagementApi(
      {},
      {
        'GET /api/invitations': () => ({ body: { items: invitations } }),
        'POST /api/invitations': (): MockReply => {
          invitations = [CREATED.invitation];
          return { status: 201, body: CREATED };
        },
      },
    );
    const { user } = renderApp('/users');

    expect(
      await screen.findByText('No pending invitations. Invite someone to see their invitation here.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Invite User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite User' });
    const email = within(dialog).getByLabelText('Email') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.required).toBe(true);
    expect(document.activeElement).toBe(email);
    expect((within(dialog).getByLabelText('Role') as HTMLSelectElement).value).toBe('user');

    await user.type(email, 'kim@grace.test');
    await user.type(within(dialog).getByLabelText(/Full name/), 'Kim Park');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Admin');
    await user.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));

    const success = await screen.findByRole('dialog', { name: 'Invitation Created' });
    expect(JSON.parse(String(calls(fetchMock, 'POST', '/api/invitations')[0]?.[1]?.body))).toEqual({
      email: 'kim@grace.test',
      fullName: 'Kim Park',
      role: 'admin',
    });
    const link = within(success).getByLabelText('Invitation link') as HTMLInputElement;
    expect(link.readOnly).toBe(true);
    expect(link.value).toBe(`${window.location.origin}/invite/${CREATED.token}`);
    expect(success.textContent).toContain('kept in the outbox, not sent');

    await user.click(within(success).getByRole('button', { name: 'Copy' }));
    expect(await within(success).findByRole('button', { name: 'Copied!' })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(link.value);

    await user.click(within(success).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The new invitation is listed.
    const pending = within(await screen.findByRole('region', { name: 'Pending invitations' }));
    expect(pending.getByText('kim@grace.test')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Invite User' }));
    const again = await screen.findByRole('dialog', { name: 'Invite User' });
    expect((within(again).getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect((within(again).getByLabelText('Role') as HTMLSelectElement).value).toBe('user');
  });

  it.each([
    ['sent', null, 'The invitation email was sent to kim@grace.test.'],
    [
      'queued',
      'Greeting never received',
      'The invitation email to kim@grace.test is queued, not sent yet: the mail server has not accepted it (Greeting never received).',
    ],
    [
      'failed',
      '550 Mailbox unavailable',
      'The invitation email to kim@grace.test could not be sent (550 Mailbox unavailable).',
    ],
  ] as const)(
    'says "sent" only when the mail server took the email (%s)',
    async (delivery, deliveryError, text) => {
      userManagementApi(
        {},
        { 'POST /api/invitations': { status: 201, body: { ...CREATED, delivery, deliveryError } } },
      );
      const { user } = renderApp('/users');

      await user.click(await screen.findByRole('button', { name: 'Invite User' }));
      await user.type(screen.getByLabelText('Email'), 'kim@grace.test');
      await user.click(screen.getByRole('button', { name: 'Send Invitation' }));

      const success = await screen.findByRole('dialog', { name: 'Invitation Created' });
      expect(success.textContent).toContain(text);
      if (delivery !== 'sent') expect(success.textContent).not.toContain('was sent');
    },
  );

  it('keeps the form and explains when the invitation fails', async () => {
    userManagementApi(
      {},
      { 'POST /api/invitations': apiError(409, 'conflict', 'This person is already a member') },
    );
    const { user } = renderApp('/users');

    await user.click(await screen.findByRole('button', { name: 'Invite User' }));
    await user.type(screen.getByLabelText('Email'), 'sam@grace.test');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));

    expect(
      await screen.findByText('Failed to send invitation: This person is already a member'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('sam@grace.test');
  });

  it('says "Unknown error" when the server gives no reason', async () => {
    userManagementApi({}, { 'POST /api/invitations': { status: 502, body: 'Bad gateway' } });
    const { user } = renderApp('/users');

    await user.click(await screen.findByRole('button', { name: 'Invite User' }));
    await user.type(screen.getByLabelText('Email'), 'sam@grace.test');
    await user.click(screen.getByRole('button', { name: 'Send Invitation' }));

    expect(await screen.findByText('Failed to send invitation: Unknown error')).toBeTruthy();
  });

  it('lists pending invitations and cancels one after confirming', async () => {
    let invitations = [INVITATION];
    const fetchMock = userManagementApi(
      {},
      {
        'GET /api/invitations': () => ({ body: { items: invitations } }),
        [`DELETE /api/invitations/${INVITATION.id}`]: () => {
          invitations = [];
          return { status: 204 };
        },
      },
    );
    const { user } = renderApp('/users');

    const pending = within(await screen.findByRole('region', { name: 'Pending invitations' }));
    // The date the invitation was made: whether its email went out is the outbox's to say.
    expect(pending.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Email',
      'Role',
      'Invited By',
      'Invited',
      'Expires',
      'Actions',
    ]);
    const row = pending.getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent).toContain('kim@grace.test');
    expect(row.textContent).toContain('Kim Park');
    expect(within(row).getByText('User')).toBeTruthy();
    expect(within(row).getByText('Pat Jones')).toBeTruthy();
    expect(within(row).getByText('Mar 01, 2025')).toBeTruthy();
    expect(within(row).getByText('Mar 08, 2025')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Cancel invitation for kim@grace.test' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to cancel this invitation?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep Invitation' }));
    expect(calls(fetchMock, 'DELETE', `/api/invitations/${INVITATION.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel invitation for kim@grace.test' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Invitation' }));

    expect(await screen.findByText('Invitation cancelled')).toBeTruthy();
    expect(await screen.findByText(/No pending invitations/)).toBeTruthy();
    expect(calls(fetchMock, 'DELETE', `/api/invitations/${INVITATION.id}`)).toHaveLength(1);
  });

  it('reports a failed cancellation', async () => {
    userManagementApi(
      { invitations: [INVITATION] },
      { [`DELETE /api/invitations/${INVITATION.id}`]: apiError(404, 'not_found', 'Invitation not found') },
    );
    const { user } = renderApp('/users');

    await user.click(await screen.findByRole('button', { name: 'Cancel invitation for kim@grace.test' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel Invitation' }),
    );

    expect(await screen.findByText('Failed to cancel invitation: Invitation not found')).toBeTruthy();
  });
});

describe('user management: audit log', () => {
  it('lists entries a page at a time, and refreshes after a change', async () => {
    const entry = (n: number) => ({
      id: `66666666-6666-4666-8666-${String(n).padStart(12, '0')}`,
      action: 'role_changed' as const,
      actor: n === 26 ? null : { email: 'pat@grace.test', fullName: 'Pat Jones' },
      target: `member${n}@grace.test`,
      detail: 'User → Admin',
      ipAddress: null,
      createdAt: '2025-03-07T12:00:00.000Z',
    });
    const fetchMock = userManagementApi(
      {},
      {
        'GET /api/audit': () => {
          const url = String(fetchMock.mock.calls.at(-1)?.[0]);
          const page = Number(new URL(url, 'http://localhost').searchParams.get('page'));
          const items = page === 1 ? Array.from({ length: 25 }, (_, i) => entry(i + 1)) : [entry(26)];
          return { body: { items, total: 26, page, pageSize: 25 } };
        },
        [`POST /api/members/${ALEX.id}/reactivate`]: { body: { ...ALEX, isActive: true, can: NO_ACTIONS } },
      },
    );
    const { user } = renderApp('/users');

    const log = within(await screen.findByRole('region', { name: 'Audit log entries' }));
    expect(log.getAllByRole('row')).toHaveLength(26);
    expect(log.getAllByText('Changed a role')).toHaveLength(25);
    expect(log.getByText('member1@grace.test')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(screen.getByText('Removed account')).toBeTruthy();
    expect(String(calls(fetchMock, 'GET', '/api/audit').at(-1)?.[0])).toBe('/api/audit?page=2&pageSize=25');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    const before = calls(fetchMock, 'GET', '/api/audit').length;
    await user.click(screen.getByRole('button', { name: 'Reactivate alex@grace.test' }));
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/audit').length).toBeGreaterThan(before));
  }, 15_000);

  it('says when there is no activity yet', async () => {
    userManagementApi();
    renderApp('/users');

    expect(await screen.findByText('No activity yet.')).toBeTruthy();
  });
});

describe('user management on a phone', () => {
  it('shows members and invitations as cards with the same controls', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    userManagementApi({ invitations: [INVITATION] });
    renderApp('/users');

    const members = within(await screen.findByRole('region', { name: 'Members' }));
    expect(members.queryByRole('table')).toBeNull();
    const [me, sam] = members.getAllByRole('listitem');
    expect(me?.textContent).toContain('Pat Jones (you)');
    expect(within(sam as HTMLElement).getByRole('combobox', { name: 'Role for Sam Lee' })).toBeTruthy();
    expect(within(sam as HTMLElement).getByText('Never')).toBeTruthy();
    expect(within(sam as HTMLElement).getByRole('button', { name: 'Deactivate Sam Lee' })).toBeTruthy();

    const pending = within(await screen.findByRole('region', { name: 'Pending invitations' }));
    expect(pending.getByRole('listitem').textContent).toContain('Mar 08, 2025');
    expect(pending.getByRole('button', { name: 'Cancel invitation for kim@grace.test' })).toBeTruthy();
  });
});

describe('user management: counters', () => {
  it('marks a user-role member as a counter (admins have no such mark)', async () => {
    const sent: unknown[] = [];
    userManagementApi(
      {},
      {
        [`PUT /api/members/${SAM.id}/counter`]: (request) => {
          sent.push(request.body);
          return { body: { ...SAM, isCounter: true } };
        },
      },
    );
    const { user } = renderApp('/users');

    const counter = (await screen.findByRole('checkbox', { name: 'Counter: Sam Lee' })) as HTMLInputElement;
    expect(counter.checked).toBe(false);
    expect(screen.queryByRole('checkbox', { name: /Counter: alex/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Counter: Pat Jones' })).toBeNull();

    await user.click(counter);
    await waitFor(() => expect(sent).toEqual([{ isCounter: true }]));
    expect(await screen.findByText('Sam Lee can now enter gifts into open batches')).toBeTruthy();
  });

  it('shows the mark the server keeps, and why it was not changed', async () => {
    userManagementApi(
      { members: [ME, { ...SAM, isCounter: true }] },
      { [`PUT /api/members/${SAM.id}/counter`]: apiError(403, 'forbidden', 'Only admins mark counters') },
    );
    const { user } = renderApp('/users');

    const counter = (await screen.findByRole('checkbox', { name: 'Counter: Sam Lee' })) as HTMLInputElement;
    expect(counter.checked).toBe(true);
    await user.click(counter);
    expect(
      await screen.findByText('Failed to update the counter mark: Only admins mark counters'),
    ).toBeTruthy();
    await waitFor(() => expect(counter.checked).toBe(true));
  });
});
