import { withinOneSecond } from '@test/another-process';
import { createTestApp } from '@test/app';
import { type Actor, buildWorld, call, type World } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Each process serves the sessions it resolved from memory. Every change below is written straight
 * to the database, as another Steward process would write it: this process hears of it from
 * PostgreSQL's NOTIFY (PGlite: at once) and must show it within a second.
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t.app, 'changes');
}, 60_000);
afterAll(async () => {
  await t.close();
});

const session = (actor: Actor) => call(t.app, 'GET', '/api/auth/session', { cookie: actor.cookie });

describe('a change made by another process', () => {
  it('a new role: a user made admin may open the donor analysis', async () => {
    const analysis = async () =>
      (await call(t.app, 'GET', '/api/donors/analysis', { cookie: w.user.cookie })).statusCode;
    expect(await analysis()).toBe(403);
    await t.database.db.execute(sql`update memberships set role = 'admin' where user_id = ${w.user.id}`);
    await withinOneSecond(analysis, 200);
    await t.database.db.execute(sql`update memberships set role = 'user' where user_id = ${w.user.id}`);
    await withinOneSecond(analysis, 403);
  });

  it("the organisation's new name, and the member's new name", async () => {
    const names = async () => {
      const body = (await session(w.admin)).json();
      return [body.organization.name, body.user.fullName];
    };
    expect(await names()).toEqual(['Organisation A', null]);
    await t.database.db.execute(
      sql`update organizations set name = 'Organisation A (renamed)' where id = ${w.organizationA}`,
    );
    await t.database.db.execute(sql`update users set full_name = 'Ada Admin' where id = ${w.admin.id}`);
    await withinOneSecond(names, ['Organisation A (renamed)', 'Ada Admin']);
  });

  it('a session signed out elsewhere, or cut short', async () => {
    expect((await session(w.otherMaster)).statusCode).toBe(200);
    await t.database.db.execute(sql`delete from sessions where user_id = ${w.otherMaster.id}`);
    await withinOneSecond(async () => (await session(w.otherMaster)).statusCode, 401);

    expect((await session(w.otherUser)).statusCode).toBe(200);
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${w.otherUser.id}`,
    );
    await withinOneSecond(async () => (await session(w.otherUser)).statusCode, 401);
  });

  it('a second factor added or removed where a two-step rule covers the member', async () => {
    const held = async () => (await session(w.counter)).json().twoFactorSetupRequired;
    await t.database.db.execute(
      sql`update organizations set two_factor_required_for = 'everyone' where id = ${w.organizationA}`,
    );
    await withinOneSecond(held, true);
    await t.database.db.execute(
      sql`insert into user_totp (user_id, secret_sealed, confirmed_at) values (${w.counter.id}, 'x', now())`,
    );
    await withinOneSecond(held, false);
    await t.database.db.execute(sql`delete from user_totp where user_id = ${w.counter.id}`);
    await withinOneSecond(held, true);
    await t.database.db.execute(
      sql`insert into passkeys (user_id, credential_id, public_key, device_type, name) values (${w.counter.id}, 'changes-key', 'key', 'singleDevice', 'Key')`,
    );
    await withinOneSecond(held, false);
    await t.database.db.execute(
      sql`update organizations set two_factor_required_for = 'nobody' where id = ${w.organizationA}`,
    );
  });

  it('a deactivated member', async () => {
    expect((await session(w.master)).statusCode).toBe(200);
    await t.database.db.execute(sql`update memberships set is_active = false where user_id = ${w.master.id}`);
    await withinOneSecond(async () => (await session(w.master)).statusCode, 401);
  });
});
