import { can, type Document, documentStatus, isoDay, isTextEditable } from '@steward/domain';
import type { MemberContext } from '@/platform/authorization';
import type { DocumentRow } from './queries';

/** Spec 000 §3 Document as the API shows it, with what the caller may do with it. */
export function toDocument(member: MemberContext, row: DocumentRow, today = isoDay(new Date())): Document {
  const manage = can(member.role, 'documents.manage');
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    uploadDate: row.uploadDate,
    expiryDate: row.expiryDate,
    sizeBytes: Number(row.sizeBytes),
    contentType: row.contentType,
    status: documentStatus(row.expiryDate, today),
    tags: row.tags,
    description: row.description,
    version: row.version,
    uploadedBy: row.uploaderEmail ? { email: row.uploaderEmail, fullName: row.uploaderName } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    can: { edit: manage, editContent: manage && isTextEditable(row.name), delete: manage },
  };
}
