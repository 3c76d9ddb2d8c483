import { UNSUPPORTED_FORMAT } from '@steward/domain';

/** The file picker offers CSV files only (spec 001 §2 Upload panel). */
export const DONOR_UPLOAD_ACCEPT = '.csv,text/csv';

/**
 * Spec 001 §5: only files with a .csv extension, in any case, are accepted. Checked before anything
 * is sent; the server checks again. The message to show, or null when the file may go.
 */
export function donorFileRefusal(fileName: string): string | null {
  return fileName.toLowerCase().endsWith('.csv') ? null : UNSUPPORTED_FORMAT;
}
