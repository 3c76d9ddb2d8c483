import { createHash, randomUUID } from 'node:crypto';
import { text } from 'node:stream/consumers';
import {
  canAccessDocumentCategory,
  canAccessFundraising,
  DASHBOARD_LIST_SIZE,
  type Dashboard,
  type DocumentPage,
  type documentListQuerySchema,
  FILE_NOT_EDITABLE,
  FUNDRAISING_RESTRICTED,
  isoDay,
  isTextEditable,
  LIMITS,
  SIGNED_LINK_SECONDS,
} from '@steward/domain';
import type { z } from 'zod';
import type { Db, Tx } from '@/db/client';
import { withTenant } from '@/db/tenant';
import type { MemberContext } from '@/platform/authorization';
import { conflict, forbidden, invalid, notFound } from '@/platform/errors';
import type { FileLinkSigner } from '@/platform/file-links';
import { markGarbage, unmarkGarbage } from '@/platform/storage/garbage';
import type { Storage } from '@/platform/storage/storage';
import { toDocument, toSnippet } from '../presenter';
import { textSnippets } from '../queries/content';
import * as q from '../queries/documents';
import { documentFileLink } from './links';

export const DOCUMENT_NOT_FOUND = 'Document not found';
export const STALE_SAVE =
  'Someone else saved this document after you opened it. Reload it to see their changes, then edit again.';

/** Everything a document service call needs besides the caller. */
export interface DocumentDeps {
  db: Db;
  storage: Storage;
  links: FileLinkSigner;
  /** A document was stored or changed: its text is read now rather than at the reader's next round. */
  wakeTextReader: () => void;
}

export function storageKeyFor(organizationId: string) {
  return `org/${organizationId}/documents/${randomUUID()}`;
}

type ListQuery = z.output<typeof documentListQuerySchema>;

/**
 * Donor Data is fundraising data: a member without fundraising access is refused the category by
 * name, with spec 001's message, when asking for it, filing a document under it or moving one into
 * it. (The documents of the category are hidden from them everywhere by row-level security, so a
 * request naming one of them answers 404, as for a document that does not exist.)
 */
export function requireCategoryAccess(member: MemberContext, category: string) {
  if (!canAccessDocumentCategory(member.role, category)) throw forbidden(FUNDRAISING_RESTRICTED);
}

/**
 * Search, filter, sort and pagination all happen in the database, so a page stays quick with
 * 100,000 documents in one organisation.
 */
export async function listDocuments(db: Db, member: MemberContext, query: ListQuery): Promise<DocumentPage> {
  if (query.category) requireCategoryAccess(member, query.category);
  const today = isoDay(new Date());
  const filter = {
    organizationId: member.organizationId,
    donorData: canAccessFundraising(member.role),
    today,
    ...query,
  };
  const offset = (query.page - 1) * query.pageSize;
  const page = (items: DocumentPage['items'], total: number, more: boolean): DocumentPage => ({
    items,
    total,
    more,
    page: query.page,
    pageSize: query.pageSize,
  });
  const search = query.q;
  if (!search) {
    // Best match means nothing without words: the newest first.
    const sort = !query.sort || query.sort === 'relevance' ? 'created' : query.sort;
    const order = query.sort === 'relevance' ? 'desc' : query.order;
    const { rows, total } = await withTenant(db, member, (tx) =>
      q.documentPage(tx, filter, sort, order, query.pageSize, offset),
    );
    return page(
      rows.map((row) => toDocument(member, row, today)),
      total,
      false,
    );
  }
  const { total, more, ids } = await q.searchPage(
    db,
    filter,
    search,
    query.sort ?? 'relevance',
    query.order,
    query.pageSize,
    offset,
  );
  const { rows, snippets } = await withTenant(db, member, async (tx) => ({
    rows: await q.documentsByIds(tx, member.organizationId, ids),
    snippets: await textSnippets(tx, member.organizationId, ids, search),
  }));
  return page(
    rows.map((row) => {
      const snippet = snippets.get(row.id);
      return toDocument(member, row, today, snippet ? toSnippet(snippet) : null);
    }),
    total,
    more,
  );
}

export async function requireDocument(db: Db, member: MemberContext, id: string) {
  const row = await withTenant(db, member, (tx) => q.findDocument(tx, member.organizationId, id));
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return row;
}

export async function getDocument(db: Db, member: MemberContext, id: string) {
  return toDocument(member, await requireDocument(db, member, id));
}

/** Spec 000 §5 Edit document: category required; empty expiry and description become null. */
export async function updateProperties(
  db: Db,
  member: MemberContext,
  id: string,
  values: {
    name?: string | undefined;
    category: string;
    expiryDate: string | null;
    tags: string[];
    description: string | null;
  },
) {
  requireCategoryAccess(member, values.category);
  const row = await withTenant(db, member, async (tx) => {
    const { name, ...rest } = values;
    const updated = await q.updateProperties(tx, member.organizationId, id, name ? { ...rest, name } : rest);
    if (!updated) throw notFound(DOCUMENT_NOT_FOUND);
    return q.findDocument(tx, member.organizationId, id);
  });
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return toDocument(member, row);
}

/** Spec 000 §2 text editor: the content of a text-type document and the version it belongs to. */
export async function readContent({ db, storage }: DocumentDeps, member: MemberContext, id: string) {
  const row = await requireDocument(db, member, id);
  if (!isTextEditable(row.name)) throw invalid(FILE_NOT_EDITABLE);
  if (Number(row.sizeBytes) > LIMITS.document.text)
    throw invalid('This file is too large to edit here. Download it instead.');
  return { content: await text(await storage.get(row.storageKey)), version: row.version };
}

/**
 * Saves edited text as a new stored object and points the document at it, only if nobody saved
 * since `version`; the old object is removed after the change commits (storage garbage).
 */
export async function saveContent(
  { db, storage, wakeTextReader }: DocumentDeps,
  member: MemberContext,
  id: string,
  input: { content: string; version: number },
) {
  const current = await requireDocument(db, member, id);
  if (!isTextEditable(current.name)) throw invalid(FILE_NOT_EDITABLE);
  const body = Buffer.from(input.content, 'utf8');
  const storageKey = storageKeyFor(member.organizationId);
  await withTenant(db, member, (tx) => markGarbage(tx, member.organizationId, storageKey, inOneHour()));
  await storage.put(storageKey, body, current.contentType);
  // Until the change commits, the object to remove afterwards is the new one (save refused).
  let unneededKey = storageKey;
  try {
    const saved = await withTenant(db, member, async (tx) => {
      const before = await q.findDocument(tx, member.organizationId, id);
      if (!before) throw notFound(DOCUMENT_NOT_FOUND);
      const replaced = await q.replaceContent(tx, member.organizationId, id, input.version, {
        storageKey,
        sizeBytes: body.length,
        sha256: createHash('sha256').update(body).digest('hex'),
      });
      if (!replaced) throw conflict(STALE_SAVE);
      await unmarkGarbage(tx, storageKey);
      await markGarbage(tx, member.organizationId, before.storageKey);
      return { row: await q.findDocument(tx, member.organizationId, id), previousKey: before.storageKey };
    });
    unneededKey = saved.previousKey;
    if (!saved.row) throw notFound(DOCUMENT_NOT_FOUND);
    wakeTextReader();
    return toDocument(member, saved.row);
  } finally {
    await removeObject(db, storage, member, unneededKey);
  }
}

/** Spec 000 §2 Delete: the record goes in one transaction; its object follows (storage garbage). */
export async function deleteDocument({ db, storage }: DocumentDeps, member: MemberContext, id: string) {
  const storageKey = await withTenant(db, member, async (tx) => {
    const deleted = await q.deleteDocument(tx, member.organizationId, id);
    if (!deleted) throw notFound(DOCUMENT_NOT_FOUND);
    await markGarbage(tx, member.organizationId, deleted.storageKey);
    return deleted.storageKey;
  });
  await removeObject(db, storage, member, storageKey);
}

/**
 * Removes a stored object that its garbage row says is no longer needed; on failure the row stays
 * and the sweep retries, so the caller never sees an error for it.
 */
export async function removeObject(db: Db, storage: Storage, member: MemberContext, storageKey: string) {
  try {
    await storage.delete(storageKey);
    await withTenant(db, member, (tx) => unmarkGarbage(tx, storageKey));
  } catch {
    // Left for the sweep (platform/storage/garbage.ts).
  }
}

export function inOneHour() {
  return new Date(Date.now() + 60 * 60 * 1000);
}

/** Spec 000 §7: a signed link valid 3600 seconds (presigned by S3, or signed by Steward). */
export async function documentLink(
  deps: DocumentDeps,
  member: MemberContext,
  id: string,
  disposition: 'inline' | 'attachment',
) {
  const row = await requireDocument(deps.db, member, id);
  const { url, expires } = await documentFileLink(deps, member, row, {
    disposition,
    seconds: SIGNED_LINK_SECONDS,
  });
  return { url, expiresAt: expires.toISOString() };
}

/** Spec 000 §2 Dashboard: the four totals, 5 recent and the 5 nearest expiry dates. */
export async function dashboard(db: Db, member: MemberContext): Promise<Dashboard> {
  const today = isoDay(new Date());
  // One generic plan: PostgreSQL planned this statement again on every call, for longer than it ran.
  return withTenant(
    db,
    member,
    async (tx) => {
      const { totals, recent, upcoming } = await q.dashboardPage(
        tx,
        member.organizationId,
        today,
        DASHBOARD_LIST_SIZE,
      );
      return {
        totals,
        recent: recent.map((row) => toDocument(member, row, today)),
        upcoming: upcoming.map((row) => toDocument(member, row, today)),
      };
    },
    { genericPlans: true },
  );
}

/** How many of the organisation's documents belong to an area (an operations category or a department). */
export function countDocumentsInArea(tx: Tx, organizationId: string, area: string) {
  return q.countInArea(tx, organizationId, area);
}

/** How many documents the organisation keeps. */
export function countDocuments(tx: Tx, organizationId: string) {
  return q.countDocuments(tx, organizationId);
}
