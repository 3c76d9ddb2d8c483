import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '@/db/client';
import { createCampaign, createPledge } from '@/modules/campaigns/service';
import type { MemberContext } from '@/platform/authorization';
import type { Storage } from '@/platform/storage/storage';

/** The demo's campaign: a new roof, over this year and the next, from the Building Fund. */
export const DEMO_CAMPAIGN_FUND = 'Building Fund';
const GOAL_CENTS = 4_000_000;
/** Pledgers who gave this year, and pledgers who have given nothing yet. */
const GIVING_PLEDGERS = 28;
const SILENT_PLEDGERS = 2;

/**
 * What each pledger promised, against what they gave to the Building Fund this year, in turn:
 * less than that (fulfilled, with some beyond it), one and a half times and 1.9 times (on track: a
 * two-year monthly pledge expects about half by the end of the first year), three times (behind).
 */
const PROMISE_FACTORS = [0.8, 1.5, 3, 1.9];

/** Rounded up to ten dollars, as people promise. */
const roundedUp = (cents: number) => Math.max(10_000, Math.ceil(cents / 1_000) * 1_000);

/**
 * "Roof Campaign {year}" with a goal and about thirty pledges in every state, so a new user sees
 * a campaign working: givers to the Building Fund this year, by name (a household's joint members
 * pledging as the household), and two who pledged and have given nothing yet.
 */
export async function seedDemoCampaign(
  database: Database,
  storage: Storage,
  treasurer: MemberContext,
  now: Date,
) {
  const deps = { db: database.db, storage };
  const year = now.getUTCFullYear();
  const [fund] = await queryRows<{ id: string }>(
    database.db,
    sql`select id from funds where organization_id = ${treasurer.organizationId} and name = ${DEMO_CAMPAIGN_FUND}`,
  );
  if (!fund) return;
  const campaign = await createCampaign(deps, treasurer, {
    name: `Roof Campaign ${year}`,
    description: 'A new roof for the sanctuary and the hall, over two years.',
    fundIds: [fund.id],
    startDate: `${year}-01-01`,
    endDate: `${year + 1}-12-31`,
    goalCents: GOAL_CENTS,
  });
  const givers = await queryRows<{ donor_id: string; household_id: string | null; given: number | string }>(
    database.db,
    sql`select d.id as donor_id, m.household_id, coalesce(sum(x.amount_cents), 0) as given
        from donors d
        left join household_members m on m.donor_id = d.id and m.gives_jointly
        left join donations x on x.donor_id = d.id and x.fund = ${DEMO_CAMPAIGN_FUND}
          and x.gift_date >= ${`${year}-01-01`}
        where d.organization_id = ${treasurer.organizationId}
        group by d.id, m.household_id, d.last_name, d.first_name
        order by d.last_name, d.first_name`,
  );
  const pledged = new Set<string>();
  const chosen: { giver: (typeof givers)[number]; amountCents: number; startDate: string }[] = [];
  // Those who have given nothing yet begin next month: not started, rather than behind.
  const nextMonth = new Date(Date.UTC(year, now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
  const take = (wanted: number, giving: boolean) => {
    let taken = 0;
    for (const giver of givers) {
      const given = Number(giver.given);
      const unit = giver.household_id ?? giver.donor_id;
      if (taken >= wanted || given > 0 !== giving || pledged.has(unit)) continue;
      pledged.add(unit);
      const factor = PROMISE_FACTORS[chosen.length % PROMISE_FACTORS.length] as number;
      chosen.push({
        giver,
        amountCents: giving ? roundedUp(given * factor) : 120_000,
        startDate: giving ? `${year}-01-01` : nextMonth,
      });
      taken += 1;
    }
  };
  take(GIVING_PLEDGERS, true);
  take(SILENT_PLEDGERS, false);
  for (const [index, { giver, amountCents, startDate }] of chosen.entries()) {
    await createPledge(deps, treasurer, campaign.id, {
      ...(giver.household_id ? { householdId: giver.household_id } : { donorId: giver.donor_id }),
      amountCents,
      frequency: index % 5 === 4 ? 'quarterly' : 'monthly',
      startDate,
      endDate: `${year + 1}-12-31`,
    });
  }
}
