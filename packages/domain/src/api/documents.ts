import { z } from 'zod';
import { AREA_KEYS } from '../areas';
import { DOCUMENT_CATEGORIES, UPLOAD_CATEGORIES } from '../categories';
import { DOCUMENT_STATUSES } from '../documents';
import { LIMITS, MEGABYTE } from '../limits';
import { SELECT_A_CATEGORY } from '../messages';

const isoDateTime = z.iso.datetime({ offset: true });

/** `yyyy-MM-dd`; an empty string means "no date" (spec 000 §5: an empty expiry becomes null). */
export const optionalDayField = z
  .union([z.literal(''), z.iso.date({ error: 'Please enter a valid date' })])
  .nullable()
  .optional()
  .transform((value) => value || null);

/** Spec 000 §5: an empty description becomes null. */
const descriptionField = z
  .string()
  .trim()
  .max(LIMITS.document.description, {
    error: `Description must be at most ${LIMITS.document.description} characters`,
  })
  .nullable()
  .optional()
  .transform((value) => value || null);

const tagsField = z
  .array(
    z
      .string()
      .trim()
      .min(1)
      .max(LIMITS.document.tag, { error: `A tag must be at most ${LIMITS.document.tag} characters` }),
  )
  .max(LIMITS.document.tags, { error: `At most ${LIMITS.document.tags} tags` })
  .transform((tags) => [...new Set(tags)]);

const categoryField = z.enum(UPLOAD_CATEGORIES, { error: SELECT_A_CATEGORY });

/** Reading a document's text in the background: where it stands. */
export const DOCUMENT_TEXT_STATES = ['waiting', 'reading', 'done', 'no-text', 'failed'] as const;
export type DocumentTextState = (typeof DOCUMENT_TEXT_STATES)[number];

export const documentTextStatusSchema = z.object({
  state: z.enum(DOCUMENT_TEXT_STATES),
  /** While OCR reads a scan: page n of m. */
  progress: z.object({ page: z.number().int(), pages: z.number().int() }).nullable(),
  /** Pages in the file, and how many were read (fewer when the file passes the page limit). */
  pages: z.number().int().nullable(),
  pagesRead: z.number().int().nullable(),
  words: z.number().int().nullable(),
  /** Whether any of the text came from OCR (a scan or a photo). */
  ocr: z.boolean(),
  /** failed: why; no-text: why there is none. */
  reason: z.string().nullable(),
});
export type DocumentTextStatus = z.infer<typeof documentTextStatusSchema>;

/** A piece of a search hit's snippet: the words that matched are marked, nothing else is markup. */
export const snippetPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

/** Spec 000 §3 Document, as the API returns it. Status is computed from the expiry date when read. */
export const documentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.string(),
  uploadDate: z.iso.date(),
  expiryDate: z.iso.date().nullable(),
  /**
   * The expiry date its text states, found when the text was read while it had none, and the words
   * it came from: kept until accepted, dismissed or an expiry date is set.
   */
  suggestedExpiry: z.object({ date: z.iso.date(), sentence: z.string() }).nullable(),
  sizeBytes: z.number().int(),
  contentType: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  tags: z.array(z.string()),
  description: z.string().nullable(),
  /** Increases with every content or property change; a text save must name the version it edited. */
  version: z.number().int(),
  uploadedBy: z.object({ email: z.string(), fullName: z.string().nullable() }).nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** The text read out of the file: its state (the text itself: GET /api/documents/:id/text). */
  text: documentTextStatusSchema,
  /** In search results: where the words were found in the document's text (null: not in the text). */
  snippet: z.array(snippetPartSchema).nullable().optional(),
  /** What the caller may do with it (computed on the server from the permission table). */
  can: z.object({
    edit: z.boolean(),
    editContent: z.boolean(),
    delete: z.boolean(),
    /** Read the text again after a failure (admins). */
    retryText: z.boolean(),
  }),
});
export type Document = z.infer<typeof documentSchema>;

/** The text read out of a document, with its state. */
export const documentTextSchema = documentTextStatusSchema.extend({ text: z.string() });
export type DocumentText = z.infer<typeof documentTextSchema>;

/**
 * Properties suggested from the document's text, applied only when a person accepts them: the
 * expiry date with the sentence it was read from, and the category and tags of the organisation's
 * most similar earlier documents.
 */
export const documentSuggestionsSchema = z.object({
  expiry: z.object({ date: z.iso.date(), sentence: z.string() }).nullable(),
  category: z.enum(UPLOAD_CATEGORIES).nullable(),
  tags: z.array(z.string()),
});
export type DocumentSuggestions = z.infer<typeof documentSuggestionsSchema>;

/** relevance: best match first (with search words; without, newest first). */
export const DOCUMENT_SORTS = ['relevance', 'created', 'name', 'expiry', 'size'] as const;

export const documentListQuerySchema = z.object({
  /**
   * Spec 000 §2: search by name, case-insensitive; Steward also matches tags, description and the
   * document's text (English stemming, "quoted phrases"), best matches first.
   */
  q: z.string().trim().max(LIMITS.list.search).optional(),
  /** One of the 14 categories (or Donor Data); absent: all. */
  category: z.enum(UPLOAD_CATEGORIES).optional(),
  status: z.enum(DOCUMENT_STATUSES).optional(),
  /** Documents carrying this exact tag. */
  tag: z.string().trim().max(LIMITS.document.tag).optional(),
  /** Documents of an operations category or department (`operations/hr`, `department/worship`). */
  area: z.enum(AREA_KEYS).optional(),
  /** Absent: best match first when searching, else newest first. */
  sort: z.enum(DOCUMENT_SORTS).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.list.pageSizeMax).default(LIMITS.list.pageSize),
});
export type DocumentListQuery = z.input<typeof documentListQuerySchema>;

export const documentPageSchema = z.object({
  items: z.array(documentSchema),
  /** How many documents the pages hold. */
  total: z.number().int(),
  /**
   * More documents match than `total`: a search sorted by best match ranks only its first few
   * hundred matches (shown as "500+"; more words narrow it).
   */
  more: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DocumentPage = z.infer<typeof documentPageSchema>;

/**
 * The form fields sent with each file of an upload (multipart, before the file part). Tags come
 * as the comma-separated text of the form (spec 000 §5).
 */
export const uploadFieldsSchema = z.object({
  category: categoryField,
  expiryDate: optionalDayField,
  tags: z.string().max(LIMITS.document.tagsText).optional().default(''),
  description: descriptionField,
});
export type UploadFields = z.input<typeof uploadFieldsSchema>;

/** Spec 000 §2 Edit Document modal: category, expiry date, tags, description (and the name). */
export const updateDocumentRequestSchema = z.object({
  name: z.string().trim().min(1, { error: 'Please enter a name' }).max(LIMITS.document.name).optional(),
  category: categoryField,
  expiryDate: optionalDayField,
  tags: tagsField,
  description: descriptionField,
});
export type UpdateDocumentRequest = z.input<typeof updateDocumentRequestSchema>;

export const documentIdParamsSchema = z.object({ id: z.uuid({ error: 'Document not found' }) });
export type DocumentIdParams = z.infer<typeof documentIdParamsSchema>;

export const documentContentSchema = z.object({ content: z.string(), version: z.number().int() });
export type DocumentContent = z.infer<typeof documentContentSchema>;

/** Saving text: the version the editor loaded, so a stale save is refused instead of overwriting. */
export const saveDocumentContentRequestSchema = z.object({
  content: z.string().max(LIMITS.document.text, {
    error: `The text is too long to save (${LIMITS.document.text / MEGABYTE} MB at most)`,
  }),
  version: z.number().int().min(1),
});
export type SaveDocumentContentRequest = z.infer<typeof saveDocumentContentRequestSchema>;

export const documentLinkQuerySchema = z.object({
  disposition: z.enum(['inline', 'attachment']).default('inline'),
});
export type DocumentLinkQuery = z.input<typeof documentLinkQuerySchema>;
/** Shown in the page (inline) or downloaded (attachment). */
export type DocumentLinkDisposition = z.output<typeof documentLinkQuerySchema>['disposition'];

/** A signed link to the document's bytes (spec 000 §7: valid 3600 seconds). */
export const documentLinkSchema = z.object({ url: z.string(), expiresAt: isoDateTime });
export type DocumentLink = z.infer<typeof documentLinkSchema>;

/** Spec 000 §2 Dashboard. */
export const dashboardSchema = z.object({
  totals: z.object({
    documents: z.number().int(),
    expiringSoon: z.number().int(),
    overdue: z.number().int(),
    categories: z.number().int(),
  }),
  recent: z.array(documentSchema),
  upcoming: z.array(documentSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** The categories the document list filter offers (spec 000 §2: All Categories plus 14). */
export const DOCUMENT_FILTER_CATEGORIES = DOCUMENT_CATEGORIES;
