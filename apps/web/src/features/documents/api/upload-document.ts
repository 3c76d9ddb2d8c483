import type { Document } from '@steward/domain';
import { uploadWithProgress } from '@/lib/upload-with-progress';

/** The Document Information form as typed: each file of an upload carries the same fields. */
export interface UploadDocumentFields {
  category: string;
  /** `yyyy-MM-dd`, or '' for none. */
  expiryDate: string;
  /** The comma-separated text as typed; the server splits it (spec 000 §5). */
  tags: string;
  description: string;
}

interface UploadDocumentOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** One file per request, its text fields before the file part so the server can check them first. */
export function uploadDocument(
  file: File,
  fields: UploadDocumentFields,
  options: UploadDocumentOptions = {},
): Promise<Document> {
  const body = new FormData();
  body.append('category', fields.category);
  body.append('expiryDate', fields.expiryDate);
  body.append('tags', fields.tags);
  body.append('description', fields.description);
  body.append('file', file, file.name);
  return uploadWithProgress<Document>('/api/documents', body, options);
}
