import {
  can,
  type Document,
  type DocumentTextStatus,
  documentStatus,
  isoDay,
  isTextEditable,
  type SnippetPart,
} from '@steward/domain';
import type { MemberContext } from '@/platform/authorization';
import { SNIPPET_START, SNIPPET_STOP } from './queries/content';
import type { DocumentRow } from './queries/documents';

type TextStateRow = Pick<
  DocumentRow,
  | 'textState'
  | 'textPages'
  | 'textPagesRead'
  | 'textWords'
  | 'textOcr'
  | 'textProgressPage'
  | 'textProgressPages'
  | 'textReason'
>;

/** Where reading the document's text stands (a document from before the queue counts as waiting). */
export function toTextStatus(row: TextStateRow): DocumentTextStatus {
  const reading = row.textState === 'reading';
  return {
    state: row.textState ?? 'waiting',
    progress:
      reading && row.textProgressPage !== null && row.textProgressPages !== null
        ? { page: row.textProgressPage, pages: row.textProgressPages }
        : null,
    pages: row.textPages,
    pagesRead: row.textPagesRead,
    words: row.textWords,
    ocr: row.textOcr ?? false,
    reason: row.textReason,
  };
}

/** Spec 000 §3 Document as the API shows it, with what the caller may do with it. */
export function toDocument(
  member: MemberContext,
  row: DocumentRow,
  today = isoDay(new Date()),
  snippet?: SnippetPart[] | null,
): Document {
  const manage = can(member.role, 'documents.manage');
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    uploadDate: row.uploadDate,
    expiryDate: row.expiryDate,
    suggestedExpiry: row.suggestedExpiryDate
      ? { date: row.suggestedExpiryDate, sentence: row.suggestedExpirySentence ?? '' }
      : null,
    sizeBytes: Number(row.sizeBytes),
    contentType: row.contentType,
    status: documentStatus(row.expiryDate, today),
    tags: row.tags,
    description: row.description,
    version: row.version,
    uploadedBy: row.uploaderEmail ? { email: row.uploaderEmail, fullName: row.uploaderName } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    text: toTextStatus(row),
    ...(snippet === undefined ? {} : { snippet }),
    can: {
      edit: manage,
      editContent: manage && isTextEditable(row.name),
      delete: manage,
      retryText: can(member.role, 'documents.retryText'),
    },
  };
}

/** ts_headline's marked text as parts: the markers become `match` flags, never markup. */
export function toSnippet(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [index, piece] of headline.split(SNIPPET_START).entries()) {
    const [matched, rest] = index === 0 ? [null, piece] : splitOnce(piece, SNIPPET_STOP);
    if (matched) parts.push({ text: matched, match: true });
    if (rest) parts.push({ text: rest.replace(/\s+/g, ' '), match: false });
  }
  return parts;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + separator.length)];
}
