import {
  asOfBeforeCampaign,
  type CreatePledgeStatementRun,
  campaignProgressSentence,
  longDate,
  pledgeLetter,
  type StatementRun,
} from '@steward/domain';
import { withTenant } from '@/db/tenant';
import { CAMPAIGN_NOT_FOUND, campaignAsOf } from '@/modules/campaigns/service';
import { lockOrganizationDonors } from '@/modules/giving/service';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { conflict, invalid, notFound } from '@/platform/errors';
import * as q from '../queries/statements';
import { presentedRun, SETTINGS_NOT_SAVED, type StatementDeps } from './statement-runs';

/**
 * POST /api/statements/pledge-runs (admins; not in the spec: docs/spec-deviations.md): a pledge
 * statement for each pledge of the campaign started by `asOf`, of what was promised, given towards
 * it up to that day and what remains. The run prints the saved statement settings with the letter
 * in the message's place (its campaign and day written in, and the campaign's progress after it),
 * and is then a run like any other: made in the background, emailed or printed. Refused with a
 * clear message, leaving nothing behind, without saved settings, before the campaign's start, or
 * when no pledge had started by then.
 */
export async function createPledgeStatementRun(
  deps: StatementDeps,
  member: MemberContext,
  input: CreatePledgeStatementRun,
): Promise<StatementRun> {
  const organizationId = member.organizationId;
  const run = await withTenant(deps.db, member, async (tx) => {
    // As a giving run's: the gifts it covers are read under the donor lock.
    await lockOrganizationDonors(tx, organizationId);
    const saved = await q.findSettings(tx, organizationId);
    if (!saved) throw conflict(SETTINGS_NOT_SAVED);
    const campaign = await campaignAsOf(tx, organizationId, input.campaignId, input.asOf);
    if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
    if (input.asOf < campaign.startDate) {
      throw invalid(asOfBeforeCampaign(campaign.startDate));
    }
    const asOf = longDate(input.asOf);
    // {organization} is left for the statement to write, as a giving statement's message.
    const letter = pledgeLetter(input.letter, {
      organization: '{organization}',
      campaign: campaign.name,
      asOf,
    });
    const runId = await q.insertRun(tx, {
      organizationId,
      createdBy: member.userId,
      periodStart: campaign.startDate,
      periodEnd: input.asOf,
      selection: 'all',
      minTotalCents: null,
      settings: {
        ...q.settingsOf(saved),
        message: `${letter}\n\n${campaignProgressSentence(campaign, input.asOf)}`,
      },
      campaignId: campaign.id,
      campaignName: campaign.name,
      letter: input.letter,
      donorCount: 0,
    });
    const donorCount = await q.insertPledgeRunDocuments(tx, runId, organizationId, campaign.id, input.asOf);
    if (donorCount === 0) {
      throw invalid(`${campaign.name} has no pledge running by ${asOf}: there are no statements to make`);
    }
    await q.setDonorCount(tx, runId, donorCount);
    await recordAudit(tx, {
      organizationId,
      actorId: member.userId,
      action: 'statements_generated',
      target: `${campaign.name}, pledges as of ${asOf}`,
      detail: `${donorCount} ${donorCount === 1 ? 'pledge' : 'pledges'}`,
      ipAddress: member.ipAddress,
    });
    return presentedRun(tx, organizationId, runId);
  });
  deps.wakeGenerator();
  return run;
}
