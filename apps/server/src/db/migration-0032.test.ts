import { migrationsUpTo } from '@test/migrations';
import { documentRow } from '@test/two-organisations';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, queryRows } from './client';
import { runMigrations } from './migrate';
import { documents, organizations } from './schema';

/** Migration 0032 counts the documents an organisation stored before the counts existed. */

let database: Database;
const migrations = migrationsUpTo();

beforeAll(async () => {
  database = await openPglite(null);
  await migrations.apply(database, 31);
  const [org] = await database.db.insert(organizations).values({ name: 'Grace' }).returning();
  const id = org?.id as string;
  await database.db
    .insert(documents)
    .values([
      { ...documentRow(id, 'policy.pdf', 'Insurance'), expiryDate: '2027-03-01' },
      { ...documentRow(id, 'rider.pdf', 'Insurance'), expiryDate: '2027-03-01' },
      documentRow(id, 'minutes.pdf', 'Governance'),
      documentRow(id, 'bylaws.pdf', 'Governance'),
      documentRow(id, 'agenda.pdf', 'Governance'),
    ]);
  await runMigrations(database);
}, 60_000);

afterAll(async () => {
  await database?.close();
  migrations.remove();
});

describe('migration 0032', () => {
  it('counts the documents already stored, by category and expiry date, and keeps counting', async () => {
    const counts = () =>
      queryRows(
        database.db,
        sql`select category, expiry_date::text, documents from document_counts order by category`,
      );
    expect(await counts()).toEqual([
      { category: 'Governance', expiry_date: null, documents: 3 },
      { category: 'Insurance', expiry_date: '2027-03-01', documents: 2 },
    ]);
    await database.db.execute(sql`delete from documents where name = 'agenda.pdf'`);
    expect((await counts())[0]).toEqual({ category: 'Governance', expiry_date: null, documents: 2 });
  });
});
