import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgPolicy,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations, users } from './accounts';
import { appRole, donorDataPolicy, tenantPolicy } from './tenancy';

/** PostgreSQL's full-text search vector; written and read in SQL only. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Spec 000 §3 Document. Status is not stored: it is computed from expiry_date when read. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    /** Where the bytes live in storage; never derived from the user's file name. */
    storageKey: text('storage_key').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    sha256: text('sha256').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    description: text('description'),
    uploadDate: date('upload_date', { mode: 'string' }).notNull().default(sql`current_date`),
    expiryDate: date('expiry_date', { mode: 'string' }),
    /**
     * The expiry date the document's text states, found when the text was read, while it has no
     * expiry date: shown as "Suggested expiry" until accepted, dismissed or an expiry is set.
     */
    suggestedExpiryDate: date('suggested_expiry_date', { mode: 'string' }),
    /** The words the suggested date came from. */
    suggestedExpirySentence: text('suggested_expiry_sentence'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Increases with each change of content or properties: a stale text save is refused. */
    version: integer('version').notNull().default(1),
    /** Spec 001 §3: a Donor Data document whose rows were merged into the donor database. */
    isDonorDataProcessed: boolean('is_donor_data_processed').notNull().default(false),
    /** Why the last donor sync could not read this document ("CSV parsing error: ..."). */
    donorDataError: text('donor_data_error'),
    /** Lower-cased name, description and tags: what search matches (trigram index). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`steward_document_search_text(${documents.name}, ${documents.description}, ${documents.tags})`,
      ),
    /**
     * The words of the document's extracted text (weight C), written by the text reader. Kept on
     * the document rather than beside the text so one index serves the whole search.
     */
    contentSearch: tsvector('content_search'),
    /** Name and tags (weight A), description (B) and content (C): what full-text search matches and ranks. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`steward_document_search_vector(${documents.name}, ${documents.description}, ${documents.tags}) || coalesce(${documents.contentSearch}, ''::tsvector)`,
      ),
    /**
     * Every two words side by side in search_vector, as one lexeme each ("histor build"): a quoted
     * phrase finds its candidates by them instead of reading the positions of every document that
     * holds all its words (steward_phrase_pairs; docs/decisions.md, "Reading documents' text").
     */
    wordPairs: tsvector('word_pairs')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`steward_word_pairs(steward_document_search_vector(${documents.name}, ${documents.description}, ${documents.tags}) || coalesce(${documents.contentSearch}, ''::tsvector))`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('documents_storage_key_key').on(t.storageKey),
    index('documents_organization_created_idx').on(t.organizationId, t.createdAt),
    index('documents_organization_expiry_idx').on(t.organizationId, t.expiryDate),
    index('documents_organization_name_idx').on(t.organizationId, t.name),
    index('documents_organization_size_idx').on(t.organizationId, t.sizeBytes),
    index('documents_organization_category_idx').on(t.organizationId, t.category, t.createdAt),
    index('documents_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('documents_tags_idx').using('gin', t.tags),
    index('documents_search_vector_idx').using('gin', t.searchVector),
    index('documents_word_pairs_idx').using('gin', t.wordPairs),
    check('documents_size_not_negative', sql`${t.sizeBytes} >= 0`),
    check('documents_version_positive', sql`${t.version} >= 1`),
    tenantPolicy('documents', t.organizationId),
    donorDataPolicy('documents', t.category),
  ],
).enableRLS();

/**
 * How many documents an organisation keeps under each category and expiry date (no date: NULL),
 * kept by statement-level triggers on documents in the same transaction as the change (migration
 * 0032). The dashboard's totals and the list's count read these few rows instead of every
 * document: counting 100,000 documents on the embedded database took 0.2-1 s a request. A row
 * whose count reaches 0 stays, at 0 (readers sum the counts). Under the same policies as the
 * documents it counts.
 */
export const documentCounts = pgTable(
  'document_counts',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }),
    documents: integer('documents').notNull(),
  },
  (t) => [
    unique('document_counts_key').on(t.organizationId, t.category, t.expiryDate).nullsNotDistinct(),
    check('document_counts_not_negative', sql`${t.documents} >= 0`),
    tenantPolicy('document_counts', t.organizationId),
    donorDataPolicy('document_counts', t.category),
  ],
).enableRLS();

export const DOCUMENT_TEXT_STATES = ['waiting', 'reading', 'done', 'no-text', 'failed'] as const;

/**
 * The text read out of each document, and the queue of documents still to read: a row is written
 * by a trigger in the transaction that stores or changes the document's bytes (state waiting), so
 * no path can forget it and a crash never loses it. A reader claims a row with SKIP LOCKED and a
 * lease (state reading, a fresh claim token); a process that dies mid-read leaves a lease that runs
 * out, and the row is claimed again. A result is saved only by the holder of the current claim, so
 * a document changed while it was read is simply read again.
 */
export const documentTexts = pgTable(
  'document_texts',
  {
    documentId: uuid('document_id')
      .primaryKey()
      .references(() => documents.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    state: text('state', { enum: DOCUMENT_TEXT_STATES }).notNull().default('waiting'),
    text: text('text'),
    pages: integer('pages'),
    pagesRead: integer('pages_read'),
    words: integer('words'),
    ocr: boolean('ocr').notNull().default(false),
    /** While OCR runs: the page being read, of how many. */
    progressPage: integer('progress_page'),
    progressPages: integer('progress_pages'),
    /** failed: why; no-text: why there is none. */
    reason: text('reason'),
    /** Reads started for the current bytes; a row read too often without an answer is failed. */
    attempts: integer('attempts').notNull().default(0),
    /**
     * A waiting row is taken from this time on (a retry waits longer after each failure); a reading
     * row belongs to its claim until then (the lease), and after it another process may take it.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claim: uuid('claim'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_texts_queue_idx').on(t.nextAttemptAt).where(sql`${t.state} in ('waiting', 'reading')`),
    index('document_texts_organization_idx').on(t.organizationId),
    check(
      'document_texts_state_valid',
      sql`${t.state} in ('waiting', 'reading', 'done', 'no-text', 'failed')`,
    ),
    tenantPolicy('document_texts', t.organizationId),
    // A text is visible with its document only, under the document's policies (a Donor Data
    // document's text only with fundraising access).
    pgPolicy('document_texts_with_document', {
      as: 'restrictive',
      for: 'all',
      to: appRole,
      using: sql`exists (select 1 from documents d where d.id = ${t.documentId})`,
      withCheck: sql`exists (select 1 from documents d where d.id = ${t.documentId})`,
    }),
  ],
).enableRLS();

/**
 * Renewal reminders sent: one row per document, threshold and expiry date, so a
 * document is never reminded twice for the same threshold, across restarts and processes. A new
 * expiry date starts its reminders afresh.
 */
export const documentReminders = pgTable(
  'document_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    threshold: text('threshold', { enum: ['overdue', '7', '30'] }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_reminders_once').on(t.documentId, t.threshold, t.expiryDate),
    check('document_reminders_threshold_valid', sql`${t.threshold} in ('overdue', '7', '30')`),
    tenantPolicy('document_reminders', t.organizationId),
  ],
).enableRLS();

/** One renewal digest per organisation per day, whichever process gets there first. */
export const reminderDigests = pgTable(
  'reminder_digests',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    documentCount: integer('document_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.day] }),
    tenantPolicy('reminder_digests', t.organizationId),
  ],
).enableRLS();

/** The corporate filing's reminders sent: once per state (due soon, overdue) and due date. */
export const filingReminders = pgTable(
  'filing_reminders',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['due-soon', 'overdue'] }).notNull(),
    nextDueDate: date('next_due_date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.state, t.nextDueDate] }),
    tenantPolicy('filing_reminders', t.organizationId),
  ],
).enableRLS();
