import type { SuggestibleDonor } from '@steward/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';

/** The organisation's donors with a street, and the household each is in: what suggesting reads. */
export async function suggestibleDonors(tx: Tx, organizationId: string): Promise<SuggestibleDonor[]> {
  const rows = await queryRows<{
    id: string;
    first_name: string;
    last_name: string;
    address_line1: string;
    postal_code: string | null;
    city: string | null;
    household_id: string | null;
  }>(
    tx,
    sql`select d.id, d.first_name, d.last_name, d.address_line1, d.postal_code, d.city, m.household_id
        from donors d left join household_members m on m.donor_id = d.id
        where d.organization_id = ${organizationId} and coalesce(d.address_line1, '') <> ''`,
  );
  return rows.map((row) => ({
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    addressLine1: row.address_line1,
    postalCode: row.postal_code,
    city: row.city,
    householdId: row.household_id,
  }));
}

/** The suggestions marked "Not a household", each as its donors' key. */
export async function dismissedSuggestions(tx: Tx, organizationId: string): Promise<Set<string>> {
  const rows = await queryRows<{ donor_ids: string }>(
    tx,
    sql`select donor_ids from household_suggestion_dismissals where organization_id = ${organizationId}`,
  );
  return new Set(rows.map((row) => row.donor_ids));
}

export async function dismissSuggestion(tx: Tx, organizationId: string, key: string, userId: string) {
  await tx.execute(sql`
    insert into household_suggestion_dismissals (organization_id, donor_ids, dismissed_by)
    values (${organizationId}, ${key}, ${userId})
    on conflict do nothing`);
}

/** The names of these households (those of the organisation). */
export async function householdNames(tx: Tx, organizationId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await queryRows<{ id: string; name: string }>(
    tx,
    sql`select id, name from households where organization_id = ${organizationId}
        and id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}
