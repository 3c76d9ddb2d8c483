import type { MultipartFile } from '@fastify/multipart';
import {
  cleanFileName,
  matchPledgeRows,
  PLEDGE_LIMITS,
  type PledgeImportHistory,
  type PledgeImportPreview,
  type PledgeImportResult,
  type PledgeImportUndone,
  pledgeFileTooLarge,
  UNSUPPORTED_FORMAT,
} from '@steward/domain';
import { z } from 'zod';
import type { Tx } from '@/db/client';
import { withTenant } from '@/db/tenant';
import type { GivingDeps } from '@/modules/giving/service';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { conflict, invalid, notFound, payloadTooLarge } from '@/platform/errors';
import type { PledgeFileReader } from '../pledge-file/reader';
import { findCampaign, lockCampaigns } from '../queries/campaigns';
import * as q from '../queries/pledge-imports';
import { CAMPAIGN_NOT_FOUND } from './pledges';

/**
 * The pledge import (not in the spec: docs/spec-deviations.md): a CSV of pledges is read in a
 * worker thread (PledgeFileReader), kept as read, and matched to donors, households and campaigns
 * by the domain's matchPledgeRows, for a preview; importing matches the rows again, under the
 * campaigns' lock, and adds the pledges; undoing removes them.
 */

export interface PledgeImportDeps extends GivingDeps {
  pledgeFileReader: PledgeFileReader;
}

export const PLEDGE_IMPORT_NOT_FOUND = 'Pledge import not found';
export const NO_FILE = 'Please select a CSV file to upload';
export const ALREADY_IMPORTED = 'This file has already been imported.';
export const IMPORT_UNDONE = 'This import was undone: upload the file again to import it.';
export const NOTHING_TO_IMPORT = 'None of the rows of this file can be imported: each row says why.';
export const NOT_IMPORTED = 'Only an imported file can be undone.';
const HISTORY_SHOWN = 20;

/** The file's bytes, or null once past the limit (the rest is read and dropped, unkept). */
async function readLimited(file: MultipartFile): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of file.file) {
    length += chunk.length;
    if (length > PLEDGE_LIMITS.importBytes) {
      file.file.resume();
      return null;
    }
    chunks.push(chunk);
  }
  return file.file.truncated ? null : Buffer.concat(chunks);
}

function campaignField(file: MultipartFile): string | null {
  const field = file.fields.campaignId;
  const part = Array.isArray(field) ? field[0] : field;
  const value = part && part.type === 'field' ? String(part.value).trim() : '';
  if (value === '') return null;
  if (!z.uuid().safeParse(value).success) throw invalid('campaignId must be a campaign id');
  return value;
}

/** The preview of a stored import: its rows matched against the donors and pledges as they are now. */
async function previewOf(
  tx: Tx,
  organizationId: string,
  row: q.PledgeImportRow,
): Promise<PledgeImportPreview> {
  const directory = await q.pledgeDirectory(tx, organizationId, row.contents, row.campaign_id);
  const chosen = row.campaign_id ? ([...directory.campaigns.values()][0] ?? null) : null;
  const matching = matchPledgeRows(row.contents.rows, directory, chosen);
  return {
    id: row.id,
    fileName: row.file_name,
    status: row.status,
    campaign: chosen ? { id: chosen.id, name: chosen.name } : null,
    rowsRead: row.contents.rowsRead,
    matches: matching.matches,
    refusals: [...row.contents.refusals, ...matching.refusals].sort((a, b) => a.line - b.line),
    pledgedCents: matching.matches.reduce((sum, match) => sum + match.amountCents, 0),
  };
}

/**
 * POST /api/giving/pledge-imports (admins): the file (at most PLEDGE_LIMITS.importBytes, .csv)
 * and, optionally, the campaign all its rows are for. Nothing becomes a pledge here.
 */
export async function receivePledgeFile(
  deps: PledgeImportDeps,
  member: MemberContext,
  file: MultipartFile | undefined,
): Promise<PledgeImportPreview> {
  if (!file) throw invalid(NO_FILE);
  const fileName = cleanFileName(file.filename);
  if (!fileName.toLowerCase().endsWith('.csv')) {
    file.file.resume();
    throw invalid(UNSUPPORTED_FORMAT);
  }
  const campaignId = campaignField(file);
  const bytes = await readLimited(file);
  if (!bytes) throw payloadTooLarge(pledgeFileTooLarge(fileName));
  if (campaignId) {
    const found = await withTenant(deps.db, member, (tx) =>
      findCampaign(tx, member.organizationId, campaignId, false),
    );
    if (!found) throw notFound(CAMPAIGN_NOT_FOUND);
  }
  const { read } = await deps.pledgeFileReader.read(bytes, campaignId !== null);
  return withTenant(deps.db, member, async (tx) => {
    await q.deleteStalePreviews(tx, member.organizationId, PLEDGE_LIMITS.previewHours);
    const id = await q.insertPreview(tx, {
      organizationId: member.organizationId,
      fileName,
      campaignId,
      contents: read,
      createdBy: member.userId,
    });
    return previewOf(tx, member.organizationId, {
      id,
      file_name: fileName,
      campaign_id: campaignId,
      contents: read,
      status: 'previewed',
      pledges_added: null,
    });
  });
}

async function requireImport(tx: Tx, organizationId: string, id: string, forUpdate = false) {
  const row = await q.findPledgeImport(tx, organizationId, id, forUpdate);
  if (!row) throw notFound(PLEDGE_IMPORT_NOT_FOUND);
  return row;
}

/** GET /api/giving/pledge-imports/{id}: the preview again, matched as things are now. */
export function pledgeImportPreview(deps: GivingDeps, member: MemberContext, id: string) {
  return withTenant(deps.db, member, async (tx) =>
    previewOf(tx, member.organizationId, await requireImport(tx, member.organizationId, id)),
  );
}

/**
 * POST /api/giving/pledge-imports/{id}/import (admins): the rows matched again under the campaigns'
 * lock (a pledge added by hand since the preview refuses its row, as Add pledge would), and the
 * pledges added in one transaction.
 */
export function importPledgeFile(
  deps: GivingDeps,
  member: MemberContext,
  id: string,
): Promise<PledgeImportResult> {
  return withTenant(deps.db, member, async (tx) => {
    await lockCampaigns(tx, member.organizationId);
    const row = await requireImport(tx, member.organizationId, id, true);
    if (row.status === 'imported') throw conflict(ALREADY_IMPORTED);
    if (row.status === 'undone') throw conflict(IMPORT_UNDONE);
    const preview = await previewOf(tx, member.organizationId, row);
    if (preview.matches.length === 0) throw invalid(NOTHING_TO_IMPORT);
    await q.insertImportedPledges(tx, member.organizationId, id, preview.matches, member.userId);
    await q.markImported(tx, member.organizationId, id, preview.matches.length);
    await recordAudit(tx, {
      organizationId: member.organizationId,
      actorId: member.userId,
      action: 'pledges_imported',
      target: row.file_name,
      detail: `${preview.matches.length} of ${preview.rowsRead} rows added as pledges`,
      ipAddress: member.ipAddress,
    });
    return { ...preview, status: 'imported', pledgesAdded: preview.matches.length };
  });
}

/** GET /api/giving/pledge-imports (admins): the imports made and undone, newest first. */
export function pledgeImportHistory(deps: GivingDeps, member: MemberContext): Promise<PledgeImportHistory> {
  return withTenant(deps.db, member, async (tx) => {
    const rows = await q.importHistory(tx, member.organizationId, HISTORY_SHOWN);
    return {
      items: rows.map((row) => ({
        id: row.id,
        fileName: row.file_name,
        status: row.status,
        importedAt: new Date(row.imported_at).toISOString(),
        importedBy: row.imported_by,
        pledgesAdded: row.pledges_added,
        pledgesLeft: Number(row.pledges_left),
        undoneAt: row.undone_at ? new Date(row.undone_at).toISOString() : null,
      })),
    };
  });
}

/**
 * POST /api/giving/pledge-imports/{id}/undo (admins): the import's pledges go, edited since or
 * not (a donor merge may have passed some on: they go too); the gifts stay as they are.
 */
export function undoPledgeImport(
  deps: GivingDeps,
  member: MemberContext,
  id: string,
): Promise<PledgeImportUndone> {
  return withTenant(deps.db, member, async (tx) => {
    await lockCampaigns(tx, member.organizationId);
    const row = await requireImport(tx, member.organizationId, id, true);
    if (row.status !== 'imported') throw conflict(NOT_IMPORTED);
    const pledgesRemoved = await q.deleteImportedPledges(tx, member.organizationId, id);
    await q.markUndone(tx, member.organizationId, id);
    await recordAudit(tx, {
      organizationId: member.organizationId,
      actorId: member.userId,
      action: 'pledge_import_undone',
      target: row.file_name,
      detail: `${pledgesRemoved} pledges removed`,
      ipAddress: member.ipAddress,
    });
    return { pledgesRemoved };
  });
}
