/** Spec 001 §8: a file without the .csv extension. */
export const UNSUPPORTED_FORMAT = 'Unsupported file format. Please use CSV files.';
/** Spec 001 §8: a failure that carries no message of its own. */
export const UNKNOWN_ERROR = 'Unknown error occurred';

/** The file picker offers CSV files only (spec 001 §2 Upload panel). */
export const DONOR_UPLOAD_ACCEPT = '.csv,text/csv';

/**
 * Spec 001 §5: only files with a .csv extension, in any case, are accepted. Checked before anything
 * is sent; the server checks again. The message to show, or null when the file may go.
 */
export function donorFileRefusal(fileName: string): string | null {
  return fileName.toLowerCase().endsWith('.csv') ? null : UNSUPPORTED_FORMAT;
}
