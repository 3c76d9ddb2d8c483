import type { Document, UploadFields } from '@steward/domain';
import { uploadWithProgress } from '@/lib/upload-with-progress';

/**
 * The Document Information form as typed, the upload's fields (uploadFieldsSchema) as text: each file
 * of an upload carries the same ones. The expiry date is `yyyy-MM-dd` or '' for none; the tags are the
 * comma-separated text, which the server splits (spec 000 §5).
 */
export type UploadDocumentFields = Record<keyof UploadFields, string>;

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
