import {
  type EntryFundList,
  FUND_NAME_MISSING,
  type Fund,
  type FundList,
  type FundMergeResult,
  type fundInputSchema,
  fundKey,
  fundLabel,
  fundNotInList,
  GIFT_AMOUNT_LIMIT,
  LIMITS,
} from '@steward/domain';
import type { z } from 'zod';
import type { Tx } from '@/db/client';
import { withTenant } from '@/db/tenant';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { conflict, invalid, notFound } from '@/platform/errors';
import type { GivingDeps } from '../deps';
import { reprojectGifts } from '../queries/batch-donations';
import { lockOrganizationDonors } from '../queries/donor-lock';
import * as q from '../queries/funds';
import { isFundraisingAdmin } from './access';

/**
 * The fund list (Giving -> Settings; not in the spec: docs/spec-deviations.md): what gift entry
 * chooses from and imports map onto. Gifts carry a fund's name, so a rename or a merge moves them,
 * under the organisation's donor lock as imports and batch commits take it.
 */

export const FUND_NOT_FOUND = 'Fund not found';
export const MERGE_INTO_ITSELF = 'Choose another fund to merge this one into';

type FundInput = z.output<typeof fundInputSchema>;

const toFund = (row: q.FundRow, giftCount: number): Fund => ({
  id: row.id,
  name: row.name,
  label: fundLabel(row.name),
  restricted: row.restricted,
  description: row.description,
  quickbooksAccount: row.quickbooks_account,
  xeroAccountCode: row.xero_account_code,
  archived: row.archived,
  giftCount,
});

async function readFunds(tx: Tx, organizationId: string): Promise<Fund[]> {
  const rows = await q.listFunds(tx, organizationId);
  return rows.map((row) => toFund(row, Number(row.gift_count)));
}

async function readFund(tx: Tx, organizationId: string, id: string): Promise<Fund> {
  const fund = (await readFunds(tx, organizationId)).find((f) => f.id === id);
  if (!fund) throw notFound(FUND_NOT_FOUND);
  return fund;
}

/**
 * Gift entry's check of the funds a gift or a batch's default names: each must be a fund of the
 * list, and active. 400 naming the first that is not ('' only when the list has the general fund).
 */
export async function requireEntryFunds(tx: Tx, member: MemberContext, names: readonly string[]) {
  const funds = new Map(
    (await q.fundsNamed(tx, member.organizationId, [...new Set(names)])).map((f) => [f.name, f]),
  );
  for (const name of names) {
    const fund = funds.get(name);
    if (!fund) {
      throw invalid(fundNotInList(name, isFundraisingAdmin(member)));
    }
    if (fund.archived) throw invalid(`Fund "${fundLabel(name)}" is archived: it takes no new gifts.`);
  }
}

/** GET /api/batches/funds: the active funds gift entry offers; admins may add one from there. */
export function entryFunds(deps: GivingDeps, member: MemberContext): Promise<EntryFundList> {
  return withTenant(deps.db, member, async (tx) => ({
    items: (await q.activeFunds(tx, member.organizationId)).map((row) => ({
      id: row.id,
      name: row.name,
      label: fundLabel(row.name),
      restricted: row.restricted,
    })),
    canCreate: isFundraisingAdmin(member),
  }));
}

/** GET /api/giving/funds: every fund with its accounts and gift count. */
export function fundList(deps: GivingDeps, member: MemberContext): Promise<FundList> {
  return withTenant(deps.db, member, async (tx) => ({ items: await readFunds(tx, member.organizationId) }));
}

/** Another fund has this name but for case or spaces: 409 naming it, with its id for the screen. */
async function refuseTakenName(tx: Tx, organizationId: string, name: string, exceptId: string | null) {
  const taken = await q.fundWithKey(tx, organizationId, fundKey(name), exceptId);
  if (taken) throw conflict(`A fund named ${fundLabel(taken.name)} already exists`, taken.id);
}

const values = (input: FundInput): q.FundValues => ({
  name: input.name,
  description: input.description,
  restricted: input.restricted,
  quickbooksAccount: input.quickbooksAccount,
  xeroAccountCode: input.xeroAccountCode,
  archived: input.archived,
});

/** What an audit entry says of a fund's settings. */
function described(fund: q.FundValues): string[] {
  return [
    fund.restricted ? 'Restricted' : 'Unrestricted',
    `QuickBooks Online account: ${fund.quickbooksAccount ?? 'none'}`,
    `Xero account code: ${fund.xeroAccountCode ?? 'none'}`,
    ...(fund.archived ? ['Archived'] : []),
  ];
}

/** POST /api/giving/funds (admins): a new fund, its name unique without case. Audited. */
export function createFund(deps: GivingDeps, member: MemberContext, input: FundInput): Promise<Fund> {
  const organizationId = member.organizationId;
  if (input.name === '') throw invalid(FUND_NAME_MISSING);
  return withTenant(deps.db, member, async (tx) => {
    await q.lockFunds(tx, organizationId);
    await refuseTakenName(tx, organizationId, input.name, null);
    const id = await q.insertFund(tx, organizationId, member.userId, values(input));
    // Its own name comes before any alias: an alias of this name pointed elsewhere goes.
    await q.dropAlias(tx, organizationId, fundKey(input.name));
    await recordAudit(tx, {
      organizationId,
      actorId: member.userId,
      action: 'fund_created',
      target: fundLabel(input.name),
      detail: described(values(input)).join('; '),
      ipAddress: member.ipAddress,
    });
    return readFund(tx, organizationId, id);
  });
}

/**
 * PATCH /api/giving/funds/{id} (admins). A rename moves every gift to the new name, and keeps the
 * old one as an alias so the next import that names it lands here. Audited with what changed.
 */
export function updateFund(
  deps: GivingDeps,
  member: MemberContext,
  id: string,
  input: FundInput,
): Promise<Fund> {
  const organizationId = member.organizationId;
  return withTenant(deps.db, member, async (tx) => {
    // A rename writes gifts, as imports and commits do: their lock first, then the list's.
    await lockOrganizationDonors(tx, organizationId);
    await q.lockFunds(tx, organizationId);
    const before = await q.findFund(tx, organizationId, id, true);
    if (!before) throw notFound(FUND_NOT_FOUND);
    if (input.name === '' && before.name !== '') throw invalid(FUND_NAME_MISSING);
    const after = values(input);
    const changes: string[] = [];
    if (after.name !== before.name) {
      await refuseTakenName(tx, organizationId, after.name, id);
      // The fund's row takes its new name first: no gift ever names a fund the list lacks.
      await q.updateFund(tx, organizationId, id, after);
      const moved = await q.moveFundGifts(tx, organizationId, before.name, after.name);
      if (fundKey(before.name) !== fundKey(after.name)) {
        await q.setAlias(tx, organizationId, fundKey(before.name), id);
      }
      await q.dropAlias(tx, organizationId, fundKey(after.name));
      changes.push(`Renamed from ${fundLabel(before.name)} (${moved.gifts + moved.batchLines} gifts moved)`);
    } else {
      await q.updateFund(tx, organizationId, id, after);
    }
    const was = described({
      name: before.name,
      description: before.description,
      restricted: before.restricted,
      quickbooksAccount: before.quickbooks_account,
      xeroAccountCode: before.xero_account_code,
      archived: before.archived,
    });
    const now = described(after);
    changes.push(...now.filter((line) => !was.includes(line)));
    if (before.archived && !after.archived) changes.push('Restored');
    if (before.description !== after.description) changes.push('Description changed');
    await recordAudit(tx, {
      organizationId,
      actorId: member.userId,
      action: 'fund_changed',
      target: fundLabel(after.name),
      detail: changes.join('; ') || 'No change',
      ipAddress: member.ipAddress,
    });
    return readFund(tx, organizationId, id);
  });
}

const restriction = (fund: q.FundRow) => (fund.restricted ? 'restricted' : 'not restricted');

function restrictionMismatch(from: q.FundRow, into: q.FundRow): string {
  return `${fundLabel(from.name)} is ${restriction(from)} and ${fundLabel(into.name)} is ${restriction(into)}: a merge does not move gifts in or out of a restricted fund. Mark both alike first if they are one fund.`;
}

/**
 * POST /api/giving/funds/{id}/merge (admins): every gift of the fund moves to `intoId`: imported
 * and committed gifts, refunds, batch gifts' fund lines (one line of the sum where a gift had
 * both), batches' default fund. Its name becomes an alias of the fund kept, so the next import
 * that names it lands there; the fund goes. The donor figures stay as they were (a fund is none of
 * them), but for a committed gift whose two lines became one, whose donations are made again.
 * Audited with what moved.
 */
export function mergeFunds(
  deps: GivingDeps,
  member: MemberContext,
  id: string,
  intoId: string,
): Promise<FundMergeResult> {
  const organizationId = member.organizationId;
  if (id === intoId) throw invalid(MERGE_INTO_ITSELF);
  return withTenant(deps.db, member, async (tx) => {
    await lockOrganizationDonors(tx, organizationId);
    await q.lockFunds(tx, organizationId);
    const from = await q.findFund(tx, organizationId, id, true);
    const into = await q.findFund(tx, organizationId, intoId, true);
    if (!from || !into) throw notFound(FUND_NOT_FOUND);
    // Restricted money misposted is the worst quiet error: a merge never moves gifts across the
    // line; marking a fund restricted or not is a change of its own, audited as one.
    if (from.restricted !== into.restricted) throw invalid(restrictionMismatch(from, into));
    const split = await q.splitAcross(tx, organizationId, from.name, into.name);
    if (split.some((gift) => Number(gift.largest) > LIMITS.batches.amountCentsMax)) {
      throw invalid(
        `A gift split across ${fundLabel(from.name)} and ${fundLabel(into.name)} would make one line too large (${GIFT_AMOUNT_LIMIT.toLowerCase()}): correct it before merging.`,
      );
    }
    await q.joinLines(
      tx,
      organizationId,
      from.name,
      into.name,
      split.map((gift) => gift.gift_id),
    );
    const committed = split.filter((gift) => gift.committed).map((gift) => gift.gift_id);
    if (committed.length > 0) await reprojectGifts(tx, organizationId, committed);
    const moved = await q.moveFundGifts(tx, organizationId, from.name, into.name);
    const batchLines = moved.batchLines + split.length;
    if (fundKey(from.name) !== fundKey(into.name)) {
      await q.setAlias(tx, organizationId, fundKey(from.name), into.id);
    }
    await q.retireFund(tx, organizationId, from.id, into.id);
    await recordAudit(tx, {
      organizationId,
      actorId: member.userId,
      action: 'funds_merged',
      target: `${fundLabel(from.name)} into ${fundLabel(into.name)}`,
      detail: [
        `${moved.gifts} gifts`,
        `${moved.refunds} refunds`,
        `${batchLines} batch gift lines (${split.length} joined to a line of ${fundLabel(into.name)})`,
        `${moved.batchDefaults} batch defaults moved`,
      ].join(', '),
      ipAddress: member.ipAddress,
    });
    return {
      fund: await readFund(tx, organizationId, into.id),
      moved: { gifts: moved.gifts, refunds: moved.refunds, batchLines, batchDefaults: moved.batchDefaults },
    };
  });
}

/**
 * Other names that land on a fund from now on (domain fundKey of each): an organisation set up
 * with its own general fund has the gifts that name none ('') land there, rather than beside it.
 */
export function addFundAliases(
  deps: GivingDeps,
  member: MemberContext,
  fundId: string,
  names: readonly string[],
) {
  return withTenant(deps.db, member, async (tx) => {
    await q.lockFunds(tx, member.organizationId);
    if (!(await q.findFund(tx, member.organizationId, fundId))) throw notFound(FUND_NOT_FOUND);
    for (const name of names) await q.setAlias(tx, member.organizationId, fundKey(name), fundId);
  });
}
