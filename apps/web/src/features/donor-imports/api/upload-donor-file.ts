import type { DonorImportPreview } from '@steward/domain';
import { uploadWithProgress } from '@/lib/upload-with-progress';

interface UploadDonorFileOptions {
  /** The share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends a donor CSV to be read but not merged yet: the answer says which columns were recognised,
 * which rows were kept and why the others were dropped.
 */
export function uploadDonorFile(
  file: File,
  options: UploadDonorFileOptions = {},
): Promise<DonorImportPreview> {
  const body = new FormData();
  body.append('file', file, file.name);
  return uploadWithProgress<DonorImportPreview>('/api/donors/imports', body, options);
}
