import { addDays, areaRule, DONOR_DATA_CATEGORY, EXPIRING_SOON_DAYS } from '@steward/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  like,
  lt,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type Db, prerendered, queryPrepared, queryRows, type Tx } from '@/db/client';
import { documentCounts, documents, documentTexts, users } from '@/db/schema';
import { searchQuery, textStateColumns } from './content';

const documentColumns = {
  id: documents.id,
  name: documents.name,
  category: documents.category,
  storageKey: documents.storageKey,
  sizeBytes: documents.sizeBytes,
  contentType: documents.contentType,
  tags: documents.tags,
  description: documents.description,
  uploadDate: documents.uploadDate,
  expiryDate: documents.expiryDate,
  suggestedExpiryDate: documents.suggestedExpiryDate,
  suggestedExpirySentence: documents.suggestedExpirySentence,
  version: documents.version,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
  uploaderEmail: users.email,
  uploaderName: users.fullName,
  ...textStateColumns,
};

/** Documents with their uploader and the state of their text, as the API shows them. */
function selectDocuments(tx: Tx) {
  return tx
    .select(documentColumns)
    .from(documents)
    .leftJoin(users, eq(users.id, documents.uploadedBy))
    .leftJoin(documentTexts, eq(documentTexts.documentId, documents.id));
}

export type DocumentRow = Awaited<ReturnType<typeof findDocument>> & {};

export interface ListFilter {
  organizationId: string;
  /** Whether Donor Data documents are listed: the caller has fundraising access. */
  donorData: boolean;
  today: string;
  q?: string | undefined;
  category?: string | undefined;
  status?: 'Active' | 'Expiring Soon' | 'Overdue' | undefined;
  tag?: string | undefined;
  area?: string | undefined;
}

/** `%` and `_` typed by a user are literal characters, not wildcards. */
function likePattern(text: string) {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The status as a condition on an expiry date column: of the documents, or of their counts. */
function statusCondition(
  status: NonNullable<ListFilter['status']>,
  today: string,
  expiryDate: typeof documents.expiryDate | typeof documentCounts.expiryDate = documents.expiryDate,
): SQL {
  const soonEnd = addDays(today, EXPIRING_SOON_DAYS);
  if (status === 'Overdue') return lt(expiryDate, today);
  if (status === 'Expiring Soon') return and(gte(expiryDate, today), lte(expiryDate, soonEnd)) as SQL;
  return sql`(${expiryDate} is null or ${expiryDate} > ${soonEnd})`;
}

/** The SQL twin of domain documentInArea: the category or a tag contains one of the area's terms. */
function areaCondition(area: string): SQL {
  const rule = areaRule(area);
  if (!rule) return sql`false`;
  const test = (column: SQL, term: string) =>
    rule.wholeWord
      ? sql`${column} ~* ${`(^|[^a-z0-9])${term}([^a-z0-9]|$)`}`
      : sql`lower(${column}) like ${likePattern(term)} escape '\\'`;
  const category = sql.join(
    rule.categoryTerms.map((term) => test(sql`${documents.category}`, term)),
    sql` or `,
  );
  const tag = sql.join(
    rule.tagTerms.map((term) => test(sql`tag`, term)),
    sql` or `,
  );
  return sql`((${category}) or exists (select 1 from unnest(${documents.tags}) as tag where ${tag}))`;
}

/**
 * A search counts and pages through at most this many matches; past it the total is shown as
 * "500+". Sorted by best match, it ranks the first this many found by the full-text index and the
 * first found by the trigram index. Ranking reads each match's text vector (about 4 KB, out of
 * line) and a quoted phrase rechecks every candidate the index offers, so ranking and counting
 * every match of a common word in 100,000 documents took 0.5 s (docs/decisions.md, "Reading
 * documents' text").
 */
export const SEARCH_MATCHES_MAX = 500;

/**
 * Best match first: full-text rank (name and tags weigh 1, the description 0.4, the text 0.2 a
 * word), and a name that contains the typed characters above anything found elsewhere.
 */
function relevance(q: string): SQL {
  return sql`ts_rank(${documents.searchVector}, ${searchQuery(q)}) + case when lower(${documents.name}) like ${likePattern(q)} escape '\\' then 1 else 0 end`;
}

/**
 * The table and the columns every list's statement names, rendered once (prerendered): the list
 * is the hottest read, and drizzle renders a column on every use.
 */
const LISTED = {
  table: prerendered(sql`${documents}`),
  id: prerendered(sql`${documents.id}`),
  organizationId: prerendered(sql`${documents.organizationId}`),
  category: prerendered(sql`${documents.category}`),
  tags: prerendered(sql`${documents.tags}`),
};

/**
 * Every condition of the list except the search words. The organisation and the Donor Data rule
 * are written here although row-level security holds both, because the search reads its ids
 * outside it (searchPage).
 */
function filtersBesidesSearch(filter: ListFilter): SQL {
  const conditions = [sql`${LISTED.organizationId} = ${filter.organizationId}`];
  if (!filter.donorData) conditions.push(sql`${LISTED.category} <> ${DONOR_DATA_CATEGORY}`);
  if (filter.category) conditions.push(sql`${LISTED.category} = ${filter.category}`);
  if (filter.tag) conditions.push(sql`${LISTED.tags} @> array[${filter.tag}]::text[]`);
  if (filter.status) conditions.push(statusCondition(filter.status, filter.today));
  if (filter.area) conditions.push(areaCondition(filter.area));
  return sql`(${sql.join(conditions, sql` and `)})`;
}

/**
 * How many documents the list's filters keep, from the counts (document_counts) when no filter
 * needs the documents themselves (a tag or an area does): a few hundred rows to sum instead of
 * every document. Null when it cannot be counted that way.
 */
function countedTotal(filter: ListFilter): SQL | null {
  if (filter.tag || filter.area) return null;
  const conditions = [eq(documentCounts.organizationId, filter.organizationId)];
  if (!filter.donorData) conditions.push(sql`${documentCounts.category} <> ${DONOR_DATA_CATEGORY}`);
  if (filter.category) conditions.push(eq(documentCounts.category, filter.category));
  if (filter.status) conditions.push(statusCondition(filter.status, filter.today, documentCounts.expiryDate));
  return sql`(select coalesce(sum(${documentCounts.documents}), 0) from ${documentCounts} where ${and(...conditions)})`;
}

/**
 * Spec 000 §2 search, widened: the typed characters anywhere in the name, tags or description (a
 * partial name: the trigram index), or the words (stemmed, so "renewals" finds "renewal"; "quoted
 * phrases") anywhere in them or in the text. The cheap test comes first: for a row the trigram
 * index offers, the full-text test (which reads the text's vector) runs only if it fails.
 */
function matchesSearch(q: string): SQL {
  return sql`(${documents.searchText} like ${likePattern(q)} escape '\\' or ${documents.searchVector} @@ ${searchQuery(q)})`;
}

/**
 * The full-text test of matchesSearch, for the full-text index. A quoted phrase of words side by
 * side ("historic building") also asks the word-pair index for the documents holding each pair of
 * its words, so that the positions are rechecked only on those, not on every document holding all
 * the words (thousands, for common words). For any other query steward_phrase_pairs is null; as it
 * is computed from the parameter alone, PostgreSQL folds the test to true when it plans the
 * statement, and the word-pair index is not read.
 */
function matchesWords(q: string): SQL {
  const pairs = sql`steward_phrase_pairs(${searchQuery(q)})`;
  return sql`${documents.searchVector} @@ ${searchQuery(q)} and (${documents.wordPairs} @@ ${pairs} or ${pairs} is null)`;
}

/**
 * The first SEARCH_MATCHES_MAX + 1 ids found by each test of matchesSearch, as two index scans (a
 * bitmap OR of the two would recheck the full-text test on every trigram match). Each scan is a
 * MATERIALIZED CTE so that PostgreSQL plans it for all its matches (the full-text index for a
 * phrase, whose candidates must each be rechecked; a LIMIT inside would make a sequential scan look
 * cheap) while the limit still stops it early: a CTE is read only as far as it is needed.
 */
function firstMatches(filter: ListFilter, q: string): SQL {
  const rest = filtersBesidesSearch(filter);
  return sql`with by_words as materialized (
      select ${documents.id} as id from ${documents} where ${rest} and ${matchesWords(q)}
    ), by_characters as materialized (
      select ${documents.id} as id from ${documents} where ${rest} and ${documents.searchText} like ${likePattern(q)} escape '\\'
    )
    (select id from by_words limit ${SEARCH_MATCHES_MAX + 1})
    union (select id from by_characters limit ${SEARCH_MATCHES_MAX + 1})`;
}

const SORT_COLUMNS = {
  created: documents.createdAt,
  name: documents.name,
  expiry: documents.expiryDate,
  size: documents.sizeBytes,
} as const;

export type DocumentSortKey = keyof typeof SORT_COLUMNS | 'relevance';

const orderings = new Map<string, SQL>();

/** The ORDER BY of a page sorted by a column, rendered once for each column and direction. */
function columnOrdering(sort: keyof typeof SORT_COLUMNS, order: 'asc' | 'desc'): SQL {
  const key = `${sort} ${order}`;
  let ordering = orderings.get(key);
  if (!ordering) {
    const direction = order === 'asc' ? asc : desc;
    ordering = prerendered(
      sql.join(
        [
          // Documents without an expiry date come last whichever way expiry is sorted.
          ...(sort === 'expiry' ? [sql`${documents.expiryDate} is null`] : []),
          direction(SORT_COLUMNS[sort]),
          direction(documents.id),
        ],
        sql`, `,
      ),
    );
    orderings.set(key, ordering);
  }
  return ordering;
}

export interface MatchingIds {
  ids: string[];
  /** How many documents the pages hold. */
  total: number;
  /** More documents match than `total` (a search stops counting at SEARCH_MATCHES_MAX). */
  more: boolean;
}

/** A row of documentPage as the driver gives it (both drivers leave dates and timestamps as text). */
interface PageRow {
  id: string;
  name: string;
  category: string;
  storage_key: string;
  size_bytes: string | number;
  content_type: string;
  tags: string[];
  description: string | null;
  upload_date: string;
  expiry_date: string | null;
  suggested_expiry_date: string | null;
  suggested_expiry_sentence: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  uploader_email: string | null;
  uploader_name: string | null;
  text_state: DocumentRow['textState'];
  text_pages: number | null;
  text_pages_read: number | null;
  text_words: number | null;
  text_ocr: boolean | null;
  text_progress_page: number | null;
  text_progress_pages: number | null;
  text_reason: string | null;
  total: string | number;
}

/** selectDocuments' columns as PageRow names them, from `d` (documents), `u` (users) and `t` (texts). */
const PAGE_COLUMNS = sql.raw(`d.id, d.name, d.category, d.storage_key, d.size_bytes, d.content_type, d.tags,
  d.description, d.upload_date, d.expiry_date, d.suggested_expiry_date, d.suggested_expiry_sentence,
  d.version, d.created_at, d.updated_at, u.email as uploader_email, u.full_name as uploader_name,
  t.state as text_state, t.pages as text_pages, t.pages_read as text_pages_read, t.words as text_words,
  t.ocr as text_ocr, t.progress_page as text_progress_page, t.progress_pages as text_progress_pages,
  t.reason as text_reason`);

/** The joins PAGE_COLUMNS reads, after `join documents d`. */
const PAGE_JOINS = prerendered(sql`left join ${users} u on u.id = d.uploaded_by
  left join ${documentTexts} t on t.document_id = d.id`);

/** Mapped by hand, as drizzle maps selectDocuments' columns (the list's hottest rows). */
function pageDocument(row: Omit<PageRow, 'total'>): DocumentRow {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    storageKey: row.storage_key,
    sizeBytes: Number(row.size_bytes),
    contentType: row.content_type,
    tags: row.tags,
    description: row.description,
    uploadDate: row.upload_date,
    expiryDate: row.expiry_date,
    suggestedExpiryDate: row.suggested_expiry_date,
    suggestedExpirySentence: row.suggested_expiry_sentence,
    version: row.version,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    uploaderEmail: row.uploader_email,
    uploaderName: row.uploader_name,
    textState: row.text_state,
    textPages: row.text_pages,
    textPagesRead: row.text_pages_read,
    textWords: row.text_words,
    textOcr: row.text_ocr,
    textProgressPage: row.text_progress_page,
    textProgressPages: row.text_progress_pages,
    textReason: row.text_reason,
  };
}

/**
 * One page of the list when no words are searched for, and how many documents match, in one
 * statement under row-level security: the page's ids and the total come from the documents alone
 * (counting every match must not join each to its uploader and text), then the page's rows are
 * joined. Equality on the organisation and the sort columns are leakproof, so the indexes serve
 * under RLS as they would outside it. Written as SQL and mapped by hand: drizzle's query builder
 * and row mapper were the largest share of a signed-in list's CPU (docs/decisions.md).
 */
export async function documentPage(
  tx: Tx,
  filter: ListFilter,
  sort: keyof typeof SORT_COLUMNS,
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
): Promise<{ rows: DocumentRow[]; total: number }> {
  const condition = filtersBesidesSearch(filter);
  const ordering = columnOrdering(sort, order);
  const counted = countedTotal(filter);
  if (counted) {
    // The total on its own row, the page joined to it: a page past the end still has its total.
    const rows = await queryPrepared<Omit<PageRow, 'total'> & { total: string | number; id: string | null }>(
      tx,
      sql`select counted.total, listed.*
        from (select ${counted} as total) counted
        left join lateral (
          select ${PAGE_COLUMNS}, page.position
          from (
            select ${LISTED.id} as id, row_number() over (order by ${ordering}) as position
            from ${LISTED.table} where ${condition} order by ${ordering} limit ${limit} offset ${offset}
          ) page
          join ${LISTED.table} d on d.id = page.id
          ${PAGE_JOINS}
        ) listed on true
        order by listed.position`,
    );
    const listed = rows.filter((row): row is typeof row & { id: string } => row.id !== null);
    return { rows: listed.map(pageDocument), total: Number(rows[0]?.total ?? 0) };
  }
  const rows = await queryPrepared<PageRow>(
    tx,
    sql`select ${PAGE_COLUMNS}, page.total
      from (
        select ${LISTED.id} as id, count(*) over () as total,
          row_number() over (order by ${ordering}) as position
        from ${LISTED.table} where ${condition} order by ${ordering} limit ${limit} offset ${offset}
      ) page
      join ${LISTED.table} d on d.id = page.id
      ${PAGE_JOINS}
      order by page.position`,
  );
  // A page past the end has no rows to carry the total: only then is it counted on its own.
  if (rows.length === 0 && offset > 0) {
    const [total] = await tx.select({ total: count() }).from(documents).where(condition);
    return { rows: [], total: Number(total?.total ?? 0) };
  }
  return { rows: rows.map(pageDocument), total: Number(rows[0]?.total ?? 0) };
}

/**
 * The ids of one page of a search and how many match, up to SEARCH_MATCHES_MAX, in one statement.
 * Runs as the table owner, outside row-level security, with the organisation and the Donor Data
 * rule as explicit conditions (filtersBesidesSearch), so hits, totals and ranks never count a
 * document the caller may not see: under RLS PostgreSQL may not use an index for an operator that
 * is not leakproof, and none of LIKE (the trigram index), `@@` (the full-text index) and `@>` on
 * arrays (the tags index) is, so every search would read the whole table. The rows themselves are
 * then read under RLS (documentsByIds): the second wall still holds for every document returned.
 * When the first matches of each test are all the matches, the page is taken from them, ranked or
 * sorted. Past that, best match ranks those first matches; a column sort orders all of them by
 * walking the column's index (quick, since matches are then common). A rare word must not take
 * that walk: it would read the text vector of nearly every document to find the few that match.
 */
export async function searchPage(
  db: Db,
  filter: ListFilter,
  q: string,
  sort: DocumentSortKey,
  order: 'asc' | 'desc',
  limit: number,
  offset: number,
): Promise<MatchingIds> {
  // No page lies past the counted matches.
  const pageSize = Math.max(0, Math.min(limit, SEARCH_MATCHES_MAX - offset));
  const window = sql`limit ${pageSize} offset ${offset}`;
  const candidatesPage = (ordering: SQL) =>
    sql`array(select ${documents.id}::text from candidates join ${documents} on ${documents.id} = candidates.id
      order by ${ordering} ${window})`;
  let ids: SQL;
  if (sort === 'relevance') {
    ids = candidatesPage(sql`${relevance(q)} desc, ${documents.createdAt} desc, ${documents.id} desc`);
  } else {
    const ordering = columnOrdering(sort, order);
    // An uncorrelated subquery in a CASE runs only when its branch is taken.
    ids = sql`case when (select count(*) from candidates) <= ${SEARCH_MATCHES_MAX} then ${candidatesPage(ordering)}
      else array(select ${documents.id}::text from ${documents}
        where ${filtersBesidesSearch(filter)} and ${matchesSearch(q)} order by ${ordering} ${window}) end`;
  }
  const [row] = await queryRows<{ found: number | string; ids: string[] }>(
    db,
    sql`with candidates as (${firstMatches(filter, q)})
      select (select count(*) from candidates) as found, ${ids} as ids`,
  );
  const found = Number(row?.found ?? 0);
  return {
    total: Math.min(found, SEARCH_MATCHES_MAX),
    ids: row?.ids ?? [],
    more: found > SEARCH_MATCHES_MAX,
  };
}

/** How many of the organisation's documents belong to an area (operations category or department). */
export async function countInArea(tx: Tx, organizationId: string, area: string) {
  const [row] = await tx
    .select({ total: count() })
    .from(documents)
    .where(and(eq(documents.organizationId, organizationId), areaCondition(area)));
  return Number(row?.total ?? 0);
}

/** The documents with these ids, in the order given (under RLS: only the caller's organisation). */
export async function documentsByIds(tx: Tx, organizationId: string, ids: string[]) {
  if (ids.length === 0) return [];
  // One array parameter rather than one per id (inArray): a page of 50 builds and sends a 50th of
  // the parameters, which showed in the list's profile under load.
  const rows = await selectDocuments(tx).where(
    and(eq(documents.organizationId, organizationId), sql`${documents.id} = any(${sql.param(ids)}::uuid[])`),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findDocument(tx: Tx, organizationId: string, id: string) {
  const [row] = await selectDocuments(tx)
    .where(and(eq(documents.organizationId, organizationId), eq(documents.id, id)))
    .limit(1);
  return row;
}

export async function insertDocument(tx: Tx, values: typeof documents.$inferInsert) {
  const [row] = await tx.insert(documents).values(values).returning({ id: documents.id });
  if (!row) throw new Error('document insert returned nothing');
  return row.id;
}

export async function updateProperties(
  tx: Tx,
  organizationId: string,
  id: string,
  values: {
    name?: string;
    category: string;
    expiryDate: string | null;
    tags: string[];
    description: string | null;
  },
) {
  // An expiry date set answers the suggestion, whichever date it is.
  const answered =
    values.expiryDate !== null ? { suggestedExpiryDate: null, suggestedExpirySentence: null } : {};
  const [row] = await tx
    .update(documents)
    .set({ ...values, ...answered, version: sql`${documents.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(documents.organizationId, organizationId), eq(documents.id, id)))
    .returning({ id: documents.id });
  return row !== undefined;
}

/**
 * The suggested expiry answered: accepted (it becomes the expiry date) or dismissed. False when
 * the document has no suggestion (not found, or answered already).
 */
export async function answerSuggestedExpiry(tx: Tx, organizationId: string, id: string, accept: boolean) {
  const [row] = await tx
    .update(documents)
    .set({
      ...(accept ? { expiryDate: sql`${documents.suggestedExpiryDate}` } : {}),
      suggestedExpiryDate: null,
      suggestedExpirySentence: null,
      version: sql`${documents.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(documents.organizationId, organizationId),
        eq(documents.id, id),
        isNotNull(documents.suggestedExpiryDate),
      ),
    )
    .returning({ id: documents.id });
  return row !== undefined;
}

/** Points the document at new content, only if nobody changed it since `version` (else false). */
export async function replaceContent(
  tx: Tx,
  organizationId: string,
  id: string,
  version: number,
  values: { storageKey: string; sizeBytes: number; sha256: string },
) {
  const [row] = await tx
    .update(documents)
    .set({ ...values, version: sql`${documents.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(eq(documents.organizationId, organizationId), eq(documents.id, id), eq(documents.version, version)),
    )
    .returning({ id: documents.id });
  return row !== undefined;
}

export async function deleteDocument(tx: Tx, organizationId: string, id: string) {
  const [row] = await tx
    .delete(documents)
    .where(and(eq(documents.organizationId, organizationId), eq(documents.id, id)))
    .returning({ storageKey: documents.storageKey });
  return row;
}

type DashboardPart = 'recent' | 'ahead' | 'behind';
/** Counts come back from PostgreSQL as numbers on PGlite and as strings on node-postgres. */
type DashboardTotalsRow = Record<
  'total_documents' | 'total_expiring_soon' | 'total_overdue' | 'total_categories',
  number | string
>;
type ListedRow = Omit<PageRow, 'total'> & { part: DashboardPart; position: number | string };
/** A row of dashboardPage: the totals with one listed document, or alone (no documents). */
type DashboardRow = DashboardTotalsRow & (ListedRow | { part: null });

/**
 * Spec 000 §2 Dashboard, its four totals and its two lists in one statement (one round trip: the
 * dashboard is a hot read). The totals come from the counts per category and expiry date
 * (document_counts: a row per pair in use, not per document); expiring soon is within the next 30
 * days and not past. The lists: the newest documents, and the documents whose expiry dates are
 * nearest to today, in either direction, shown in date order: what just lapsed and what is about to
 * (earliest-first would fill the list with documents that lapsed years ago; the Overdue card counts
 * those). The nearest on each side of today are each read along the (organisation, expiry) index,
 * the newest along (organisation, created). The lists are joined to the totals laterally, so an
 * organisation without documents still gets its totals, on one row of nulls.
 */
export async function dashboardPage(tx: Tx, organizationId: string, today: string, limit: number) {
  const soonEnd = addDays(today, EXPIRING_SOON_DAYS);
  const mine = eq(documents.organizationId, organizationId);
  // The lists' length written into the statement, not a parameter: the dashboard runs on a generic
  // plan, which must know the lists are short to read the listed documents by their key (with a
  // parameter it guessed thousands and read all 100,000 documents for 30).
  const listed = sql.raw(String(Math.trunc(limit)));
  const rows = await queryPrepared<DashboardRow>(
    tx,
    sql`select totals.*, listed.*
      from (
        select coalesce(sum(${documentCounts.documents}), 0) as total_documents,
          coalesce(sum(${documentCounts.documents}) filter (where ${documentCounts.expiryDate} >= ${today} and ${documentCounts.expiryDate} <= ${soonEnd}), 0) as total_expiring_soon,
          coalesce(sum(${documentCounts.documents}) filter (where ${documentCounts.expiryDate} < ${today}), 0) as total_overdue,
          count(distinct ${documentCounts.category}) filter (where ${documentCounts.documents} > 0) as total_categories
        from ${documentCounts} where ${eq(documentCounts.organizationId, organizationId)}
      ) totals
      left join lateral (
        select picked.part, picked.position, ${PAGE_COLUMNS}
        from (
          (select 'recent' as part, ${documents.id} as id,
              row_number() over (order by ${documents.createdAt} desc, ${documents.id} desc) as position
            from ${documents} where ${mine}
            order by ${documents.createdAt} desc, ${documents.id} desc limit ${listed})
          union all
          (select 'ahead', ${documents.id},
              row_number() over (order by ${documents.expiryDate}, ${documents.id})
            from ${documents} where ${mine} and ${documents.expiryDate} >= ${today}
            order by ${documents.expiryDate}, ${documents.id} limit ${listed})
          union all
          (select 'behind', ${documents.id},
              row_number() over (order by ${documents.expiryDate} desc, ${documents.id} desc)
            from ${documents} where ${mine} and ${documents.expiryDate} < ${today}
            order by ${documents.expiryDate} desc, ${documents.id} desc limit ${listed})
        ) picked
        join ${documents} d on d.id = picked.id
        ${PAGE_JOINS}
      ) listed on true
      order by listed.part, listed.position`,
  );
  const first = rows[0];
  const totals = {
    documents: Number(first?.total_documents ?? 0),
    expiringSoon: Number(first?.total_expiring_soon ?? 0),
    overdue: Number(first?.total_overdue ?? 0),
    categories: Number(first?.total_categories ?? 0),
  };
  const part = (name: DashboardPart) =>
    rows.filter((row): row is DashboardTotalsRow & ListedRow => row.part === name).map(pageDocument);
  const distance = (day: string | null) => Math.abs(Date.parse(day ?? '') - Date.parse(today));
  const upcoming = [...part('ahead'), ...part('behind')]
    .sort((a, b) => distance(a.expiryDate) - distance(b.expiryDate))
    .slice(0, limit)
    .sort((a, b) => ((a.expiryDate ?? '') < (b.expiryDate ?? '') ? -1 : 1));
  return { totals, recent: part('recent'), upcoming };
}

/** The document stored under `storageKey`, if the transaction may see it (under RLS). */
export async function findByStorageKey(tx: Tx, organizationId: string, storageKey: string) {
  const [row] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.organizationId, organizationId), eq(documents.storageKey, storageKey)))
    .limit(1);
  return row;
}

/** The keys among `keys` that a document still points at (the storage sweep asks, across organisations). */
export async function referencedStorageKeys(db: Db, keys: string[]) {
  const rows = await db
    .select({ storageKey: documents.storageKey })
    .from(documents)
    .where(inArray(documents.storageKey, keys));
  return new Set(rows.map((row) => row.storageKey));
}

/**
 * The organisation's donor files: its Donor Data documents (spec 001 §4) that are CSV files, which
 * leaves out the check and count-sheet images kept with contribution batches (no file to merge).
 */
function donorFiles(organizationId: string) {
  return and(
    eq(documents.organizationId, organizationId),
    eq(documents.category, DONOR_DATA_CATEGORY),
    like(documents.contentType, 'text/csv%'),
  );
}

/** The organisation's donor files not merged into the donor database yet. */
function unprocessedDonorData(organizationId: string) {
  return and(donorFiles(organizationId), eq(documents.isDonorDataProcessed, false));
}

/** How many donor files wait for a sync and how many were merged. */
export async function donorDataCounts(tx: Tx, organizationId: string) {
  const [counts] = await tx
    .select({
      pending: sql<number>`count(*) filter (where not ${documents.isDonorDataProcessed})`.mapWith(Number),
      processed: sql<number>`count(*) filter (where ${documents.isDonorDataProcessed})`.mapWith(Number),
    })
    .from(documents)
    .where(donorFiles(organizationId));
  return { pending: counts?.pending ?? 0, processed: counts?.processed ?? 0 };
}

/** The Donor Data documents that could not be merged last time, with their error, oldest first. */
export function failedDonorDataDocuments(tx: Tx, organizationId: string) {
  return tx
    .select({ documentId: documents.id, name: documents.name, error: documents.donorDataError })
    .from(documents)
    .where(and(unprocessedDonorData(organizationId), isNotNull(documents.donorDataError)))
    .orderBy(asc(documents.createdAt));
}

/** The Donor Data documents a sync would take, oldest first. */
export function pendingDonorDataDocuments(tx: Tx, organizationId: string) {
  return tx
    .select({ id: documents.id, name: documents.name, storageKey: documents.storageKey })
    .from(documents)
    .where(unprocessedDonorData(organizationId))
    .orderBy(asc(documents.createdAt), asc(documents.id));
}

/** True while the document still waits (another process may have merged it meanwhile). */
export async function isDonorDataPending(tx: Tx, id: string) {
  const [row] = await tx
    .select({ processed: documents.isDonorDataProcessed })
    .from(documents)
    .where(eq(documents.id, id));
  return row?.processed === false;
}

export async function markDonorDataMerged(tx: Tx, id: string) {
  await tx
    .update(documents)
    .set({ isDonorDataProcessed: true, donorDataError: null })
    .where(eq(documents.id, id));
}

export async function recordDonorDataError(tx: Tx, id: string, message: string) {
  await tx.update(documents).set({ donorDataError: message }).where(eq(documents.id, id));
}

/** How many documents the organisation keeps that the transaction may see, from the counts. */
export async function countDocuments(tx: Tx, organizationId: string) {
  const [row] = await tx
    .select({ total: sql<string | number | null>`sum(${documentCounts.documents})` })
    .from(documentCounts)
    .where(eq(documentCounts.organizationId, organizationId));
  return Number(row?.total ?? 0);
}
