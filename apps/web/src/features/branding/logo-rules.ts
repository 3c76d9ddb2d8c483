/** Spec 000 §5 and §9: the custom logo is an SVG file under 1MB. */
export const LOGO_MAX_BYTES = 1024 * 1024;

export const LOGO_NOT_SVG_MESSAGE = 'Please upload an SVG file only';
export const LOGO_TOO_LARGE_MESSAGE = 'File size must be less than 1MB';
export const LOGO_UPLOAD_FAILED_MESSAGE = 'Failed to upload logo';

/** The spec's message for a file that may not be uploaded as the logo, or null when it may. */
export function logoFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!file.name.toLowerCase().endsWith('.svg') || file.type !== 'image/svg+xml') {
    return LOGO_NOT_SVG_MESSAGE;
  }
  if (file.size >= LOGO_MAX_BYTES) return LOGO_TOO_LARGE_MESSAGE;
  return null;
}

/** Where the organisation's logo is served; the change time in the address makes a new logo show at once. */
export function logoUrl(logoUpdatedAt: string): string {
  return `/api/organizations/logo?v=${encodeURIComponent(logoUpdatedAt)}`;
}
