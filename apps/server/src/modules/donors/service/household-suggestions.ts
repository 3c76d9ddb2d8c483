import {
  donorName,
  type HouseholdSuggestionPage,
  householdName,
  householdSuggestionKey,
  householdSuggestions,
  LIMITS,
} from '@steward/domain';
import { withTenant } from '@/db/tenant';
import type { GivingDeps } from '@/modules/giving/service';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { toSummary } from '../presenter';
import { donorsWithIds } from '../queries/duplicates';
import * as q from '../queries/household-suggestions';
import { requireDonor } from './require-donor';

/**
 * A page of the households to suggest (donors of one last name at one address, by last name),
 * each with its donors' summaries and the household some of them are in already. Worked out from
 * every donor with a street at each ask: for 20,000 donors a median 133 ms on PostgreSQL and 313 ms
 * on PGlite, 70-80 ms of it the grouping (npm run bench -- households), so no job or cache.
 */
export async function householdSuggestionPage(
  deps: GivingDeps,
  member: MemberContext,
  page: { page: number; pageSize: number },
): Promise<HouseholdSuggestionPage> {
  const organizationId = member.organizationId;
  return withTenant(deps.db, member, async (tx) => {
    const suggestions = householdSuggestions(
      await q.suggestibleDonors(tx, organizationId),
      await q.dismissedSuggestions(tx, organizationId),
      LIMITS.donors.householdMembers,
    );
    const shown = suggestions.slice((page.page - 1) * page.pageSize, page.page * page.pageSize);
    const rows = await donorsWithIds(tx, organizationId, [...new Set(shown.flatMap((s) => s.donorIds))]);
    const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
    const names = await q.householdNames(
      tx,
      organizationId,
      shown.flatMap((s) => (s.householdId ? [s.householdId] : [])),
    );
    return {
      items: shown.map((suggestion) => ({
        donors: suggestion.donorIds.flatMap((id) => byId.get(id) ?? []),
        household: suggestion.householdId
          ? { id: suggestion.householdId, name: names.get(suggestion.householdId) ?? '' }
          : null,
      })),
      total: suggestions.length,
      page: page.page,
      pageSize: page.pageSize,
    };
  });
}

/** "Not a household": these donors are not suggested together again. Audited. */
export async function dismissHouseholdSuggestion(
  deps: GivingDeps,
  member: MemberContext,
  donorIds: string[],
) {
  const organizationId = member.organizationId;
  await withTenant(deps.db, member, async (tx) => {
    const donors = [];
    for (const id of donorIds) donors.push(await requireDonor(tx, organizationId, id));
    await q.dismissSuggestion(tx, organizationId, householdSuggestionKey(donorIds), member.userId);
    const people = donors.map((d) => ({ firstName: d.first_name, lastName: d.last_name }));
    await recordAudit(tx, {
      organizationId,
      actorId: member.userId,
      action: 'household_suggestion_dismissed',
      target: householdName(people),
      detail: `${people.map(donorName).join(', ')}: not suggested as a household again`,
      ipAddress: member.ipAddress,
    });
  });
}
