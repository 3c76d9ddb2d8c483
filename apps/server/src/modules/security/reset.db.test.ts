import { type AuditEntry, type OutboxMessage, SECURITY_MESSAGES } from '@steward/domain';
import { cookiePair, createTestApp } from '@test/app';
import { type Actor, buildWorld, call, PASSWORD, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import { authChallenges, passkeys, recoveryCodes, trustedDevices, userTotp } from '@/db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'reset');
}, 60_000);
afterAll(() => t.close());

/** Every kind of second factor, a remembered device and a sign-in in progress, written directly. */
async function giveFactors(actor: Actor) {
  const db = t.database.db;
  const later = new Date(Date.now() + 60 * 60_000);
  await db.insert(userTotp).values({ userId: actor.id, secretSealed: 'sealed', confirmedAt: new Date() });
  await db.insert(recoveryCodes).values([{ userId: actor.id, codeHash: `${actor.id}-1` }]);
  await db.insert(passkeys).values({
    userId: actor.id,
    credentialId: `credential-${actor.id}`,
    publicKey: 'key',
    deviceType: 'multiDevice',
    name: 'Phone',
  });
  await db
    .insert(trustedDevices)
    .values({ tokenHash: `device-${actor.id}`, userId: actor.id, expiresAt: later });
  await db.insert(authChallenges).values({
    id: `pending-${actor.id}`,
    purpose: 'second_factor',
    userId: actor.id,
    expiresAt: later,
  });
}

/** How many credential rows of each kind the user has. */
async function credentialsOf(userId: string) {
  const [row] = await queryRows<Record<string, number>>(
    t.database.db,
    sql`select
      (select count(*)::int from user_totp where user_id = ${userId}) as totp,
      (select count(*)::int from recovery_codes where user_id = ${userId}) as recovery,
      (select count(*)::int from passkeys where user_id = ${userId}) as passkeys,
      (select count(*)::int from trusted_devices where user_id = ${userId}) as devices,
      (select count(*)::int from auth_challenges where user_id = ${userId}) as challenges,
      (select count(*)::int from sessions where user_id = ${userId}) as sessions`,
  );
  return row;
}

function reset(actor: Actor, userId: string) {
  return call(t.app, 'POST', `/api/security/members/${userId}/reset`, { cookie: actor.cookie });
}

describe('a master admin’s reset of a member’s two-step verification', () => {
  it('removes every factor and remembered device, ends their sessions, audits it and emails them', async () => {
    await giveFactors(w.admin);
    expect(await credentialsOf(w.admin.id)).toEqual({
      totp: 1,
      recovery: 1,
      passkeys: 1,
      devices: 1,
      challenges: 1,
      sessions: 1,
    });

    const response = await reset(w.master, w.admin.id);
    expect(response.statusCode, response.body).toBe(204);

    expect(await credentialsOf(w.admin.id)).toEqual({
      totp: 0,
      recovery: 0,
      passkeys: 0,
      devices: 0,
      challenges: 0,
      sessions: 0,
    });
    expect((await call(t.app, 'GET', '/api/auth/session', { cookie: w.admin.cookie })).statusCode).toBe(401);

    const audit = await call(t.app, 'GET', '/api/audit', { cookie: w.master.cookie });
    expect((audit.json().items as AuditEntry[])[0]).toMatchObject({
      action: 'two_factor_reset',
      actor: { email: w.master.email },
      target: w.admin.email,
    });
    const outbox = await call(t.app, 'GET', '/api/outbox', { cookie: w.master.cookie });
    const email = (outbox.json().items as OutboxMessage[])[0];
    expect(email).toMatchObject({
      recipients: [w.admin.email],
      subject: 'Your two-step verification was reset',
    });
    expect(email?.textBody).toContain(`An administrator of your organization (${w.master.email}) reset`);

    // Their password alone signs them in again, to set up a new factor.
    const signedIn = await call(t.app, 'POST', '/api/auth/sign-in', {
      payload: { email: w.admin.email, password: PASSWORD },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user.email).toBe(w.admin.email);
    w.admin.cookie = cookiePair(signedIn.headers['set-cookie']);
  });

  it('is refused on oneself, with how to get back in instead', async () => {
    await giveFactors(w.master);
    const response = await reset(w.master, w.master.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(SECURITY_MESSAGES.resetOwn);
    expect((await credentialsOf(w.master.id))?.totp).toBe(1);
  });

  it('is the master admin’s alone: an admin or a plain user is refused, and nothing changes', async () => {
    await giveFactors(w.user);
    for (const actor of [w.admin, w.counter]) {
      const response = await reset(actor, w.user.id);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(SECURITY_MESSAGES.resetRestricted);
    }
    expect((await credentialsOf(w.user.id))?.passkeys).toBe(1);
  });

  it('answers 404 for a member of another organisation, or no one, and changes nothing', async () => {
    await giveFactors(w.otherUser);
    const outboxBefore = (await call(t.app, 'GET', '/api/outbox', { cookie: w.master.cookie })).json().total;

    expect((await reset(w.master, w.otherUser.id)).statusCode).toBe(404);
    expect((await reset(w.otherMaster, w.user.id)).statusCode).toBe(404);
    expect((await reset(w.master, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    expect(await credentialsOf(w.otherUser.id)).toMatchObject({ totp: 1, passkeys: 1, sessions: 1 });
    expect(await credentialsOf(w.user.id)).toMatchObject({ totp: 1, passkeys: 1, sessions: 1 });
    expect((await call(t.app, 'GET', '/api/outbox', { cookie: w.master.cookie })).json().total).toBe(
      outboxBefore,
    );
  });
});
