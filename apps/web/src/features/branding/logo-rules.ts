import { isLogoTooLarge, LOGO_NOT_SVG_MESSAGE, LOGO_TOO_LARGE_MESSAGE } from '@steward/domain';

/** The spec's message for a file that may not be uploaded as the logo, or null when it may. */
export function logoFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!file.name.toLowerCase().endsWith('.svg') || file.type !== 'image/svg+xml') {
    return LOGO_NOT_SVG_MESSAGE;
  }
  if (isLogoTooLarge(file.size)) return LOGO_TOO_LARGE_MESSAGE;
  return null;
}

/** Where the organisation's logo is served; the change time in the address makes a new logo show at once. */
export function logoUrl(logoUpdatedAt: string): string {
  return `/api/organizations/logo?v=${encodeURIComponent(logoUpdatedAt)}`;
}
