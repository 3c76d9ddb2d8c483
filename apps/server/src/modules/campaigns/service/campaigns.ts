import {
  CAMPAIGN_HAS_PLEDGES,
  type CampaignDetail,
  type CampaignList,
  type CampaignSummary,
  type campaignInputSchema,
  campaignProblems,
  campaignProgress,
  campaignTotals,
  fundLabel,
} from '@steward/domain';
import type { z } from 'zod';
import type { Tx } from '@/db/client';
import { withTenant } from '@/db/tenant';
import type { GivingDeps } from '@/modules/giving/service';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { conflict, invalid, notFound } from '@/platform/errors';
import * as q from '../queries/campaigns';
import { countPledges } from '../queries/pledges';
import { CAMPAIGN_NOT_FOUND, campaignPledges } from './pledges';

/**
 * Campaigns (Giving -> Campaigns; not in the spec: docs/spec-deviations.md): funds of the fund
 * list over a date range with an optional goal. Its figures are read from the gifts each time.
 */

type CampaignInput = z.output<typeof campaignInputSchema>;

function toSummary(
  row: q.CampaignRow,
  givenCents: number,
  pledgedCents: number,
  pledgers: number,
): CampaignSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    funds: row.funds.map((fund) => ({ id: fund.id, name: fund.name, label: fundLabel(fund.name) })),
    startDate: row.start_date,
    endDate: row.end_date,
    goalCents: row.goal_cents === null ? null : Number(row.goal_cents),
    status: row.closed ? 'closed' : 'active',
    pledgedCents,
    givenCents,
    pledgers,
  };
}

/** GET /api/giving/campaigns: every campaign with what was pledged and given, active ones first. */
export function listCampaigns(deps: GivingDeps, member: MemberContext): Promise<CampaignList> {
  return withTenant(deps.db, member, async (tx) => {
    const rows = await q.listCampaigns(tx, member.organizationId);
    const given = await q.givenToCampaigns(tx, member.organizationId, rows);
    const pledged = await q.pledgedToCampaigns(tx, member.organizationId);
    return {
      items: rows.map((row) =>
        toSummary(
          row,
          given.get(row.id) ?? 0,
          pledged.get(row.id)?.cents ?? 0,
          pledged.get(row.id)?.pledgers ?? 0,
        ),
      ),
    };
  });
}

async function requireCampaign(tx: Tx, member: MemberContext, id: string, forUpdate = false) {
  const row = await q.findCampaign(tx, member.organizationId, id, forUpdate);
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  return row;
}

/**
 * GET /api/giving/campaigns/{id}: the figures, the progress month by month from its start to
 * today (or its end), and every pledge with its fulfilment.
 */
export function campaignDetail(deps: GivingDeps, member: MemberContext, id: string): Promise<CampaignDetail> {
  return withTenant(deps.db, member, async (tx) => {
    const row = await requireCampaign(tx, member, id);
    await q.withoutJit(tx);
    const today = await q.databaseToday(tx);
    const scope = q.scopeOf(row);
    const receipts = await q.campaignReceipts(tx, member.organizationId, id, scope, today);
    const givenMonths = receipts.months;
    const pledges = await campaignPledges(tx, member.organizationId, id, today, receipts.givenToPledges);
    const givenCents = [...givenMonths.values()].reduce((sum, cents) => sum + cents, 0);
    const totals = campaignTotals(
      pledges,
      givenCents,
      row.goal_cents === null ? null : Number(row.goal_cents),
    );
    const progress = campaignProgress(
      { startDate: row.start_date, endDate: row.end_date },
      today,
      givenMonths,
      await q.pledgedByMonth(tx, member.organizationId, id),
    );
    return {
      ...toSummary(row, givenCents, totals.pledgedCents, totals.pledgers),
      pledgedGivenCents: totals.pledgedGivenCents,
      giversWithoutPledge: receipts.giversWithoutPledge,
      progress,
      pledges,
    };
  });
}

/** The rules of spec-less campaign input, the field named; the funds must be the organisation's. */
async function checkedValues(tx: Tx, member: MemberContext, input: CampaignInput, closed: boolean) {
  const name = input.name.trim();
  const fundIds = [...new Set(input.fundIds)];
  const problems = campaignProblems({
    name,
    fundIds,
    startDate: input.startDate,
    endDate: input.endDate,
    goalCents: input.goalCents,
    description: input.description,
  });
  if (problems.length > 0) throw invalid((problems[0] as { message: string }).message);
  const funds = await q.fundsWithIds(tx, member.organizationId, fundIds);
  if (funds.length !== fundIds.length) throw invalid('Choose the funds from the fund list.');
  return {
    name,
    description: input.description,
    startDate: input.startDate,
    endDate: input.endDate,
    goalCents: input.goalCents,
    closed,
    fundIds,
  };
}

async function refuseTakenName(tx: Tx, member: MemberContext, name: string, exceptId?: string) {
  const taken = await q.campaignNamed(tx, member.organizationId, name);
  if (taken && taken !== exceptId) throw conflict(`A campaign named "${name}" already exists.`, taken);
}

/** POST /api/giving/campaigns (admins): a new campaign, active unless `closed`. Audited. */
export function createCampaign(deps: GivingDeps, member: MemberContext, input: CampaignInput) {
  return withTenant(deps.db, member, async (tx) => {
    await q.lockCampaigns(tx, member.organizationId);
    const values = await checkedValues(tx, member, input, input.closed ?? false);
    await refuseTakenName(tx, member, values.name);
    const id = await q.insertCampaign(tx, member.organizationId, member.userId, values);
    await recordAudit(tx, {
      organizationId: member.organizationId,
      actorId: member.userId,
      action: 'campaign_created',
      target: values.name,
      ipAddress: member.ipAddress,
    });
    return id;
  }).then((id) => campaignDetail(deps, member, id));
}

/**
 * PATCH /api/giving/campaigns/{id} (admins): its name, funds, dates, goal and whether it is
 * closed. Its dates may not leave out a pledge's: a pledge's dates lie within its campaign's.
 */
export function updateCampaign(deps: GivingDeps, member: MemberContext, id: string, input: CampaignInput) {
  return withTenant(deps.db, member, async (tx) => {
    await q.lockCampaigns(tx, member.organizationId);
    const row = await requireCampaign(tx, member, id, true);
    const values = await checkedValues(tx, member, input, input.closed ?? row.closed);
    await refuseTakenName(tx, member, values.name, id);
    const outside = await q.pledgesOutside(tx, member.organizationId, id, values.startDate, values.endDate);
    if (outside > 0) {
      throw invalid(
        `${outside === 1 ? 'A pledge lies' : `${outside} pledges lie`} outside these dates: change ${outside === 1 ? 'its' : 'their'} dates first.`,
      );
    }
    await q.updateCampaign(tx, member.organizationId, id, values);
    await recordAudit(tx, {
      organizationId: member.organizationId,
      actorId: member.userId,
      action: 'campaign_updated',
      target: values.name,
      detail: values.closed !== row.closed ? (values.closed ? 'closed' : 'reopened') : undefined,
      ipAddress: member.ipAddress,
    });
  }).then(() => campaignDetail(deps, member, id));
}

/** DELETE /api/giving/campaigns/{id} (admins): only a campaign without pledges (close it instead). */
export function deleteCampaign(deps: GivingDeps, member: MemberContext, id: string) {
  return withTenant(deps.db, member, async (tx) => {
    const row = await requireCampaign(tx, member, id, true);
    if ((await countPledges(tx, member.organizationId, id)) > 0) throw conflict(CAMPAIGN_HAS_PLEDGES);
    await q.deleteCampaign(tx, member.organizationId, id);
    await recordAudit(tx, {
      organizationId: member.organizationId,
      actorId: member.userId,
      action: 'campaign_deleted',
      target: row.name,
      ipAddress: member.ipAddress,
    });
  });
}
