import type { MultipartFile } from '@fastify/multipart';
import { isLogoTooLarge, LOGO_NOT_SVG_MESSAGE, LOGO_TOO_LARGE_MESSAGE } from '@steward/domain';
import type { Db } from '@/db/client';
import { withTenant } from '@/db/tenant';
import type { MemberContext } from '@/platform/authorization';
import { invalid, notFound } from '@/platform/errors';
import { sanitizeSvgLogo } from '@/platform/svg-sanitizer';
import * as q from '../queries';

/** Stops reading at the limit, so an oversized file is refused without reading all of it. */
async function readLimited(file: MultipartFile) {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of file.file) {
    chunks.push(chunk);
    length += chunk.length;
    if (isLogoTooLarge(length)) {
      file.file.resume();
      return null;
    }
  }
  return Buffer.concat(chunks);
}

/**
 * Spec 000 §5 Logo upload: SVG only, under 1MB. The SVG is sanitised (no script, event handlers,
 * external references or foreign objects) before it is stored for the whole organisation.
 */
export async function saveLogo(db: Db, member: MemberContext, file: MultipartFile | undefined) {
  if (!file) throw invalid(LOGO_NOT_SVG_MESSAGE);
  const bytes = await readLimited(file);
  if (!bytes) throw invalid(LOGO_TOO_LARGE_MESSAGE);
  const result = sanitizeSvgLogo(bytes);
  if (!result.ok) throw invalid(result.message);
  await withTenant(db, member, (tx) => q.setLogo(tx, member.organizationId, result.svg));
}

export async function removeLogo(db: Db, member: MemberContext) {
  await withTenant(db, member, (tx) => q.setLogo(tx, member.organizationId, null));
}

export async function readLogo(db: Db, member: MemberContext) {
  const svg = await withTenant(db, member, (tx) => q.findLogo(tx, member.organizationId));
  if (!svg) throw notFound('No custom logo');
  return svg;
}
