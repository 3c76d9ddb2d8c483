import {
  type DonorPledges,
  expectedByCents,
  instalmentCents,
  type Pledge,
  type PledgeFrequency,
  pledgeFulfilment,
  type pledgeInputSchema,
  pledgeProblems,
  type pledgeUpdateSchema,
} from '@steward/domain';
import type { z } from 'zod';
import type { Tx } from '@/db/client';
import { withTenant } from '@/db/tenant';
import type { GivingDeps } from '@/modules/giving/service';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { conflict, invalid, notFound } from '@/platform/errors';
import { databaseToday, findCampaign, lockCampaigns } from '../queries/campaigns';
import * as q from '../queries/pledges';

/**
 * Pledges: a donor's or a household's promise to a campaign. What was given towards one is read
 * from the gifts each time (queries/pledges.ts); fulfilment and what is expected by now are the
 * domain's rules (pledgeFulfilment, expectedByCents).
 */

export const CAMPAIGN_NOT_FOUND = 'Campaign not found';
export const PLEDGE_NOT_FOUND = 'Pledge not found';
export const GIVER_NOT_FOUND = 'Donor or household not found';
export const CAMPAIGN_CLOSED = 'This campaign is closed: reopen it to record a pledge.';

type PledgeInput = z.output<typeof pledgeInputSchema>;
type PledgeUpdate = z.output<typeof pledgeUpdateSchema>;

/** A pledge row as the API shows it, its fulfilment as of `asOf`. */
export function toPledge(row: q.PledgeRow, asOf: string): Pledge {
  const schedule = {
    amountCents: Number(row.amount_cents),
    startDate: row.start_date,
    endDate: row.end_date,
    frequency: row.frequency as PledgeFrequency | null,
  };
  const expectedCents = expectedByCents(schedule, asOf);
  const fulfilment = pledgeFulfilment({
    amountCents: schedule.amountCents,
    givenCents: Number(row.given_cents),
    expectedCents,
  });
  return {
    id: row.id,
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    pledger: row.household_id
      ? { kind: 'household', id: row.household_id, name: row.pledger_name, donorId: row.page_donor_id }
      : { kind: 'donor', id: row.donor_id as string, name: row.pledger_name, donorId: row.donor_id },
    amountCents: schedule.amountCents,
    frequency: schedule.frequency,
    instalmentCents: instalmentCents(schedule),
    startDate: row.start_date,
    endDate: row.end_date,
    expectedCents,
    ...fulfilment,
    imported: row.imported,
  };
}

/**
 * The campaign's pledges with their fulfilment as of `asOf`: what was given towards each read per
 * pledge, or, on the campaign's page, as it summed them from the campaign's gifts
 * (campaignReceipts), by pledge id.
 */
export async function campaignPledges(
  tx: Tx,
  organizationId: string,
  campaignId: string,
  asOf: string,
  given?: ReadonlyMap<string, number>,
) {
  const rows = await q.pledgeRows(tx, organizationId, { campaignId }, asOf, given === undefined);
  return rows.map((row) => toPledge(given ? { ...row, given_cents: given.get(row.id) ?? 0 } : row, asOf));
}

/** GET /api/donors/{id}/pledges: the donor's own pledges and their household's. */
export function donorPledges(
  deps: GivingDeps,
  member: MemberContext,
  donorId: string,
): Promise<DonorPledges> {
  return withTenant(deps.db, member, async (tx) => {
    if (!(await q.giverExists(tx, member.organizationId, { donorId }))) throw notFound('Donor not found');
    const today = await databaseToday(tx);
    const rows = await q.pledgeRows(tx, member.organizationId, { donorId }, today);
    return { items: rows.map((row) => toPledge(row, today)) };
  });
}

async function openCampaign(tx: Tx, member: MemberContext, campaignId: string) {
  const campaign = await findCampaign(tx, member.organizationId, campaignId, true);
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
  return campaign;
}

function refuseProblems(values: q.PledgeValues, campaign: { start_date: string; end_date: string }) {
  const problems = pledgeProblems(
    { ...values, frequency: values.frequency as PledgeFrequency | null },
    { startDate: campaign.start_date, endDate: campaign.end_date },
  );
  if (problems.length > 0) throw invalid((problems[0] as { message: string }).message);
}

async function readPledge(tx: Tx, organizationId: string, id: string) {
  const today = await databaseToday(tx);
  const [row] = await q.pledgeRows(tx, organizationId, { pledgeId: id }, today);
  return toPledge(row as q.PledgeRow, today);
}

/**
 * POST /api/giving/campaigns/{id}/pledges (admins): a donor's or a household's pledge. A giver
 * the campaign already has a pledge of (their own, or their household's as a joint member) gets
 * 409 with that pledge, to add to it rather than promise twice.
 */
export function createPledge(
  deps: GivingDeps,
  member: MemberContext,
  campaignId: string,
  input: PledgeInput,
) {
  return withTenant(deps.db, member, async (tx) => {
    await lockCampaigns(tx, member.organizationId);
    const campaign = await openCampaign(tx, member, campaignId);
    if (campaign.closed) throw conflict(CAMPAIGN_CLOSED);
    const giver = input.householdId
      ? { householdId: input.householdId }
      : { donorId: input.donorId as string };
    if (!(await q.giverExists(tx, member.organizationId, giver))) throw notFound(GIVER_NOT_FOUND);
    const values = {
      amountCents: input.amountCents,
      frequency: input.frequency,
      startDate: input.startDate,
      endDate: input.endDate,
    };
    refuseProblems(values, campaign);
    const existing = await q.coveringPledge(tx, member.organizationId, campaignId, giver);
    if (existing) {
      const first = await readPledge(tx, member.organizationId, existing);
      throw conflict(
        `${first.pledger.name} already has a pledge to ${campaign.name}: add to it instead.`,
        existing,
      );
    }
    const id = await q.insertPledge(
      tx,
      member.organizationId,
      campaignId,
      {
        donorId: input.householdId ? null : (input.donorId as string),
        householdId: input.householdId ?? null,
      },
      values,
      member.userId,
    );
    const pledge = await readPledge(tx, member.organizationId, id);
    await recordAudit(tx, {
      organizationId: member.organizationId,
      actorId: member.userId,
      action: 'pledge_added',
      target: `${pledge.pledger.name}: ${campaign.name}`,
      ipAddress: member.ipAddress,
    });
    return pledge;
  });
}

/** PATCH /api/giving/pledges/{id} (admins): its amount, schedule and dates, checked as a new one's. */
export function updatePledge(deps: GivingDeps, member: MemberContext, id: string, input: PledgeUpdate) {
  return withTenant(deps.db, member, async (tx) => {
    await lockCampaigns(tx, member.organizationId);
    const found = await q.findPledge(tx, member.organizationId, id);
    if (!found) throw notFound(PLEDGE_NOT_FOUND);
    const campaign = await openCampaign(tx, member, found.campaign_id);
    refuseProblems(input, campaign);
    await q.updatePledge(tx, member.organizationId, id, input);
    const pledge = await readPledge(tx, member.organizationId, id);
    await recordAudit(tx, {
      organizationId: member.organizationId,
      actorId: member.userId,
      action: 'pledge_changed',
      target: `${pledge.pledger.name}: ${campaign.name}`,
      ipAddress: member.ipAddress,
    });
    return pledge;
  });
}

/** DELETE /api/giving/pledges/{id} (admins): the promise goes; the gifts stay as they are. */
export function deletePledge(deps: GivingDeps, member: MemberContext, id: string) {
  return withTenant(deps.db, member, async (tx) => {
    await lockCampaigns(tx, member.organizationId);
    const found = await q.findPledge(tx, member.organizationId, id);
    if (!found) throw notFound(PLEDGE_NOT_FOUND);
    const pledge = await readPledge(tx, member.organizationId, id);
    await q.deletePledge(tx, member.organizationId, id);
    await recordAudit(tx, {
      organizationId: member.organizationId,
      actorId: member.userId,
      action: 'pledge_removed',
      target: `${pledge.pledger.name}: ${pledge.campaignName}`,
      ipAddress: member.ipAddress,
    });
  });
}
