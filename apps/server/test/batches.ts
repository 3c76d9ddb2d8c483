import type { BatchInput, GiftEntryInput } from '@steward/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { type Db, queryRows } from '@/db/client';
import { type Actor, call } from './world';

/** A count sheet: two checks of $100 and $50 and $20 of cash, received on Sunday, Nov 22 2026. */
export const COUNT_SHEET: BatchInput = {
  name: 'Sunday 9:00, Nov 22 2026',
  receivedDate: '2026-11-22',
  expectedCount: 3,
  expectedTotalCents: 17_000,
  expectedCashCents: 2_000,
  expectedCheckCents: 15_000,
  defaultFund: 'General',
  defaultMethod: 'check',
};

export async function createBatch(app: FastifyInstance, actor: Actor, input: Partial<BatchInput> = {}) {
  const response = await call(app, 'POST', '/api/batches', {
    cookie: actor.cookie,
    payload: { ...COUNT_SHEET, ...input },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().batch.id as string;
}

/** A check from a donor of the organisation. */
export function check(
  donorId: string,
  amountCents: number,
  checkNumber: string,
  fund = 'General',
): GiftEntryInput {
  return {
    donor: { kind: 'existing', donorId },
    method: 'check',
    checkNumber,
    giftDate: '2026-11-22',
    allocations: [{ fund, amountCents }],
  };
}

/** Loose cash from the plate, no donor. */
export function looseCash(amountCents: number): GiftEntryInput {
  return {
    donor: { kind: 'anonymous' },
    method: 'cash',
    giftDate: '2026-11-22',
    allocations: [{ fund: 'General', amountCents }],
  };
}

export function addGift(app: FastifyInstance, actor: Actor, batchId: string, gift: GiftEntryInput) {
  return call(app, 'POST', `/api/batches/${batchId}/gifts`, { cookie: actor.cookie, payload: gift });
}

export async function addGiftOk(app: FastifyInstance, actor: Actor, batchId: string, gift: GiftEntryInput) {
  const response = await addGift(app, actor, batchId, gift);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().gift.id as string;
}

/** A donor added by hand (POST /api/donors), by name. */
export async function newDonor(app: FastifyInstance, actor: Actor, firstName: string, lastName: string) {
  const response = await call(app, 'POST', '/api/donors', {
    cookie: actor.cookie,
    payload: { firstName, lastName, email: null, phone: null, address: {} },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

/** The funds the tests' gifts and batches name ('' is the general fund, printed "General"). */
export const TEST_FUNDS = ['', 'General', 'Missions', 'Building', 'Youth', 'Building Fund'];

/**
 * The organisation's fund list, which gift entry checks each fund against: an admin or an import
 * adds funds; a test writes them (the general fund '' comes only from gifts that name none).
 */
export async function seedFunds(db: Db, organizationId: string, names: readonly string[] = TEST_FUNDS) {
  await db.execute(sql`
    insert into funds (organization_id, name)
    values ${sql.join(
      names.map((name) => sql`(${organizationId}, ${name})`),
      sql`, `,
    )}
    on conflict (organization_id, name) do nothing`);
}

/** The stored rollups agree with the gifts there, as a merge from scratch makes them. */
export async function expectNoDrift(db: Db, organizationId: string) {
  const drift = await queryRows<{ what: string }>(
    db,
    sql`select 'donor ' || d.id as what from donors d
          left join (select donor_id, sum(amount_cents) as total, count(*) as n from donations group by donor_id) g
            on g.donor_id = d.id
          where d.organization_id = ${organizationId}
            and (d.total_cents <> coalesce(g.total, 0) or d.gift_count <> coalesce(g.n, 0))
        union all
        select 'month ' || coalesce(m.month, g.month)::text from
          (select * from donation_months where organization_id = ${organizationId}) m
          full join (select date_trunc('month', gift_date)::date as month, sum(amount_cents) as cents, count(*) as n,
                       count(distinct donor_id) as donors
                     from donations where organization_id = ${organizationId} group by 1) g on g.month = m.month
          where m.amount_cents is distinct from g.cents or m.gift_count is distinct from g.n
            or m.donor_count is distinct from g.donors
        union all
        select 'year ' || coalesce(y.donor_id, g.donor_id) from
          (select * from donor_years where organization_id = ${organizationId}) y
          full join (select donor_id, extract(year from gift_date)::integer as year, sum(amount_cents) as cents, count(*) as n
                     from donations where organization_id = ${organizationId} group by 1, 2) g
            on g.donor_id = y.donor_id and g.year = y.year
          where y.amount_cents is distinct from g.cents or y.gift_count is distinct from g.n`,
  );
  expect(drift).toEqual([]);
}
