import { cookiePair, createTestApp } from '@test/app';
import { call, PASSWORD } from '@test/world';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newUser(email: string) {
  await call(t.app, 'POST', '/api/auth/sign-up', { payload: { email, password: PASSWORD } });
  const response = await call(t.app, 'POST', '/api/auth/sign-in', { payload: { email, password: PASSWORD } });
  return cookiePair(response.headers['set-cookie']);
}

function create(cookie: string, name: string) {
  return call(t.app, 'POST', '/api/organizations', { cookie, payload: { name } });
}

describe('creating an organisation', () => {
  it('makes the creator its master admin, trims the name and records it', async () => {
    const cookie = await newUser('founder@example.org');
    const before = await call(t.app, 'GET', '/api/auth/session', { cookie });
    expect(before.json()).toMatchObject({ organization: null, role: null });

    const response = await create(cookie, '  Grace Fellowship  ');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      user: { email: 'founder@example.org' },
      organization: { name: 'Grace Fellowship' },
      role: 'master_admin',
    });
    const session = await call(t.app, 'GET', '/api/auth/session', { cookie });
    expect(session.json().organization.name).toBe('Grace Fellowship');

    const audit = await call(t.app, 'GET', '/api/audit', { cookie });
    expect(audit.json().items).toContainEqual(
      expect.objectContaining({ action: 'organization_created', target: 'Grace Fellowship' }),
    );
  });

  it('requires a name and creates nothing without one', async () => {
    const cookie = await newUser('blank@example.org');
    const response = await create(cookie, '   ');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Please enter your organization name');
    const session = await call(t.app, 'GET', '/api/auth/session', { cookie });
    expect(session.json().organization).toBeNull();
  });

  it('allows one organisation per user, even from two tabs at once', async () => {
    const cookie = await newUser('eager@example.org');
    const results = await Promise.all([create(cookie, 'First'), create(cookie, 'Second')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const conflict = results.find((r) => r.statusCode === 409);
    expect(conflict?.json().error.message).toBe('You already belong to an organization');
    const rows = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from organizations where name in ('First', 'Second')`,
    );
    expect(rows[0]?.count).toBe(1);
  });

  it('requires a signed-in user', async () => {
    const response = await call(t.app, 'POST', '/api/organizations', { payload: { name: 'Nobody’s' } });
    expect(response.statusCode).toBe(401);
  });
});
