import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { queryRows } from './client';
import { documents, organizations, users } from './schema';
import { withTenant } from './tenant';

let database: TestDatabase;
let orgA: string;
let orgB: string;
let userId: string;

function documentRow(organizationId: string, name: string) {
  return {
    organizationId,
    name,
    category: 'Other',
    storageKey: `org/${organizationId}/documents/${name}`,
    sizeBytes: 1,
    contentType: 'text/plain',
    sha256: '0'.repeat(64),
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const [user] = await db.insert(users).values({ email: 'a@example.org', passwordHash: 'x' }).returning();
  userId = user?.id as string;
  const inserted = await db
    .insert(organizations)
    .values([{ name: 'Org A' }, { name: 'Org B' }])
    .returning({ id: organizations.id });
  orgA = inserted[0]?.id as string;
  orgB = inserted[1]?.id as string;
  await db
    .insert(documents)
    .values([documentRow(orgA, 'a1.txt'), documentRow(orgA, 'a2.txt'), documentRow(orgB, 'b1.txt')]);
});
afterAll(() => database.destroy());

describe('row-level security (the second wall behind every scoped query)', () => {
  it('shows a transaction only its own organisation’s rows, even with no where clause', async () => {
    const seenByA = await withTenant(database.db, { userId, organizationId: orgA }, (tx) =>
      tx.select({ name: documents.name }).from(documents),
    );
    const seenByB = await withTenant(database.db, { userId, organizationId: orgB }, (tx) =>
      tx.select({ name: documents.name }).from(documents),
    );
    expect(seenByA.map((d) => d.name).sort()).toEqual(['a1.txt', 'a2.txt']);
    expect(seenByB.map((d) => d.name)).toEqual(['b1.txt']);
    const organizationsSeenByA = await withTenant(database.db, { userId, organizationId: orgA }, (tx) =>
      tx.select({ name: organizations.name }).from(organizations),
    );
    expect(organizationsSeenByA).toEqual([{ name: 'Org A' }]);
  });

  it('refuses to write a row into another organisation', async () => {
    await expect(
      withTenant(database.db, { userId, organizationId: orgA }, (tx) =>
        tx.insert(documents).values(documentRow(orgB, 'smuggled.txt')),
      ),
    ).rejects.toThrow();
    const [count] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(documents)
      .where(sql`${documents.name} = 'smuggled.txt'`);
    expect(count?.n).toBe(0);
  });

  it('cannot update or delete another organisation’s rows', async () => {
    const updated = await withTenant(database.db, { userId, organizationId: orgA }, (tx) =>
      tx
        .update(documents)
        .set({ name: 'renamed' })
        .where(sql`${documents.organizationId} = ${orgB}`)
        .returning(),
    );
    const deleted = await withTenant(database.db, { userId, organizationId: orgA }, (tx) =>
      tx.delete(documents).where(sql`${documents.organizationId} = ${orgB}`).returning(),
    );
    expect(updated).toEqual([]);
    expect(deleted).toEqual([]);
    const [b1] = await database.db.select().from(documents).where(sql`${documents.organizationId} = ${orgB}`);
    expect(b1?.name).toBe('b1.txt');
  });

  it('ends the role switch with the transaction', async () => {
    await withTenant(database.db, { userId, organizationId: orgA }, async () => {});
    const [row] = await queryRows<{ role: string }>(database.db, sql`select current_user as role`);
    expect(row?.role).not.toBe('steward_app');
  });

  it('cannot read sessions or password hashes, even by a query that asks for them', async () => {
    const context = { userId, organizationId: orgA };
    // drizzle wraps the driver's error; PostgreSQL's own message is its cause.
    const denied = { cause: { message: expect.stringMatching(/permission denied/) } };
    await expect(
      withTenant(database.db, context, (tx) => tx.select({ hash: users.passwordHash }).from(users)),
    ).rejects.toMatchObject(denied);
    await expect(
      withTenant(database.db, context, (tx) => queryRows(tx, sql`select * from sessions`)),
    ).rejects.toMatchObject(denied);
    const names = await withTenant(database.db, context, (tx) =>
      tx.select({ email: users.email }).from(users),
    );
    expect(names).toEqual([{ email: 'a@example.org' }]);
  });
});
