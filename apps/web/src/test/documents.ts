import type { Document, DocumentTextStatus } from '@steward/domain';

let next = 1;

/** A text read and done, as most documents in the tests have it. */
export const TEXT_DONE: DocumentTextStatus = {
  state: 'done',
  progress: null,
  pages: 1,
  pagesRead: 1,
  words: 120,
  ocr: false,
  reason: null,
};

/** A text status: `state` with the rest as a document in that state would have it, then `overrides`. */
export function textStatus(
  state: DocumentTextStatus['state'],
  overrides: Partial<DocumentTextStatus> = {},
): DocumentTextStatus {
  const base: DocumentTextStatus =
    state === 'done'
      ? TEXT_DONE
      : { state, progress: null, pages: null, pagesRead: null, words: null, ocr: false, reason: null };
  return { ...base, state, ...overrides };
}

export interface DocumentOverrides extends Partial<Omit<Document, 'can'>> {
  /** Only what differs from a member who may edit and delete (not an admin's Retry). */
  can?: Partial<Document['can']>;
}

/** A document as the API returns it; every call gets a new id unless one is given. */
export function makeDocument({ can, ...overrides }: DocumentOverrides = {}): Document {
  const n = next++;
  return {
    id: `aaaaaaaa-aaaa-4aaa-8aaa-${String(n).padStart(12, '0')}`,
    name: `Document ${n}.pdf`,
    category: 'HR',
    uploadDate: '2025-03-07',
    expiryDate: null,
    suggestedExpiry: null,
    sizeBytes: 1536,
    contentType: 'application/pdf',
    status: 'Active',
    tags: [],
    description: null,
    version: 1,
    uploadedBy: { email: 'pat@grace.test', fullName: 'Pat Jones' },
    createdAt: '2025-03-07T12:00:00.000Z',
    updatedAt: '2025-03-07T12:00:00.000Z',
    text: TEXT_DONE,
    ...overrides,
    can: { edit: true, editContent: false, delete: true, retryText: false, ...can },
  };
}
