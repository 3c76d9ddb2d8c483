import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import {
  type ColumnMapping,
  cleanFileName,
  columnMappingSchema,
  type DonorImportPreview,
  type DonorMergeResult,
  DROP_REASON_LABELS,
  mappingProblems,
} from '@steward/domain';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { donorImports } from '@/db/schema';
import { type Tx, withTenant } from '@/db/tenant';
import { insertAuditEntry } from '@/modules/audit/queries';
import { markGarbage } from '@/modules/documents/queries';
import type { MemberContext } from '@/platform/authorization';
import { conflict, invalid, notFound, payloadTooLarge } from '@/platform/errors';
import type { Storage } from '@/platform/storage/storage';
import { CsvEncodingError, CsvSyntaxError } from './csv/read-csv';
import {
  createStaging,
  lockOrganizationDonors,
  mergeStaged,
  openStaging,
  refreshRollups,
  stageRecords,
  totalRecords,
} from './merge-queries';
import { DonorFileError, type LineRecord, type ParsedFile, parseDonorFile } from './parse-file';

export interface DonorDeps {
  db: Db;
  storage: Storage;
}

/** Spec 001 §8. */
export const UNSUPPORTED_FORMAT = 'Unsupported file format. Please use CSV files.';
export const IMPORT_NOT_FOUND = 'Import not found';
export const ALREADY_MERGED = 'This file has already been merged';
/** Spec 001 §9: the upload history keeps the last 50 entries. */
export const HISTORY_LIMIT = 50;
/** A previewed file not merged within a day is removed. */
const PENDING_FILE_TTL_MS = 24 * 60 * 60 * 1000;

/** The spec's text for a file Steward cannot read, or null for any other failure. */
export function donorFileMessage(error: unknown): string | null {
  if (error instanceof DonorFileError) return error.message;
  if (error instanceof CsvSyntaxError || error instanceof CsvEncodingError) {
    return `CSV parsing error: ${error.message}`;
  }
  return null;
}

/** Runs `work`, turning an unreadable file into a 400 with the spec's message. */
async function readingFile<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const message = donorFileMessage(error);
    throw message ? invalid(message) : error;
  }
}

async function* chunksOf(stream: Readable): AsyncGenerator<Uint8Array> {
  for await (const chunk of stream) yield chunk as Uint8Array;
}

/** Reads a stored file with the spec's rules; `onBatch` receives the kept records as they come. */
export async function parseStored(
  storage: Storage,
  key: string,
  options: {
    mapping?: ColumnMapping | null;
    today: Date;
    onBatch?: (records: LineRecord[]) => Promise<void>;
  },
): Promise<ParsedFile> {
  return parseDonorFile(chunksOf(await storage.get(key)), options);
}

export function toPreview(importId: string, fileName: string, parsed: ParsedFile): DonorImportPreview {
  const problems = mappingProblems(parsed.mapping);
  return {
    importId,
    fileName,
    headers: parsed.headers,
    mapping: parsed.mapping,
    problems,
    rowsRead: parsed.rowsRead,
    rowsKept: parsed.rowsKept,
    dropped: parsed.dropped.map((entry) => ({ ...entry, label: DROP_REASON_LABELS[entry.reason] })),
    sample: parsed.sample.map((record) => ({
      line: record.line,
      firstName: record.firstName,
      lastName: record.lastName,
      email: record.email,
      phone: record.phone,
      amount: record.amountCents / 100,
      date: record.date,
      fund: record.fund,
      externalId: record.externalId,
    })),
    canMergeDirectly: problems.length === 0 && parsed.rowsKept > 0,
  };
}

/**
 * Issue 7 items 2 and 4: the uploaded file is stored as it came (streamed, never held in memory),
 * then read once to preview what a merge would do. Nothing reaches the donor database until the
 * merge is asked for.
 */
export async function receiveDonorFile(
  deps: DonorDeps,
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
  const parsed = await readingFile(() => parseStored(deps.storage, storageKey, { today: new Date() })).catch(
    async (error: unknown) => {
      // A file that cannot be read is not kept for a day: nobody can merge it.
      await deps.storage.delete(storageKey).catch(() => undefined);
      throw error;
    },
  );
  await withTenant(deps.db, member, (tx) =>
    tx.insert(donorImports).values({
      id,
      organizationId: member.organizationId,
      fileName,
      storageKey,
      mapping: { headers: parsed.headers, columns: parsed.mapping },
      recordsProcessed: parsed.rowsRead,
      createdBy: member.userId,
    }),
  );
  return toPreview(id, fileName, parsed);
}

interface StoredMapping {
  headers: string[];
  columns: ColumnMapping;
}

export interface MergeSource {
  importId: string;
  storageKey: string;
  fileName: string;
  /** Null: detected from the file's header. */
  mapping: ColumnMapping | null;
  /** Set when the file is a Donor Data document (sync). */
  documentId?: string;
}

/**
 * Spec 001 §5 Merge, in one transaction: the file is read again into a staging table, merged and
 * its rollups rebuilt; any failure leaves the donor database as it was. `claim` runs first under
 * the organisation's donor lock and may decline (a document another process just merged).
 */
export async function mergeFile(
  deps: DonorDeps,
  member: MemberContext,
  source: MergeSource,
  hooks: { claim?: (tx: Tx) => Promise<boolean>; after?: (tx: Tx) => Promise<void> } = {},
): Promise<DonorMergeResult | null> {
  const stated = source.mapping ? mappingProblems(source.mapping) : [];
  if (stated.length > 0) throw invalid(stated[0] as string);
  return readingFile(() =>
    withTenant(deps.db, member, async (tx) => {
      await lockOrganizationDonors(tx, member.organizationId);
      if (hooks.claim && !(await hooks.claim(tx))) return null;
      await createStaging(tx);
      const staging = openStaging(tx);
      let parsed: ParsedFile;
      try {
        parsed = await parseStored(deps.storage, source.storageKey, {
          mapping: source.mapping,
          today: new Date(),
          onBatch: (records) => stageRecords(staging, records),
        });
        await staging.end();
      } catch (error) {
        staging.abort(error instanceof Error ? error : new Error(String(error)));
        throw error;
      }
      const detected = mappingProblems(parsed.mapping);
      if (detected.length > 0) throw invalid(detected[0] as string);
      const { recordsAdded, donorsAdded, firstGifts } = await mergeStaged(
        tx,
        member.organizationId,
        source.importId,
      );
      await refreshRollups(tx, member.organizationId, source.importId, firstGifts);
      const total = await totalRecords(tx, member.organizationId);
      const merged = {
        status: 'merged' as const,
        mapping: { headers: parsed.headers, columns: parsed.mapping },
        recordsProcessed: parsed.rowsRead,
        recordsAdded,
        totalRecords: total,
        storageKey: null,
        mergedAt: sql`now()`,
      };
      await tx
        .insert(donorImports)
        .values({
          id: source.importId,
          organizationId: member.organizationId,
          fileName: source.fileName,
          documentId: source.documentId ?? null,
          source: source.documentId ? 'document' : 'upload',
          createdBy: member.userId,
          ...merged,
        })
        .onConflictDoUpdate({ target: donorImports.id, set: merged });
      await trimHistory(tx, member.organizationId);
      await insertAuditEntry(tx, {
        organizationId: member.organizationId,
        actorId: member.userId,
        action: 'donors_imported',
        target: source.fileName,
        detail: `${recordsAdded} of ${parsed.rowsRead} rows added`,
        ipAddress: member.ipAddress,
      });
      await hooks.after?.(tx);
      return {
        fileName: source.fileName,
        recordsProcessed: parsed.rowsRead,
        recordsAdded,
        donorsAdded,
        totalRecords: total,
      };
    }),
  );
}

async function trimHistory(tx: Tx, organizationId: string) {
  const keep = tx
    .select({ id: donorImports.id })
    .from(donorImports)
    .where(and(eq(donorImports.organizationId, organizationId), eq(donorImports.status, 'merged')))
    .orderBy(desc(donorImports.mergedAt))
    .limit(HISTORY_LIMIT);
  await tx
    .delete(donorImports)
    .where(
      and(
        eq(donorImports.organizationId, organizationId),
        eq(donorImports.status, 'merged'),
        notInArray(donorImports.id, keep),
      ),
    );
}

/** Merges a previewed upload, with the admin's corrected columns when given. */
export async function mergeUpload(
  deps: DonorDeps,
  member: MemberContext,
  importId: string,
  override: ColumnMapping | undefined,
): Promise<DonorMergeResult> {
  const row = await withTenant(deps.db, member, async (tx) => {
    const [found] = await tx
      .select()
      .from(donorImports)
      .where(and(eq(donorImports.organizationId, member.organizationId), eq(donorImports.id, importId)));
    return found;
  });
  if (!row) throw notFound(IMPORT_NOT_FOUND);
  if (row.status !== 'pending' || !row.storageKey) throw conflict(ALREADY_MERGED);
  const stored = row.mapping as StoredMapping;
  let mapping = stored.columns;
  if (override) {
    const checked = columnMappingSchema(stored.headers.length).safeParse(override);
    if (!checked.success) throw invalid(checked.error.issues[0]?.message ?? 'Invalid column mapping');
    mapping = checked.data as ColumnMapping;
  }
  const result = await mergeFile(deps, member, {
    importId,
    storageKey: row.storageKey,
    fileName: row.fileName,
    mapping,
  });
  // The file's rows now live in the database; the upload itself is not kept.
  await deps.storage.delete(row.storageKey).catch(() => undefined);
  return result as DonorMergeResult;
}
