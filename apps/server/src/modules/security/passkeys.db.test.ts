import { LIMITS, SECURITY_MESSAGES } from '@steward/domain';
import { createTestApp } from '@test/app';
import { registerPasskey, responseCookie, signInWithPassword } from '@test/passkeys';
import { SoftwareAuthenticator } from '@test/webauthn-authenticator';
import { type Actor, acceptInvitation, buildWorld, call, invite, PASSWORD, type World } from '@test/world';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, passkeys, recoveryCodes } from '@/db/schema';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: World;

beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t.app, 'pk');
}, 60_000);
afterAll(() => t.close());

let sequence = 0;
/** A new plain member of organisation A, signed in (no second factor yet). */
async function newMember(): Promise<Actor> {
  const email = `passkey-${++sequence}@a.example.org`;
  return acceptInvitation(t.app, await invite(t.app, world.master, email, 'user'), email);
}

function passkeysOf(userId: string) {
  return t.database.db.select().from(passkeys).where(eq(passkeys.userId, userId));
}

function auditOf(email: string, action: 'passkey_added' | 'passkey_removed') {
  return t.database.db
    .select({ detail: auditLog.detail, actorId: auditLog.actorId })
    .from(auditLog)
    .where(and(eq(auditLog.target, email), eq(auditLog.action, action)));
}

function mailTo(email: string) {
  return t.database.db
    .select({ subject: outbox.subject, text: outbox.textBody })
    .from(outbox)
    .where(sql`${email} = any(${outbox.recipients})`);
}

describe('adding passkeys', () => {
  it('adds several with trimmed names, gives recovery codes with the first only, and audits and emails each', async () => {
    const member = await newMember();
    const first = await registerPasskey(t.app, member, '  Office laptop  ');
    expect(first.response.statusCode, first.response.body).toBe(201);
    const added = first.response.json();
    expect(added.passkey).toMatchObject({ name: 'Office laptop', lastUsedAt: null, backedUp: false });
    expect(added.recoveryCodes).toHaveLength(10);

    const second = await registerPasskey(t.app, member, 'Phone');
    expect(second.response.statusCode, second.response.body).toBe(201);
    expect(second.response.json().recoveryCodes).toBeNull();

    const stored = await passkeysOf(member.id);
    expect(stored.map((row) => row.credentialId).sort()).toEqual(
      [first.authenticator.credentialId, second.authenticator.credentialId].sort(),
    );
    const codes = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, member.id));
    expect(codes).toHaveLength(10);

    const audit = await auditOf(member.email, 'passkey_added');
    expect(audit.map((entry) => entry.detail).sort()).toEqual(['Office laptop', 'Phone']);
    expect(audit.every((entry) => entry.actorId === member.id)).toBe(true);
    const mail = await mailTo(member.email);
    expect(mail.filter((m) => m.subject === 'A passkey was added to your Steward account')).toHaveLength(2);
    expect(mail.some((m) => m.text.includes('"Office laptop"'))).toBe(true);
  });

  it('offers the member’s own passkeys as excluded and asks for a discoverable credential', async () => {
    const member = await newMember();
    const { authenticator } = await registerPasskey(t.app, member, 'Laptop');
    const options = (
      await call(t.app, 'POST', '/api/security/passkeys/options', {
        cookie: member.cookie,
        payload: { password: PASSWORD },
      })
    ).json();
    expect(options.rp).toEqual({ name: 'Steward', id: 'localhost' });
    expect(options.user.name).toBe(member.email);
    expect(options.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([authenticator.credentialId]);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'preferred',
      userVerification: 'preferred',
    });
  });

  it('refuses an empty or too long name, and stores nothing', async () => {
    const member = await newMember();
    for (const name of ['   ', 'x'.repeat(LIMITS.account.passkeyName + 1)]) {
      const { response } = await registerPasskey(t.app, member, name);
      expect(response.statusCode).toBe(400);
    }
    expect(await passkeysOf(member.id)).toEqual([]);
  });

  it('refuses an answer made on another origin (a look-alike site), and stores nothing', async () => {
    const member = await newMember();
    const { response } = await registerPasskey(t.app, member, 'Phished', undefined, {
      origin: 'https://steward.example.evil',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(SECURITY_MESSAGES.passkeyNotAdded);
    expect(await passkeysOf(member.id)).toEqual([]);
    expect(await auditOf(member.email, 'passkey_added')).toEqual([]);
  });

  it('refuses an expired, unknown, used or someone else’s challenge, and stores nothing', async () => {
    const member = await newMember();
    const other = await newMember();
    const authenticator = new SoftwareAuthenticator();
    const optionsFor = async (actor: Actor) =>
      (
        await call(t.app, 'POST', '/api/security/passkeys/options', {
          cookie: actor.cookie,
          payload: { password: PASSWORD },
        })
      ).json();
    const add = (actor: Actor, response: object) =>
      call(t.app, 'POST', '/api/security/passkeys', {
        cookie: actor.cookie,
        payload: { name: 'Key', response },
      });

    const expiring = await optionsFor(member);
    await t.database.db.execute(
      sql`update auth_challenges set expires_at = now() - interval '1 second' where purpose = 'passkey_register'`,
    );
    const expired = await add(member, authenticator.register(expiring));
    const unknown = await add(
      member,
      authenticator.register(await optionsFor(member), { challenge: 'bm90LWEtY2hhbGxlbmdl' }),
    );
    const othersChallenge = await add(member, authenticator.register(await optionsFor(other)));
    for (const response of [expired, unknown, othersChallenge]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(SECURITY_MESSAGES.challengeExpired);
    }

    const good = authenticator.register(await optionsFor(member));
    expect((await add(member, good)).statusCode).toBe(201);
    const replayed = await add(member, good);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error.message).toBe(SECURITY_MESSAGES.challengeExpired);
    expect(await passkeysOf(member.id)).toHaveLength(1);
    expect(await passkeysOf(other.id)).toEqual([]);
  });

  it('refuses the same authenticator a second time, for the member or anyone else', async () => {
    const member = await newMember();
    const other = await newMember();
    const { authenticator } = await registerPasskey(t.app, member, 'Key');
    for (const actor of [member, other]) {
      const again = await registerPasskey(t.app, actor, 'Key again', authenticator);
      expect(again.response.statusCode).toBe(409);
      expect(again.response.json().error.message).toBe(SECURITY_MESSAGES.passkeyRegistered);
    }
    expect(await passkeysOf(member.id)).toHaveLength(1);
    expect(await passkeysOf(other.id)).toEqual([]);
  });

  it(`stops at ${LIMITS.account.passkeys} passkeys`, async () => {
    const member = await newMember();
    await t.database.db.insert(passkeys).values(
      Array.from({ length: LIMITS.account.passkeys }, (_, i) => ({
        userId: member.id,
        credentialId: `filler-${member.id}-${i}`,
        publicKey: 'AA',
        deviceType: 'singleDevice',
        name: `Key ${i}`,
      })),
    );
    const options = await call(t.app, 'POST', '/api/security/passkeys/options', {
      cookie: member.cookie,
      payload: { password: PASSWORD },
    });
    expect(options.statusCode).toBe(409);
    expect(options.json().error.message).toBe(SECURITY_MESSAGES.tooManyPasskeys);
  });

  it('turns a session that had to enrol into a full one', async () => {
    const email = `enrol-${++sequence}@a.example.org`;
    const member = await acceptInvitation(t.app, await invite(t.app, world.master, email, 'user'), email);
    await t.database.db.execute(
      sql`update organizations set two_factor_required_for = 'everyone' where id = ${world.organizationA}`,
    );
    try {
      const { response: signedIn } = await signInWithPassword(t.app, email);
      expect(signedIn.json().twoFactorSetupRequired).toBe(true);
      const restricted = responseCookie(signedIn, 'steward_session') as string;
      expect((await call(t.app, 'GET', '/api/documents', { cookie: restricted })).statusCode).toBe(403);

      const { response } = await registerPasskey(t.app, { cookie: restricted }, 'Laptop');
      expect(response.statusCode, response.body).toBe(201);
      const full = responseCookie(response, 'steward_session');
      expect(full).not.toBeNull();
      expect((await call(t.app, 'GET', '/api/documents', { cookie: full as string })).statusCode).toBe(200);
      expect((await call(t.app, 'GET', '/api/auth/session', { cookie: restricted })).statusCode).toBe(401);
      expect(member.id).toBe(signedIn.json().user.id);
    } finally {
      await t.database.db.execute(
        sql`update organizations set two_factor_required_for = 'nobody' where id = ${world.organizationA}`,
      );
    }
  });
});

describe('naming and removing passkeys', () => {
  it('renames and removes the member’s own passkey, removal audited and emailed', async () => {
    const member = await newMember();
    const { response } = await registerPasskey(t.app, member, 'Old name');
    const id = response.json().passkey.id;

    const renamed = await call(t.app, 'PATCH', `/api/security/passkeys/${id}`, {
      cookie: member.cookie,
      payload: { name: ' Work laptop ' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: 'Work laptop' });

    const removed = await call(t.app, 'DELETE', `/api/security/passkeys/${id}`, {
      cookie: member.cookie,
      payload: { password: PASSWORD },
    });
    expect(removed.statusCode).toBe(204);
    expect(await passkeysOf(member.id)).toEqual([]);
    expect((await auditOf(member.email, 'passkey_removed')).map((entry) => entry.detail)).toEqual([
      'Work laptop; no second factor is left, the recovery codes were deleted',
    ]);
    // The first passkey gave recovery codes; with no factor left they are gone with it.
    expect(
      await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, member.id)),
    ).toEqual([]);
    const mail = await mailTo(member.email);
    expect(mail.map((m) => m.subject)).toContain('A passkey was removed from your Steward account');

    const again = await call(t.app, 'DELETE', `/api/security/passkeys/${id}`, {
      cookie: member.cookie,
      payload: { password: PASSWORD },
    });
    expect(again.statusCode).toBe(404);
  });

  it('keeps the last passkey while the organisation requires a second factor', async () => {
    const member = await newMember();
    const { response } = await registerPasskey(t.app, member, 'Only key');
    const id = response.json().passkey.id;
    const requireEveryone = (value: 'everyone' | 'nobody') =>
      t.database.db.execute(
        sql`update organizations set two_factor_required_for = ${value}
            where id = (select organization_id from memberships where user_id = ${member.id})`,
      );
    await requireEveryone('everyone');
    try {
      const refused = await call(t.app, 'DELETE', `/api/security/passkeys/${id}`, {
        cookie: member.cookie,
        payload: { password: PASSWORD },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(SECURITY_MESSAGES.lastRequiredFactor);
      expect((await passkeysOf(member.id)).map((row) => row.name)).toEqual(['Only key']);
      expect(await auditOf(member.email, 'passkey_removed')).toEqual([]);

      // With a second passkey, the first may go: one factor is still there.
      await registerPasskey(t.app, member, 'Spare key');
      const removed = await call(t.app, 'DELETE', `/api/security/passkeys/${id}`, {
        cookie: member.cookie,
        payload: { password: PASSWORD },
      });
      expect(removed.statusCode).toBe(204);
      expect((await passkeysOf(member.id)).map((row) => row.name)).toEqual(['Spare key']);
    } finally {
      await requireEveryone('nobody');
    }
  });

  it('answers 404 for another member’s passkey, and changes nothing', async () => {
    const owner = await newMember();
    const stranger = world.otherUser;
    const { response } = await registerPasskey(t.app, owner, 'Mine');
    const id = response.json().passkey.id;
    const rename = await call(t.app, 'PATCH', `/api/security/passkeys/${id}`, {
      cookie: stranger.cookie,
      payload: { name: 'Theirs' },
    });
    const remove = await call(t.app, 'DELETE', `/api/security/passkeys/${id}`, {
      cookie: stranger.cookie,
      payload: { password: PASSWORD },
    });
    for (const attempt of [rename, remove]) {
      expect(attempt.statusCode).toBe(404);
      expect(attempt.json().error.message).toBe(SECURITY_MESSAGES.passkeyNotFound);
    }
    expect((await passkeysOf(owner.id)).map((row) => row.name)).toEqual(['Mine']);
    expect(await auditOf(owner.email, 'passkey_removed')).toEqual([]);
  });
});
