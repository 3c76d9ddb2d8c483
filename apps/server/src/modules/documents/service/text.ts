import {
  type DocumentSuggestions,
  type DocumentText,
  findExpiryDate,
  isoDay,
  suggestCategoryAndTags,
  UPLOAD_CATEGORIES,
} from '@steward/domain';
import type { Db } from '@/db/client';
import { withTenant } from '@/db/tenant';
import type { MemberContext } from '@/platform/authorization';
import { conflict, notFound } from '@/platform/errors';
import { toTextStatus } from '../presenter';
import * as q from '../queries/content';
import { DOCUMENT_NOT_FOUND } from './documents';

/** How many similar earlier documents vote on the category and tags. */
const NEIGHBOURS = 5;

export const TEXT_NOT_FAILED = 'Only a document whose text could not be read can be read again.';

async function requireText(db: Db, member: MemberContext, id: string) {
  const row = await withTenant(db, member, (tx) => q.findText(tx, member.organizationId, id));
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return row;
}

/** The text read out of a document, as the viewer shows it. */
export async function readDocumentText(db: Db, member: MemberContext, id: string): Promise<DocumentText> {
  const row = await requireText(db, member, id);
  return { ...toTextStatus(row), text: row.text ?? '' };
}

/**
 * An admin's Retry after a failure (or a file with no text, which a newer reader may read): the
 * document waits to be read again at once, and the reader is woken.
 */
export async function retryDocumentText(db: Db, member: MemberContext, id: string, wake: () => void) {
  const row = await requireText(db, member, id);
  if (row.textState !== 'failed' && row.textState !== 'no-text') throw conflict(TEXT_NOT_FAILED);
  await withTenant(db, member, (tx) => q.requeueText(tx, member.organizationId, id));
  wake();
  return readDocumentText(db, member, id);
}

/**
 * Properties suggested from the document's text: the expiry date it states, and the category and
 * tags of the organisation's most similar earlier documents. Nothing is applied here.
 */
export async function suggestProperties(
  db: Db,
  member: MemberContext,
  id: string,
): Promise<DocumentSuggestions> {
  const { row, neighbours } = await withTenant(db, member, async (tx) => ({
    row: await q.findText(tx, member.organizationId, id),
    neighbours: await q.similarDocuments(tx, member.organizationId, id, NEIGHBOURS),
  }));
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  const expiry = row.text ? findExpiryDate(row.text, { today: isoDay(new Date()) }) : null;
  const votes = suggestCategoryAndTags(neighbours);
  const category = (UPLOAD_CATEGORIES as readonly string[]).includes(votes.category ?? '')
    ? (votes.category as DocumentSuggestions['category'])
    : null;
  return {
    expiry: expiry ? { date: expiry.date, sentence: expiry.sentence } : null,
    category,
    tags: votes.tags,
  };
}
