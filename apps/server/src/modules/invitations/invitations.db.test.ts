import { cookiePair, createTestApp } from '@test/app';
import { buildWorld, call, invite, PASSWORD, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'inv');
}, 60_000);
afterAll(() => t.close());

function lookup(token: string, remoteAddress?: string) {
  return remoteAddress
    ? t.app.inject({
        method: 'POST',
        url: '/api/invitations/lookup',
        remoteAddress,
        headers: { 'x-steward-csrf': '1', origin: 'http://localhost:3000', host: 'localhost:3000' },
        payload: { token },
      })
    : call(t.app, 'POST', '/api/invitations/lookup', { payload: { token } });
}

function accept(token: string, password = PASSWORD) {
  return call(t.app, 'POST', '/api/invitations/accept', { payload: { token, password } });
}

async function pendingEmails(cookie: string) {
  const response = await call(t.app, 'GET', '/api/invitations', { cookie });
  return response.json().items.map((item: { email: string }) => item.email) as string[];
}

describe('inviting', () => {
  it('creates a pending invitation, stores only the token’s hash and keeps the email in the outbox', async () => {
    const response = await call(t.app, 'POST', '/api/invitations', {
      cookie: w.admin.cookie,
      payload: { email: '  New.Person@Example.org ', fullName: ' Ruth Baker ', role: 'admin' },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect(body).toMatchObject({ delivery: 'outbox', deliveryError: null });
    expect(body.invitation).toMatchObject({
      email: 'new.person@example.org',
      fullName: 'Ruth Baker',
      role: 'admin',
      invitedBy: { email: w.admin.email },
    });
    const days = (Date.parse(body.invitation.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    const stored = await queryRows<{ token_hash: string }>(
      t.database.db,
      sql`select token_hash from invitations where email = 'new.person@example.org'`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).not.toContain(body.token);

    const [email] = await queryRows<{
      recipients: string[];
      subject: string;
      text_body: string;
      status: string;
    }>(
      t.database.db,
      sql`select recipients, subject, text_body, status from outbox where 'new.person@example.org' = any(recipients)`,
    );
    expect(email).toMatchObject({
      recipients: ['new.person@example.org'],
      subject: "You're invited to join Organisation A on Steward",
      status: 'local',
    });
    expect(email?.text_body).toContain(`http://localhost:3000/invite/${body.token}`);

    expect(await pendingEmails(w.master.cookie)).toContain('new.person@example.org');
  });

  it('replaces an earlier invitation to the same email: the old link stops working', async () => {
    const first = await invite(t.app, w.master, 'twice@example.org', 'user');
    const second = await invite(t.app, w.master, 'twice@example.org', 'admin');
    expect((await lookup(first)).statusCode).toBe(404);
    expect((await lookup(second)).json().role).toBe('admin');
    expect(
      (await pendingEmails(w.master.cookie)).filter((email) => email === 'twice@example.org'),
    ).toHaveLength(1);
  });

  it('refuses to invite someone who is already a member', async () => {
    const response = await call(t.app, 'POST', '/api/invitations', {
      cookie: w.master.cookie,
      payload: { email: w.user.email, role: 'user' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('This person is already a member of your organization');
  });

  it.each([
    [{ email: 'not-an-email', role: 'user' }, 'Please enter a valid email address'],
    [{ email: 'ok@example.org', role: 'master_admin' }, 'Role must be user or admin'],
  ])('rejects %o with a clear message', async (payload, message) => {
    const response = await call(t.app, 'POST', '/api/invitations', { cookie: w.master.cookie, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
  });

  it('defaults the role to user', async () => {
    const response = await call(t.app, 'POST', '/api/invitations', {
      cookie: w.master.cookie,
      payload: { email: 'default-role@example.org' },
    });
    expect(response.json().invitation.role).toBe('user');
  });
});

describe('accepting', () => {
  it('shows the organisation and the inviter, then creates the account with the invited role and signs in', async () => {
    const token = await invite(t.app, w.master, 'joiner@example.org', 'admin');
    const found = await lookup(token);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      email: 'joiner@example.org',
      role: 'admin',
      organizationName: 'Organisation A',
      invitedBy: { email: w.master.email },
      existingAccount: false,
    });

    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({
      user: { email: 'joiner@example.org' },
      organization: { id: w.organizationA, name: 'Organisation A' },
      role: 'admin',
    });
    const cookie = cookiePair(accepted.headers['set-cookie']);
    expect((await call(t.app, 'GET', '/api/members', { cookie })).statusCode).toBe(200);
    expect(await pendingEmails(w.master.cookie)).not.toContain('joiner@example.org');
  });

  it('is single-use: the same link a second time is invalid, even in a race', async () => {
    const token = await invite(t.app, w.master, 'racer@example.org', 'user');
    const results = await Promise.all([accept(token), accept(token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 404]);
    const again = await accept(token);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Invalid or expired invitation');
    const [row] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from memberships m join users u on u.id = m.user_id where u.email = 'racer@example.org'`,
    );
    expect(row?.count).toBe(1);
  });

  it('refuses an expired invitation and creates no account', async () => {
    const token = await invite(t.app, w.master, 'late@example.org', 'user');
    await t.database.db.execute(
      sql`update invitations set expires_at = now() - interval '1 minute' where email = 'late@example.org'`,
    );
    expect((await lookup(token)).statusCode).toBe(404);
    const response = await accept(token);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Invalid or expired invitation');
    const users = await queryRows(t.database.db, sql`select 1 from users where email = 'late@example.org'`);
    expect(users).toHaveLength(0);
  });

  it('refuses a cancelled invitation', async () => {
    const token = await invite(t.app, w.master, 'cancelled@example.org', 'user');
    const [pending] = (await call(t.app, 'GET', '/api/invitations', { cookie: w.master.cookie }))
      .json()
      .items.filter((item: { email: string }) => item.email === 'cancelled@example.org');
    const cancelled = await call(t.app, 'DELETE', `/api/invitations/${pending.id}`, {
      cookie: w.admin.cookie,
    });
    expect(cancelled.statusCode).toBe(204);
    expect((await accept(token)).statusCode).toBe(404);
    const again = await call(t.app, 'DELETE', `/api/invitations/${pending.id}`, { cookie: w.admin.cookie });
    expect(again.statusCode).toBe(404);
    const audit = (await call(t.app, 'GET', '/api/audit', { cookie: w.master.cookie })).json();
    expect(audit.items).toContainEqual(
      expect.objectContaining({ action: 'invitation_cancelled', target: 'cancelled@example.org' }),
    );
  });

  it('rejects a malformed token and a short password with clear messages, changing nothing', async () => {
    const malformed = await lookup('short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('Invalid invitation link');

    const token = await invite(t.app, w.master, 'weak@example.org', 'user');
    const weak = await accept(token, '12345');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toBe('Password must be at least 6 characters long');
    expect((await lookup(token)).statusCode).toBe(200);
  });

  it('lets an existing account without an organisation join with its own password', async () => {
    await call(t.app, 'POST', '/api/auth/sign-up', {
      payload: { email: 'solo@example.org', password: 'solo-pass' },
    });
    const token = await invite(t.app, w.master, 'solo@example.org', 'user');
    expect((await lookup(token)).json().existingAccount).toBe(true);

    const wrong = await accept(token, 'not-solo-pass');
    expect(wrong.statusCode).toBe(401);
    const right = await accept(token, 'solo-pass');
    expect(right.statusCode).toBe(201);
    expect(right.json().organization.name).toBe('Organisation A');
  });

  it('refuses an invitation for an email that already belongs to another organisation', async () => {
    const token = await invite(t.app, w.master, w.otherUser.email, 'user');
    const response = await accept(token);
    expect(response.statusCode).toBe(409);
    const session = await call(t.app, 'GET', '/api/auth/session', { cookie: w.otherUser.cookie });
    expect(session.json().organization.id).toBe(w.organizationB);
  });

  it('slows down token guessing from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await lookup(`guess-${'g'.repeat(40)}-${i}`, '127.0.9.9')).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
    expect(statuses[20]).toBe(429);
  });
});

describe('cancelling', () => {
  it('answers 404 for another organisation’s invitation and leaves it pending', async () => {
    await invite(t.app, w.otherMaster, 'b-invitee@example.org', 'user');
    const [theirs] = (await call(t.app, 'GET', '/api/invitations', { cookie: w.otherMaster.cookie }))
      .json()
      .items.filter((item: { email: string }) => item.email === 'b-invitee@example.org');
    const response = await call(t.app, 'DELETE', `/api/invitations/${theirs.id}`, {
      cookie: w.master.cookie,
    });
    expect(response.statusCode).toBe(404);
    expect(await pendingEmails(w.otherMaster.cookie)).toContain('b-invitee@example.org');
    expect(await pendingEmails(w.master.cookie)).not.toContain('b-invitee@example.org');
  });
});
