import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { documents, organizations } from '@/db/schema';

/** A document row of `organizationId` with no file behind it, for tests that read rows only. */
export function documentRow(organizationId: string, name: string, category = 'Other') {
  return {
    organizationId,
    name,
    category,
    storageKey: `org/${organizationId}/documents/${name}`,
    sizeBytes: 1,
    contentType: 'text/plain',
    sha256: '0'.repeat(64),
  };
}

/** Org A with a1.txt and a2.txt, org B with b1.txt. */
export async function seedTwoOrganisations(db: Db) {
  const [a, b] = await db
    .insert(organizations)
    .values([{ name: 'Org A' }, { name: 'Org B' }])
    .returning({ id: organizations.id });
  const orgA = a?.id as string;
  const orgB = b?.id as string;
  await db
    .insert(documents)
    .values([documentRow(orgA, 'a1.txt'), documentRow(orgA, 'a2.txt'), documentRow(orgB, 'b1.txt')]);
  return { orgA, orgB };
}

/** The names of the documents starting with `prefix`: the same statement text whatever the prefix. */
export function namesStartingWith(prefix: string) {
  return sql`select name from ${documents} where name like ${`${prefix}%`} order by name`;
}
