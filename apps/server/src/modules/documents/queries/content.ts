import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '@/db/client';
import { documents, documentTexts } from '@/db/schema';

/**
 * The documents' text: the reading queue (claims run as the database owner, across organisations,
 * like the mail outbox) and what the members read of it (under row-level security).
 */

/** How much of a document's text the search index covers: a tsvector holds at most 1 MB. */
const INDEXED_CHARACTERS = 200_000;

/** The text state columns, as the document list and viewer show them. */
export const textStateColumns = {
  textState: documentTexts.state,
  textPages: documentTexts.pages,
  textPagesRead: documentTexts.pagesRead,
  textWords: documentTexts.words,
  textOcr: documentTexts.ocr,
  textProgressPage: documentTexts.progressPage,
  textProgressPages: documentTexts.progressPages,
  textReason: documentTexts.reason,
};

export interface ClaimedText {
  documentId: string;
  organizationId: string;
  name: string;
  contentType: string;
  storageKey: string;
  claim: string;
  attempts: number;
}

/**
 * Takes one document that is due (waiting, or reading under a lease that ran out because its
 * reader died) and leases it for `leaseSeconds`; rows another process holds are skipped, not
 * waited for. The attempt is counted here, so a file that kills its reader is not read forever.
 */
export async function claimNextText(db: Db, leaseSeconds: number): Promise<ClaimedText | undefined> {
  const due = db
    .select({ id: documentTexts.documentId })
    .from(documentTexts)
    .where(
      and(inArray(documentTexts.state, ['waiting', 'reading']), lte(documentTexts.nextAttemptAt, sql`now()`)),
    )
    .orderBy(documentTexts.nextAttemptAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(documentTexts)
    .set({
      state: 'reading',
      claim: sql`gen_random_uuid()`,
      attempts: sql`${documentTexts.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      progressPage: null,
      progressPages: null,
      updatedAt: sql`now()`,
    })
    .where(inArray(documentTexts.documentId, due))
    .returning({
      documentId: documentTexts.documentId,
      claim: documentTexts.claim,
      attempts: documentTexts.attempts,
    });
  if (!claimed?.claim) return undefined;
  const [document] = await db
    .select({
      organizationId: documents.organizationId,
      name: documents.name,
      contentType: documents.contentType,
      storageKey: documents.storageKey,
    })
    .from(documents)
    .where(eq(documents.id, claimed.documentId));
  if (!document) return undefined; // deleted between the two statements: the row went with it
  return { ...document, documentId: claimed.documentId, claim: claimed.claim, attempts: claimed.attempts };
}

/** The claim still holds (the bytes did not change and nobody asked for a new read meanwhile). */
function heldBy(documentId: string, claim: string) {
  return and(eq(documentTexts.documentId, documentId), eq(documentTexts.claim, claim));
}

/** OCR's page n of m, for the list and the viewer. */
export async function recordTextProgress(
  db: Db,
  documentId: string,
  claim: string,
  page: number,
  pages: number,
) {
  await db
    .update(documentTexts)
    .set({ progressPage: page, progressPages: pages, updatedAt: sql`now()` })
    .where(heldBy(documentId, claim));
}

export type TextOutcome =
  | {
      state: 'done';
      text: string;
      pages: number | null;
      pagesRead: number | null;
      words: number;
      ocr: boolean;
      /** The expiry date the text states, suggested while the document has none. */
      suggestedExpiry: { date: string; sentence: string } | null;
    }
  | { state: 'no-text' | 'failed'; reason: string; pages: number | null };

/**
 * Saves what reading found, and the words search matches, in one transaction; false when the
 * claim was lost (the document changed or was deleted while it was read: its new read decides).
 */
export async function saveTextOutcome(db: Db, documentId: string, claim: string, outcome: TextOutcome) {
  return db.transaction(async (tx) => {
    const done = outcome.state === 'done';
    const [saved] = await tx
      .update(documentTexts)
      .set({
        state: outcome.state,
        text: done ? outcome.text : null,
        pages: outcome.pages,
        pagesRead: done ? outcome.pagesRead : null,
        words: done ? outcome.words : null,
        ocr: done ? outcome.ocr : false,
        reason: done ? null : outcome.reason,
        claim: null,
        progressPage: null,
        progressPages: null,
        updatedAt: sql`now()`,
      })
      .where(heldBy(documentId, claim))
      .returning({ documentId: documentTexts.documentId });
    if (!saved) return false;
    await tx
      .update(documents)
      .set({
        contentSearch: done
          ? sql`setweight(to_tsvector('english', left(${outcome.text}, ${INDEXED_CHARACTERS})), 'C')`
          : null,
        // What the text now says, while no expiry date is set (a date set answers it for good).
        suggestedExpiryDate: sql`case when ${documents.expiryDate} is null then ${done ? (outcome.suggestedExpiry?.date ?? null) : null}::date end`,
        suggestedExpirySentence: sql`case when ${documents.expiryDate} is null then ${done ? (outcome.suggestedExpiry?.sentence ?? null) : null}::text end`,
      })
      .where(eq(documents.id, documentId));
    return true;
  });
}

/** Puts a claimed document back in the queue, to be read again after `delaySeconds`. */
export async function retryTextLater(
  db: Db,
  documentId: string,
  claim: string,
  reason: string,
  delaySeconds: number,
) {
  await db
    .update(documentTexts)
    .set({
      state: 'waiting',
      reason,
      claim: null,
      progressPage: null,
      progressPages: null,
      nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
      updatedAt: sql`now()`,
    })
    .where(heldBy(documentId, claim));
}

/** An admin's Retry: the document waits to be read again, now, with its attempts counted afresh. */
export async function requeueText(tx: Tx, organizationId: string, documentId: string) {
  const [row] = await tx
    .update(documentTexts)
    .set({
      state: 'waiting',
      attempts: 0,
      claim: null,
      reason: null,
      progressPage: null,
      progressPages: null,
      nextAttemptAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(documentTexts.organizationId, organizationId), eq(documentTexts.documentId, documentId)))
    .returning({ documentId: documentTexts.documentId });
  return row !== undefined;
}

/** The text read out of one document, with its state (under RLS). */
export async function findText(tx: Tx, organizationId: string, documentId: string) {
  const [row] = await tx
    .select({ text: documentTexts.text, ...textStateColumns })
    .from(documentTexts)
    .where(and(eq(documentTexts.organizationId, organizationId), eq(documentTexts.documentId, documentId)));
  return row;
}

/** The user's words as a full-text query: "quoted phrases", `or`, `-word`, as a web search reads them. */
export function searchQuery(q: string) {
  return sql`websearch_to_tsquery('english', ${q})`;
}

/** Marks a hit in a snippet; characters no document text keeps (they are removed from it first). */
export const SNIPPET_START = '\u27e6';
export const SNIPPET_STOP = '\u27e7';

/**
 * Where the words were found in each document's text, for the documents of `ids` whose text
 * matches (under RLS: the text of another organisation is never read). At most two fragments of
 * about 25 words each, hits between SNIPPET_START and SNIPPET_STOP.
 */
export async function textSnippets(tx: Tx, organizationId: string, ids: string[], q: string) {
  if (ids.length === 0) return new Map<string, string>();
  const query = searchQuery(q);
  const rows = await tx
    .select({
      id: documentTexts.documentId,
      snippet: sql<string>`ts_headline('english', translate(left(${documentTexts.text}, ${INDEXED_CHARACTERS}), ${SNIPPET_START + SNIPPET_STOP}, ''), ${query}, ${`StartSel=${SNIPPET_START}, StopSel=${SNIPPET_STOP}, MaxWords=25, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "`})`,
    })
    .from(documentTexts)
    .innerJoin(documents, eq(documents.id, documentTexts.documentId))
    .where(
      and(
        eq(documentTexts.organizationId, organizationId),
        inArray(documentTexts.documentId, ids),
        sql`${documents.contentSearch} @@ ${query}`,
      ),
    );
  return new Map(rows.map((row) => [row.id, row.snippet]));
}

/**
 * The organisation's documents most like this one by their words: the document's own most
 * frequent lexemes are the query; the best-ranked others come back with their similarity, the
 * share of those lexemes they contain (0..1). Read under RLS.
 */
export async function similarDocuments(tx: Tx, organizationId: string, documentId: string, limit: number) {
  const rows = await queryRows<{ category: string; tags: string[]; similarity: number }>(
    tx,
    sql`
    with words as (
      select lexeme from documents d, unnest(d.content_search) as u(lexeme, positions, weights)
      where d.id = ${documentId} and d.organization_id = ${organizationId} and length(lexeme) > 2
      order by coalesce(array_length(positions, 1), 1) desc, lexeme
      limit 24
    ), query as (
      select to_tsquery('simple', string_agg(quote_literal(lexeme), ' | ')) as q, count(*) as size
      from words
    ), candidates as (
      select d.category, d.tags, d.search_vector, ts_rank(d.search_vector, query.q) as rank
      from documents d, query
      where d.organization_id = ${organizationId} and d.id <> ${documentId} and query.size > 0
        and d.search_vector @@ query.q
      order by rank desc, d.created_at desc
      limit ${limit}
    )
    select c.category, c.tags,
      (select count(*) from words w where c.search_vector @@ to_tsquery('simple', quote_literal(w.lexeme)))::float8
        / (select size from query) as similarity
    from candidates c
    order by c.rank desc`,
  );
  return rows.map((row) => ({ category: row.category, tags: row.tags, similarity: Number(row.similarity) }));
}
