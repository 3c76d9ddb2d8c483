import { createTestDatabase, type TestDatabase } from '@test/database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryPrepared, queryRows } from './client';
import { documents, organizations } from './schema';
import { withTenant } from './tenant';

let database: TestDatabase;
let orgA: string;
let orgB: string;

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

/** The same statement text whatever the prefix: only the bound value differs. */
function namesStartingWith(prefix: string) {
  return sql`select name from ${documents} where name like ${`${prefix}%`} order by name`;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const [a, b] = await database.db
    .insert(organizations)
    .values([{ name: 'Org A' }, { name: 'Org B' }])
    .returning({ id: organizations.id });
  orgA = a?.id as string;
  orgB = b?.id as string;
  await database.db
    .insert(documents)
    .values([documentRow(orgA, 'a1.txt'), documentRow(orgA, 'a2.txt'), documentRow(orgB, 'b1.txt')]);
});
afterAll(() => database.destroy());

/** The names in `organizationId`'s documents, read under row-level security by `query`. */
function readAs(db: Db, organizationId: string, query: typeof queryRows) {
  return withTenant(db, { userId: null, organizationId }, (tx) =>
    query<{ name: string }>(tx, namesStartingWith('')),
  );
}

describe('queryPrepared (the hottest reads as named prepared statements)', () => {
  it('answers as queryRows does, and one statement used by two organisations shows each only its own rows', async () => {
    for (let round = 0; round < 3; round++) {
      expect(await readAs(database.db, orgA, queryPrepared)).toEqual([
        { name: 'a1.txt' },
        { name: 'a2.txt' },
      ]);
      expect(await readAs(database.db, orgB, queryPrepared)).toEqual([{ name: 'b1.txt' }]);
    }
    expect(await readAs(database.db, orgA, queryRows)).toEqual(
      await readAs(database.db, orgA, queryPrepared),
    );
  });
});
