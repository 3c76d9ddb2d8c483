import { type Member, USER_MANAGEMENT_RESTRICTED } from '@steward/domain';
import { createTestApp } from '@test/app';
import { acceptInvitation, buildWorld, call, invite, PASSWORD, type World } from '@test/world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'members');
}, 60_000);
afterAll(() => t.close());

async function members(cookie: string) {
  const response = await call(t.app, 'GET', '/api/members', { cookie });
  expect(response.statusCode).toBe(200);
  return response.json().items as Member[];
}

describe('member list', () => {
  it('lists the organisation’s members with what the caller may do to each', async () => {
    const rows = await members(w.master.cookie);
    expect(rows.map((row) => row.email).sort()).toEqual(
      [
        'members-admin@a.example.org',
        'members-counter@a.example.org',
        'members-master@a.example.org',
        'members-user@a.example.org',
      ].sort(),
    );
    const byEmail = Object.fromEntries(rows.map((row) => [row.email, row]));
    expect(byEmail['members-master@a.example.org']).toMatchObject({
      role: 'master_admin',
      isCurrentUser: true,
      can: { changeRole: false, deactivate: false, reactivate: false },
    });
    expect(byEmail['members-user@a.example.org']).toMatchObject({
      role: 'user',
      isActive: true,
      can: { changeRole: true, deactivate: true, reactivate: false },
    });
    expect(byEmail['members-user@a.example.org']?.lastLoginAt).toEqual(expect.any(String));
    expect(byEmail['members-user@a.example.org']?.isCounter).toBe(false);
    expect(byEmail['members-counter@a.example.org']).toMatchObject({ role: 'user', isCounter: true });
  });

  it('gives an admin Deactivate but not the role dropdown', async () => {
    const rows = await members(w.admin.cookie);
    const user = rows.find((row) => row.email === 'members-user@a.example.org');
    expect(user?.can).toEqual({ changeRole: false, deactivate: true, reactivate: false });
  });

  it('refuses plain users with the spec’s text', async () => {
    const response = await call(t.app, 'GET', '/api/members', { cookie: w.user.cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(USER_MANAGEMENT_RESTRICTED);
  });

  it('never shows another organisation’s members', async () => {
    const rows = await members(w.otherMaster.cookie);
    expect(rows.every((row) => row.email.endsWith('@b.example.org'))).toBe(true);
  });
});

describe('roles', () => {
  it('lets the master admin make a user an admin and back, and records it', async () => {
    const promoted = await call(t.app, 'PATCH', `/api/members/${w.user.id}/role`, {
      cookie: w.master.cookie,
      payload: { role: 'admin' },
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().role).toBe('admin');
    // Takes effect on the member's next request, without signing in again.
    const session = await call(t.app, 'GET', '/api/auth/session', { cookie: w.user.cookie });
    expect(session.json().role).toBe('admin');
    expect((await call(t.app, 'GET', '/api/members', { cookie: w.user.cookie })).statusCode).toBe(200);

    const demoted = await call(t.app, 'PATCH', `/api/members/${w.user.id}/role`, {
      cookie: w.master.cookie,
      payload: { role: 'user' },
    });
    expect(demoted.json().role).toBe('user');

    const audit = await call(t.app, 'GET', '/api/audit', { cookie: w.master.cookie });
    const changes = audit.json().items.filter((entry: { action: string }) => entry.action === 'role_changed');
    expect(changes.map((entry: { detail: string }) => entry.detail)).toEqual([
      'Admin → User',
      'User → Admin',
    ]);
    expect(changes[0]).toMatchObject({
      target: 'members-user@a.example.org',
      actor: { email: w.master.email },
    });
  });

  it.each([
    [
      'an admin changes a role',
      () => w.admin,
      () => w.user.id,
      'admin',
      'Only the master admin can change roles',
    ],
    [
      'the master admin changes their own role',
      () => w.master,
      () => w.master.id,
      'admin',
      'You cannot change your own role',
    ],
    [
      'a user makes themself an admin',
      () => w.user,
      () => w.user.id,
      'admin',
      'Only the master admin can change roles',
    ],
  ])('refuses when %s, and changes nothing', async (_, actor, target, role, message) => {
    const before = await members(w.master.cookie);
    const response = await call(t.app, 'PATCH', `/api/members/${target()}/role`, {
      cookie: actor().cookie,
      payload: { role },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(message);
    expect(await members(w.master.cookie)).toEqual(before);
  });

  it('refuses master_admin as a role to assign', async () => {
    const response = await call(t.app, 'PATCH', `/api/members/${w.admin.id}/role`, {
      cookie: w.master.cookie,
      payload: { role: 'master_admin' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Role must be user or admin');
  });

  it('answers 404 for a member of another organisation', async () => {
    const response = await call(t.app, 'PATCH', `/api/members/${w.otherUser.id}/role`, {
      cookie: w.master.cookie,
      payload: { role: 'admin' },
    });
    expect(response.statusCode).toBe(404);
    const other = await members(w.otherMaster.cookie);
    expect(other.find((row) => row.id === w.otherUser.id)?.role).toBe('user');
  });
});

describe('counters', () => {
  it('lets an admin make a user a counter and back, at once in their session, and records it', async () => {
    const made = await call(t.app, 'PUT', `/api/members/${w.user.id}/counter`, {
      cookie: w.admin.cookie,
      payload: { isCounter: true },
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ role: 'user', isCounter: true });
    const session = await call(t.app, 'GET', '/api/auth/session', { cookie: w.user.cookie });
    expect(session.json()).toMatchObject({ role: 'user', isCounter: true });
    const unmade = await call(t.app, 'PUT', `/api/members/${w.user.id}/counter`, {
      cookie: w.admin.cookie,
      payload: { isCounter: false },
    });
    expect(unmade.json().isCounter).toBe(false);
    const audit = await call(t.app, 'GET', '/api/audit', { cookie: w.master.cookie });
    const changes = audit
      .json()
      .items.filter(
        (entry: { action: string; target: string }) =>
          entry.action === 'member_counter_changed' && entry.target === 'members-user@a.example.org',
      );
    expect(changes.map((entry: { detail: string }) => entry.detail)).toEqual([
      'No longer a counter',
      'Made a counter',
    ]);
  });

  it('refuses to mark an admin (they do everything already), and refuses a plain user or counter', async () => {
    const onAdmin = await call(t.app, 'PUT', `/api/members/${w.admin.id}/counter`, {
      cookie: w.master.cookie,
      payload: { isCounter: true },
    });
    expect(onAdmin.statusCode).toBe(400);
    for (const actor of [w.user, w.counter]) {
      const refused = await call(t.app, 'PUT', `/api/members/${w.user.id}/counter`, {
        cookie: actor.cookie,
        payload: { isCounter: true },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(USER_MANAGEMENT_RESTRICTED);
    }
  });
});

describe('deactivation', () => {
  it('ends the member’s sessions at once, refuses their sign-in, and reactivation lets them back', async () => {
    const email = 'leaver@a.example.org';
    const leaver = await acceptInvitation(t.app, await invite(t.app, w.master, email, 'user'), email);

    const deactivated = await call(t.app, 'POST', `/api/members/${leaver.id}/deactivate`, {
      cookie: w.admin.cookie,
    });
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json()).toMatchObject({
      isActive: false,
      can: { deactivate: false, reactivate: true },
    });

    expect((await call(t.app, 'GET', '/api/auth/session', { cookie: leaver.cookie })).statusCode).toBe(401);
    const signIn = await call(t.app, 'POST', '/api/auth/sign-in', { payload: { email, password: PASSWORD } });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().error.message).toBe(
      'Your account has been deactivated. Please contact your administrator.',
    );

    const reactivated = await call(t.app, 'POST', `/api/members/${leaver.id}/reactivate`, {
      cookie: w.admin.cookie,
    });
    expect(reactivated.json().isActive).toBe(true);
    const back = await call(t.app, 'POST', '/api/auth/sign-in', { payload: { email, password: PASSWORD } });
    expect(back.statusCode).toBe(200);

    const actions = (await call(t.app, 'GET', '/api/audit', { cookie: w.master.cookie }))
      .json()
      .items.filter((entry: { target: string }) => entry.target === email)
      .map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['member_deactivated', 'member_reactivated', 'invitation_accepted']),
    );
  });

  it.each([
    ['oneself', () => w.admin, () => w.admin.id, 'You cannot deactivate your own account'],
    ['the master admin', () => w.admin, () => w.master.id, 'You cannot deactivate the master admin'],
  ])('refuses to deactivate %s', async (_, actor, target, message) => {
    const response = await call(t.app, 'POST', `/api/members/${target()}/deactivate`, {
      cookie: actor().cookie,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(message);
    const rows = await members(w.master.cookie);
    expect(rows.find((row) => row.id === target())?.isActive).toBe(true);
  });

  it('answers 404 for another organisation’s member and leaves them active', async () => {
    const response = await call(t.app, 'POST', `/api/members/${w.otherUser.id}/deactivate`, {
      cookie: w.master.cookie,
    });
    expect(response.statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/auth/session', { cookie: w.otherUser.cookie })).statusCode).toBe(
      200,
    );
  });
});
