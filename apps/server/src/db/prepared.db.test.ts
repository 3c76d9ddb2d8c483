import { createTestDatabase, type TestDatabase } from '@test/database';
import { namesStartingWith, seedTwoOrganisations } from '@test/two-organisations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryPrepared, queryRows } from './client';
import { withTenant } from './tenant';

let database: TestDatabase;
let orgA: string;
let orgB: string;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ orgA, orgB } = await seedTwoOrganisations(database.db));
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
