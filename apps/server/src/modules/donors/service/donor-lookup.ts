import { type DonorLookup, donorName, LIMITS } from '@steward/domain';
import { withTenant } from '@/db/tenant';
import type { GivingDeps } from '@/modules/giving/service';
import type { MemberContext } from '@/platform/authorization';
import { lookUpDonors } from '../queries/donor-lookup';

/**
 * The entry grid's donor type-ahead: names, envelope numbers, cities and households only, since
 * counters use it and a counter sees no giving history, totals or contact details.
 */
export async function donorLookup(
  deps: GivingDeps,
  member: MemberContext,
  text: string,
): Promise<DonorLookup> {
  if (text === '') return { items: [] };
  const rows = await withTenant(deps.db, member, (tx) =>
    lookUpDonors(tx, member.organizationId, text, LIMITS.batches.lookupResults),
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      name: donorName({ firstName: row.first_name, lastName: row.last_name }),
      envelopeNumber: row.envelope_number,
      city: row.city,
      household: row.household_name
        ? {
            name: row.household_name,
            envelopeNumber: row.household_envelope,
            primary: row.household_primary === true,
          }
        : null,
      pledges: row.pledges,
    })),
  };
}
