/**
 * The rows of a pledge file (import-file.ts) matched to the organisation's donors, households and
 * campaigns, each becoming a pledge or refused with its reason: the same rules as Add pledge, so a
 * file can add nothing a person could not.
 */
import type { PledgeImportMatch } from '../api/pledge-imports';
import { emailKey } from '../donors/match-keys';
import { donorKey, splitFullName } from '../donors/values';
import { giverText, type PledgeFileRefusal, type PledgeFileRow } from './import-file';
import { pledgeProblems } from './validation';

export interface DirectoryHousehold {
  id: string;
  name: string;
  envelope: string | null;
  /** The donor whose page the household is shown on (its mailing member). */
  pageDonorId: string | null;
  /** The members who give jointly: their own pledges and the household's cover each other. */
  memberIds: readonly string[];
}

export interface DirectoryDonor {
  id: string;
  name: string;
  /** The household they give jointly with, if any. */
  householdId: string | null;
}

export interface ImportCampaign {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
  closed: boolean;
}

/**
 * What the organisation has of the givers and campaigns a file names. Keys as the maps are looked
 * up: envelope numbers as written, emails by emailKey, names by donorKey (a merged-away or
 * corrected name too), household and campaign names lower-cased.
 */
export interface PledgeDirectory {
  donors: ReadonlyMap<string, DirectoryDonor>;
  households: ReadonlyMap<string, DirectoryHousehold>;
  donorByEnvelope: ReadonlyMap<string, string>;
  householdByEnvelope: ReadonlyMap<string, string>;
  /** Several donors may share an email (a couple's): then the email finds none of them. */
  donorsByEmail: ReadonlyMap<string, readonly string[]>;
  donorByName: ReadonlyMap<string, string>;
  householdsByName: ReadonlyMap<string, readonly string[]>;
  campaigns: ReadonlyMap<string, ImportCampaign>;
  /** The pledges there already, as pledgeKey writes them. */
  pledged: ReadonlySet<string>;
}

/** A giver's pledge to a campaign, as PledgeDirectory.pledged holds it. */
export function pledgeKey(campaignId: string, kind: 'donor' | 'household', id: string): string {
  return `${campaignId}:${kind}:${id}`;
}

export const campaignNameKey = (name: string) => name.trim().toLowerCase();
export const householdNameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The donor key a file's name stands for, whichever way round it is written. */
export function fileNameKey(name: string): string {
  const { firstName, lastName } = splitFullName(name);
  return donorKey(firstName, lastName);
}

type Found = { kind: 'donor' | 'household'; id: string; by: PledgeImportMatch['matchedBy'] };

/** Who a row names: by envelope, else a unique email, else a name; or why no one. */
function findGiver(row: PledgeFileRow, directory: PledgeDirectory): Found | { reason: string } {
  const { envelope, email, name } = row.giver;
  if (envelope !== '') {
    const household = directory.householdByEnvelope.get(envelope);
    if (household) return { kind: 'household', id: household, by: 'envelope' };
    const donor = directory.donorByEnvelope.get(envelope);
    if (donor) return { kind: 'donor', id: donor, by: 'envelope' };
  }
  const byEmail = email === '' ? [] : (directory.donorsByEmail.get(emailKey(email) ?? '') ?? []);
  if (byEmail.length === 1) return { kind: 'donor', id: byEmail[0] as string, by: 'email' };
  if (name !== '') {
    const donor = directory.donorByName.get(fileNameKey(name));
    if (donor) return { kind: 'donor', id: donor, by: 'name' };
    const households = directory.householdsByName.get(householdNameKey(name)) ?? [];
    if (households.length === 1) return { kind: 'household', id: households[0] as string, by: 'name' };
    if (households.length > 1) {
      return { reason: `${households.length} households are named ${name}: give their envelope number` };
    }
  }
  if (byEmail.length > 1) {
    return { reason: `${byEmail.length} donors have the email ${email}: give their envelope number` };
  }
  return { reason: 'No donor or household matches' };
}

/** The pledges that would cover the same gifts as this giver's: their own, their household's, its members'. */
function coveringKeys(
  campaignId: string,
  kind: 'donor' | 'household',
  id: string,
  directory: PledgeDirectory,
) {
  if (kind === 'donor') {
    const household = directory.donors.get(id)?.householdId;
    return [
      pledgeKey(campaignId, 'donor', id),
      ...(household ? [pledgeKey(campaignId, 'household', household)] : []),
    ];
  }
  const members = directory.households.get(id)?.memberIds ?? [];
  return [
    pledgeKey(campaignId, 'household', id),
    ...members.map((member) => pledgeKey(campaignId, 'donor', member)),
  ];
}

export interface PledgeMatching {
  matches: PledgeImportMatch[];
  refusals: PledgeFileRefusal[];
}

/**
 * Each row matched in the file's order: its campaign (the chosen one, or its Campaign column's), its
 * giver, who pledged (a donor who gives jointly pledges with their household, as Add pledge offers,
 * unless the row's Pledged By says the donor), and the pledge's rules (pledgeProblems; the
 * campaign's dates when the row gives none). A giver the campaign has a pledge of already, or that
 * an earlier row pledges, is refused: a second promise adds to the first, by hand.
 */
export function matchPledgeRows(
  rows: readonly PledgeFileRow[],
  directory: PledgeDirectory,
  chosen: ImportCampaign | null,
): PledgeMatching {
  const matching: PledgeMatching = { matches: [], refusals: [] };
  // The file's own pledges so far, by pledgeKey, with the line of each.
  const earlier = new Map<string, number>();
  for (const row of rows) {
    const refuse = (reason: string) => {
      matching.refusals.push({ line: row.line, giver: giverText(row.giver), reason });
    };
    let campaign: ImportCampaign | undefined;
    if (chosen) {
      if (row.campaign !== '' && campaignNameKey(row.campaign) !== campaignNameKey(chosen.name)) {
        refuse(`The row is for ${row.campaign}, not ${chosen.name}`);
        continue;
      }
      campaign = chosen;
    } else {
      if (row.campaign === '') {
        refuse('No campaign');
        continue;
      }
      campaign = directory.campaigns.get(campaignNameKey(row.campaign));
      if (!campaign) {
        refuse(`No campaign is named ${row.campaign}`);
        continue;
      }
    }
    if (campaign.closed) {
      refuse(`${campaign.name} is closed`);
      continue;
    }
    const found = findGiver(row, directory);
    if ('reason' in found) {
      refuse(found.reason);
      continue;
    }
    let pledger: PledgeImportMatch['pledger'];
    if (found.kind === 'household') {
      const household = directory.households.get(found.id) as DirectoryHousehold;
      pledger = { kind: 'household', id: household.id, name: household.name, donorId: household.pageDonorId };
    } else {
      const donor = directory.donors.get(found.id) as DirectoryDonor;
      const household = donor.householdId ? directory.households.get(donor.householdId) : undefined;
      if (row.giver.pledgedBy === 'household' && !household) {
        refuse(`${donor.name} gives with no household`);
        continue;
      }
      pledger =
        household && row.giver.pledgedBy !== 'donor'
          ? { kind: 'household', id: household.id, name: household.name, donorId: household.pageDonorId }
          : { kind: 'donor', id: donor.id, name: donor.name, donorId: donor.id };
    }
    const values = {
      amountCents: row.amountCents,
      startDate: row.startDate ?? campaign.startDate,
      endDate: row.endDate ?? campaign.endDate,
      frequency: row.frequency,
    };
    const problems = pledgeProblems(values, campaign);
    if (problems.length > 0) {
      refuse(problems.map((problem) => problem.message.replace(/\.$/, '')).join('; '));
      continue;
    }
    const keys = coveringKeys(campaign.id, pledger.kind, pledger.id, directory);
    if (keys.some((key) => directory.pledged.has(key))) {
      refuse(`${pledger.name} already has a pledge to ${campaign.name}`);
      continue;
    }
    const line = keys.map((key) => earlier.get(key)).find((at) => at !== undefined);
    if (line !== undefined) {
      refuse(`${pledger.name} pledges to ${campaign.name} on line ${line} already`);
      continue;
    }
    earlier.set(pledgeKey(campaign.id, pledger.kind, pledger.id), row.line);
    matching.matches.push({
      line: row.line,
      pledger,
      matchedBy: found.by,
      campaign: { id: campaign.id, name: campaign.name },
      ...values,
    });
  }
  return matching;
}
