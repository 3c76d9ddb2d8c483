import { LIMITS, MEGABYTE } from './limits';

/** Spec 000 §5, §9: the custom logo is an SVG file under 1MB. */
export const LOGO_MAX_BYTES = LIMITS.logo.bytes;
export const LOGO_NOT_SVG_MESSAGE = 'Please upload an SVG file only';
export const LOGO_TOO_LARGE_MESSAGE = `File size must be less than ${LOGO_MAX_BYTES / MEGABYTE}MB`;
export const LOGO_UPLOAD_FAILED_MESSAGE = 'Failed to upload logo';

/** "Less than 1MB": a file of exactly 1MB is too large. */
export function isLogoTooLarge(bytes: number): boolean {
  return bytes >= LOGO_MAX_BYTES;
}
