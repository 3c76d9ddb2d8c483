import {
  DONOR_DATA_CSV_ONLY,
  fileExtension,
  fitsCategory,
  formatFileSize,
  isAcceptedUpload,
  NO_FILE_SELECTED,
  SELECT_A_CATEGORY,
  UPLOAD_EXTENSIONS,
} from '@steward/domain';
import type { UploadDocumentFields } from '../../api/upload-document';

/** Spec 000 §5: an upload without a category. */

/** The file picker's `accept` list (spec 000 §5). */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/**
 * Spec 000 §5 Upload, checked in the spec's order before anything is sent: at least one file, a
 * category, and CSV files only for Donor Data. The message to show, or null when the upload may go.
 */
export function uploadProblem(fileNames: string[], category: string): string | null {
  if (fileNames.length === 0) return NO_FILE_SELECTED;
  if (!category) return SELECT_A_CATEGORY;
  if (fileNames.some((name) => !fitsCategory(category, name))) return DONOR_DATA_CSV_ONLY;
  return null;
}

/**
 * uploadProblem as the schema of the Document Information form (useSchemaForm), for the files chosen:
 * the fields pass as typed (each file's request carries them as text, and the server applies
 * uploadFieldsSchema), or the problem is the one issue, on the category field when it is about that.
 */
export function uploadFieldsCheck(fileNames: string[]) {
  return {
    safeParse(fields: UploadDocumentFields) {
      const problem = uploadProblem(fileNames, fields.category);
      if (problem === null) return { success: true as const, data: fields };
      const path = problem === SELECT_A_CATEGORY ? ['category'] : [];
      return { success: false as const, error: { issues: [{ path, message: problem }] } };
    },
  };
}

/**
 * Why a chosen file cannot be added to the upload, or null when it can. `maxBytes` is the server's
 * limit: checking it here gives a clear message instead of a connection the server cuts short.
 */
export function fileRefusal(file: File, maxBytes?: number): string | null {
  if (!isAcceptedUpload(file.name)) {
    const extension = fileExtension(file.name);
    return extension ? `.${extension} files are not accepted` : 'files without an extension are not accepted';
  }
  if (file.size === 0) return 'the file is empty';
  if (maxBytes !== undefined && file.size > maxBytes) {
    return `the file is larger than the ${formatFileSize(maxBytes)} upload limit`;
  }
  return null;
}
