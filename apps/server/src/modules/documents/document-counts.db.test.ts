import { addDays, DONOR_DATA_CATEGORY, isoDay } from '@steward/domain';
import { createTestDatabase, type TestDatabase } from '@test/database';
import { documentRow } from '@test/two-organisations';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/db/client';
import { documentCounts, documents, organizations } from '@/db/schema';
import { type TenantContext, withTenant } from '@/db/tenant';
import { documentPage, type ListFilter } from './queries/documents';

/**
 * The counts per category and expiry date (migration 0032) stand in for counting the documents:
 * the dashboard's totals and the list's total read them. They must say what counting would.
 */

let database: TestDatabase;
let orgA: string;
let orgB: string;
const today = isoDay(new Date());
const CATEGORIES = ['Legal', 'Insurance', 'Finance', DONOR_DATA_CATEGORY];

beforeAll(async () => {
  database = await createTestDatabase();
  const inserted = await database.db
    .insert(organizations)
    .values([{ name: 'Org A' }, { name: 'Org B' }])
    .returning({ id: organizations.id });
  orgA = inserted[0]?.id as string;
  orgB = inserted[1]?.id as string;
});
afterAll(() => database.destroy());

/** n documents of `org`, spread over the categories and over expiry dates around today (or none). */
function someDocuments(org: string, n: number, prefix: string) {
  return Array.from({ length: n }, (_, i) => ({
    ...documentRow(org, `${prefix}-${i}.pdf`, CATEGORIES[i % CATEGORIES.length]),
    expiryDate: i % 5 === 0 ? null : addDays(today, (i % 11) * 9 - 40),
  }));
}

/** The counts of `org` as counting its documents gives them, and as the counts table keeps them. */
async function bothCounts(org: string) {
  const counted = await queryRows<{ category: string; expiry_date: string | null; documents: number }>(
    database.db,
    sql`select category, expiry_date::text, count(*)::int as documents from ${documents}
      where organization_id = ${org} group by 1, 2 order by 1, 2 nulls first`,
  );
  const kept = await queryRows<{ category: string; expiry_date: string | null; documents: number }>(
    database.db,
    sql`select category, expiry_date::text, documents from ${documentCounts}
      where organization_id = ${org} and documents > 0 order by 1, 2 nulls first`,
  );
  return { counted, kept };
}

const admin = (org: string): TenantContext => ({ userId: null, organizationId: org, role: 'admin' });

describe('the document counts', () => {
  it('follow every insert, change of category or expiry date, and delete, as counting would', async () => {
    await database.db.insert(documents).values(someDocuments(orgA, 240, 'bulk'));
    await database.db.insert(documents).values(someDocuments(orgB, 30, 'other'));
    // One by one, as a member files them.
    for (const row of someDocuments(orgA, 12, 'one')) {
      await withTenant(database.db, admin(orgA), (tx) => tx.insert(documents).values(row));
    }
    await database.db
      .update(documents)
      .set({ category: 'Minutes' })
      .where(sql`${documents.organizationId} = ${orgA} and ${documents.name} like 'bulk-1%'`);
    await database.db
      .update(documents)
      .set({ expiryDate: sql`case when ${documents.expiryDate} is null then current_date + 3 end` })
      .where(sql`${documents.organizationId} = ${orgA} and ${documents.name} like 'bulk-2%'`);
    await withTenant(database.db, admin(orgA), (tx) =>
      tx.delete(documents).where(sql`${documents.name} like 'bulk-3%' or ${documents.name} = 'one-4.pdf'`),
    );

    const a = await bothCounts(orgA);
    expect(a.counted.length).toBeGreaterThan(20);
    expect(a.kept).toEqual(a.counted);
    const b = await bothCounts(orgB);
    expect(b.kept).toEqual(b.counted);
  });

  it('are not written when a change keeps the category and expiry date (a rename, the text read)', async () => {
    const versions = () =>
      queryRows<{ row: string }>(
        database.db,
        sql`select xmin::text || ':' || documents as row from ${documentCounts} where organization_id = ${orgA} order by category, expiry_date`,
      );
    const before = await versions();
    await database.db
      .update(documents)
      .set({ name: sql`${documents.name} || ' (renamed)'`, description: 'read' })
      .where(eq(documents.organizationId, orgA));
    expect(await versions()).toEqual(before);
  });

  it('count every document filed by transactions at the same time', async () => {
    const before = await bothCounts(orgB);
    await Promise.all(
      someDocuments(orgB, 16, 'together').map((row) =>
        withTenant(database.db, admin(orgB), (tx) =>
          tx.insert(documents).values({ ...row, category: 'Legal' }),
        ),
      ),
    );
    const after = await bothCounts(orgB);
    expect(after.kept).toEqual(after.counted);
    const total = (rows: { documents: number }[]) => rows.reduce((sum, row) => sum + row.documents, 0);
    expect(total(after.kept)).toBe(total(before.kept) + 16);
  });

  it('give the list the total of every filter they can answer, as counting the documents does', async () => {
    const filters: Omit<ListFilter, 'organizationId' | 'today'>[] = [];
    for (const donorData of [true, false]) {
      for (const category of [undefined, 'Legal', DONOR_DATA_CATEGORY]) {
        for (const status of [undefined, 'Active', 'Expiring Soon', 'Overdue'] as const) {
          filters.push({ donorData, category, status });
        }
      }
    }
    for (const filter of filters) {
      const context = { ...admin(orgA), role: filter.donorData ? 'admin' : 'user' } as TenantContext;
      const { total } = await withTenant(database.db, context, (tx) =>
        documentPage(tx, { ...filter, organizationId: orgA, today }, 'created', 'desc', 5, 0),
      );
      const { total: beyond, rows } = await withTenant(database.db, context, (tx) =>
        documentPage(tx, { ...filter, organizationId: orgA, today }, 'created', 'desc', 5, 10_000),
      );
      // The documents the filter keeps, counted one by one.
      const soon = addDays(today, 30);
      const statusTest =
        filter.status === 'Overdue'
          ? sql`expiry_date < ${today}`
          : filter.status === 'Expiring Soon'
            ? sql`expiry_date between ${today} and ${soon}`
            : filter.status === 'Active'
              ? sql`(expiry_date is null or expiry_date > ${soon})`
              : sql`true`;
      const [expected] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from ${documents} where organization_id = ${orgA}
          and (${filter.donorData} or category <> ${DONOR_DATA_CATEGORY})
          and (${filter.category ?? null}::text is null or category = ${filter.category ?? null})
          and ${statusTest}`,
      );
      expect({ filter, total, beyond, rows: rows.length }).toEqual({
        filter,
        total: expected?.n,
        beyond: expected?.n,
        rows: 0,
      });
    }
  });

  it('go with their organisation when it is deleted, and the others stay', async () => {
    await database.db.delete(organizations).where(eq(organizations.id, orgA));
    const [left] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ${documentCounts} where organization_id = ${orgA}`,
    );
    expect(left?.n).toBe(0);
    const b = await bothCounts(orgB);
    expect(b.kept.length).toBeGreaterThan(0);
    expect(b.kept).toEqual(b.counted);
  });
});
