import type { Document } from '@steward/domain';

let next = 1;

/** A document as the API returns it; every call gets a new id unless one is given. */
export function makeDocument(overrides: Partial<Document> = {}): Document {
  const n = next++;
  return {
    id: `aaaaaaaa-aaaa-4aaa-8aaa-${String(n).padStart(12, '0')}`,
    name: `Document ${n}.pdf`,
    category: 'HR',
    uploadDate: '2025-03-07',
    expiryDate: null,
    sizeBytes: 1536,
    contentType: 'application/pdf',
    status: 'Active',
    tags: [],
    description: null,
    version: 1,
    uploadedBy: { email: 'pat@grace.test', fullName: 'Pat Jones' },
    createdAt: '2025-03-07T12:00:00.000Z',
    updatedAt: '2025-03-07T12:00:00.000Z',
    can: { edit: true, editContent: false, delete: true },
    ...overrides,
  };
}
