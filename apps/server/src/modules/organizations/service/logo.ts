import type { MultipartFile } from '@fastify/multipart';
import { isLogoTooLarge, LOGO_NOT_SVG_MESSAGE, LOGO_TOO_LARGE_MESSAGE } from '@steward/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { organizations } from '@/db/schema';
import { withTenant } from '@/db/tenant';
import type { MemberContext } from '@/platform/authorization';
import { invalid, notFound } from '@/platform/errors';
import { sanitizeSvgLogo } from '@/platform/svg-sanitizer';

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
  await withTenant(db, member, (tx) =>
    tx
      .update(organizations)
      .set({ logoSvg: result.svg, logoUpdatedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(organizations.id, member.organizationId)),
  );
}

export async function removeLogo(db: Db, member: MemberContext) {
  await withTenant(db, member, (tx) =>
    tx
      .update(organizations)
      .set({ logoSvg: null, logoUpdatedAt: null, updatedAt: sql`now()` })
      .where(eq(organizations.id, member.organizationId)),
  );
}

export async function readLogo(db: Db, member: MemberContext) {
  const [row] = await withTenant(db, member, (tx) =>
    tx
      .select({ svg: organizations.logoSvg })
      .from(organizations)
      .where(eq(organizations.id, member.organizationId)),
  );
  if (!row?.svg) throw notFound('No custom logo');
  return row.svg;
}
