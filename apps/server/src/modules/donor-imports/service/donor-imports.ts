import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import {
  type ColumnMapping,
  cleanFileName,
  columnMappingSchema,
  type DonorImportHistory,
  type DonorImportPreview,
  type DonorMergeResult,
  emptyMapping,
  LIMITS,
  UNSUPPORTED_FORMAT,
} from '@steward/domain';
import { withTenant } from '@/db/tenant';
import type { GivingDeps } from '@/modules/giving/service';
import type { MemberContext } from '@/platform/authorization';
import { conflict, invalid, notFound, payloadTooLarge } from '@/platform/errors';
import { markGarbage } from '@/platform/storage/garbage';
import { FileHouseholdCount } from '../file-households';
import { HandEnteredRows } from '../hand-entered-rows';
import { toHistoryItem, toPreview } from '../presenter';
import { findImport, insertPending, mergedImports } from '../queries/donor-imports';
import { handEnteredDonations } from '../queries/hand-entered';
import { donorAliases } from '../queries/merge';
import { parseStored, readingFile } from '../read-donor-file';
import { importFundMapping, importFundsPreview } from './fund-imports';
import { mergeFile } from './merge';

/** Spec 001 §8. */
export const IMPORT_NOT_FOUND = 'Import not found';
export const ALREADY_MERGED = 'This file has already been merged';
/** A previewed file not merged within a day is removed. */
const PENDING_FILE_TTL_MS = 24 * 60 * 60 * 1000;

/** The column mapping kept with a previewed import. */
interface StoredMapping {
  headers: string[];
  columns: ColumnMapping;
}

/**
 * Spec 001 §2 Upload Data: the uploaded file is stored as it came (streamed, never held in
 * memory), then read once to preview what a merge would do. Nothing reaches the donor database
 * until the merge is asked for.
 */
export async function receiveDonorFile(
  deps: GivingDeps,
  member: MemberContext,
  file: MultipartFile | undefined,
  maxBytes: number,
): Promise<DonorImportPreview> {
  if (!file) throw invalid('Please select a CSV file to upload');
  const fileName = cleanFileName(file.filename);
  if (!fileName.toLowerCase().endsWith('.csv')) {
    file.file.resume();
    throw invalid(UNSUPPORTED_FORMAT);
  }
  const id = randomUUID();
  const storageKey = `org/${member.organizationId}/donor-imports/${id}.csv`;
  // Marked before it is written: the sweep removes it unless it is merged within a day.
  await withTenant(deps.db, member, (tx) =>
    markGarbage(tx, member.organizationId, storageKey, new Date(Date.now() + PENDING_FILE_TTL_MS)),
  );
  try {
    await deps.storage.put(storageKey, file.file, 'text/csv');
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw payloadTooLarge(`"${fileName}" is larger than the ${maxBytes / 1024 / 1024} MB upload limit.`);
    }
    throw error;
  }
  if (file.file.truncated) {
    throw payloadTooLarge(`"${fileName}" is larger than the ${maxBytes / 1024 / 1024} MB upload limit.`);
  }
  const { handEntered, funds, households } = await previewReaders(deps, member);
  const parsed = await readingFile(() =>
    parseStored(deps.storage, storageKey, {
      today: new Date(),
      onBatch: async (records) => {
        funds.map(records);
        handEntered.add(records);
        households.add(records);
      },
    }),
  ).catch(async (error: unknown) => {
    // A file that cannot be read is not kept for a day: nobody can merge it.
    await deps.storage.delete(storageKey).catch(() => undefined);
    throw error;
  });
  const fundsShown = await withTenant(deps.db, member, async (tx) => {
    await insertPending(tx, {
      id,
      organizationId: member.organizationId,
      fileName,
      storageKey,
      mapping: { headers: parsed.headers, columns: parsed.mapping } satisfies StoredMapping,
      recordsProcessed: parsed.rowsRead,
      createdBy: member.userId,
    });
    return importFundsPreview(tx, member.organizationId, funds);
  });
  return toPreview(id, fileName, parsed, handEntered, fundsShown, households.count);
}

/**
 * What reads a file's rows for a preview, as they come: its funds mapped onto the fund list (first,
 * so the rows compare by the fund they are stored with), and what compares them with the gifts
 * entered by hand (the organisation's batches' donations and its merged-away names). All are read
 * before the file; a preview takes no lock, so a batch committed or a fund added meanwhile is
 * found by the merge's own rules all the same.
 */
function previewReaders(deps: GivingDeps, member: MemberContext) {
  return withTenant(deps.db, member, async (tx) => ({
    funds: await importFundMapping(tx, member.organizationId, {}, true),
    handEntered: new HandEnteredRows(
      await donorAliases(tx, member.organizationId),
      await handEnteredDonations(tx, member.organizationId),
      LIMITS.donors.handEnteredShown,
    ),
    households: new FileHouseholdCount(),
  }));
}

/** A previewed upload still waiting for its merge, and the columns it was read with. */
async function pendingImport(deps: GivingDeps, member: MemberContext, importId: string) {
  const row = await withTenant(deps.db, member, (tx) => findImport(tx, member.organizationId, importId));
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  if (row.status !== 'pending' || !row.storageKey) throw conflict(ALREADY_MERGED);
  return { row, storageKey: row.storageKey, stored: row.mapping as StoredMapping };
}

/** The admin's columns for a file of `headers.length` columns, checked. */
function checkedMapping(stored: StoredMapping, mapping: ColumnMapping): ColumnMapping {
  const checked = columnMappingSchema(stored.headers.length).safeParse(mapping);
  if (!checked.success) throw invalid(checked.error.issues[0]?.message ?? 'Invalid column mapping');
  return checked.data as ColumnMapping;
}

/**
 * The preview of a waiting upload read again with the columns the admin chose: the same reading a
 * merge with them does, so the counts and first rows shown are what Merge will keep.
 */
export async function repreviewUpload(
  deps: GivingDeps,
  member: MemberContext,
  importId: string,
  mapping: ColumnMapping,
): Promise<DonorImportPreview> {
  const { row, storageKey, stored } = await pendingImport(deps, member, importId);
  const { handEntered, funds, households } = await previewReaders(deps, member);
  const parsed = await readingFile(() =>
    parseStored(deps.storage, storageKey, {
      mapping: checkedMapping(stored, mapping),
      today: new Date(),
      onBatch: async (records) => {
        funds.map(records);
        handEntered.add(records);
        households.add(records);
      },
    }),
  );
  const fundsShown = await withTenant(deps.db, member, (tx) =>
    importFundsPreview(tx, member.organizationId, funds),
  );
  return toPreview(importId, row.fileName, parsed, handEntered, fundsShown, households.count);
}

/**
 * Merges a previewed upload, with the admin's corrected columns when given, and the rows already
 * entered by hand when the admin includes them.
 */
export async function mergeUpload(
  deps: GivingDeps,
  member: MemberContext,
  importId: string,
  request: {
    mapping?: ColumnMapping | undefined;
    includeHandEntered: boolean;
    fundMapping: Readonly<Record<string, string>>;
  },
): Promise<DonorMergeResult> {
  const override = request.mapping;
  const { row, storageKey, stored } = await pendingImport(deps, member, importId);
  // A file previewed before the address fields existed has no column for them.
  const mapping = override ? checkedMapping(stored, override) : { ...emptyMapping(), ...stored.columns };
  const result = await mergeFile(deps, member, {
    importId,
    storageKey,
    fileName: row.fileName,
    mapping,
    includeHandEntered: request.includeHandEntered,
    fundMapping: request.fundMapping,
  });
  // The file's rows now live in the database; the upload itself is not kept.
  await deps.storage.delete(storageKey).catch(() => undefined);
  return result as DonorMergeResult;
}

/** Spec 001 §3 Upload history: the last 50 merges, newest first. */
export async function importHistory(deps: GivingDeps, member: MemberContext): Promise<DonorImportHistory> {
  const rows = await withTenant(deps.db, member, (tx) =>
    mergedImports(tx, member.organizationId, LIMITS.donors.importHistory),
  );
  return { items: rows.map(toHistoryItem) };
}
