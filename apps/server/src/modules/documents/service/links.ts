import { DONOR_DATA_CATEGORY } from '@steward/domain';
import type { Db } from '@/db/client';
import { withTenant } from '@/db/tenant';
import type { MemberContext } from '@/platform/authorization';
import type { FileGrant, FileLinkSigner } from '@/platform/file-links';
import { findMembership } from '@/platform/session/session';
import type { Storage } from '@/platform/storage/storage';
import { findByStorageKey } from '../queries/documents';

/** What a link needs of a document. */
export interface LinkedDocument {
  name: string;
  category: string;
  storageKey: string;
  contentType: string;
  sizeBytes: number | string;
}

/**
 * A link to a document's bytes, made by `member`, working for `seconds`: presigned by S3, or
 * Steward's own `/files/` link (a path on Steward's origin). A Donor Data document always gets
 * Steward's own link, even on S3: the bucket serves whoever holds a presigned URL, while Steward
 * checks at each use that the link's maker may still see the document (fileLinkHolds).
 */
export async function documentFileLink(
  { storage, links }: { storage: Storage; links: FileLinkSigner },
  member: MemberContext,
  document: LinkedDocument,
  { disposition, seconds }: { disposition: 'inline' | 'attachment'; seconds: number },
): Promise<{ url: string; expires: Date }> {
  const expires = Math.floor(Date.now() / 1000) + seconds;
  const served = { filename: document.name, contentType: document.contentType, disposition };
  const presigned =
    document.category === DONOR_DATA_CATEGORY
      ? null
      : await storage.signedUrl(document.storageKey, { ...served, expiresInSeconds: seconds });
  const url =
    presigned ??
    `/files/${links.sign({
      ...served,
      storageKey: document.storageKey,
      size: Number(document.sizeBytes),
      expires,
      organizationId: member.organizationId,
      madeBy: member.userId,
    })}`;
  return { url, expires: new Date(expires * 1000) };
}

/**
 * Whether a link Steward signed still serves its file: the document behind it must be one its
 * maker may see now, read under the row-level security of the maker's own requests. So a link to
 * a Donor Data document stops working once its maker loses fundraising access (a role changed to
 * user, a deactivation), and any link once its document is deleted or its bytes replaced. The
 * signature proves who made the link; whoever holds it (the maker in the app, a recipient of an
 * email) borrows the maker's access, as it stands at the time of use.
 */
export async function fileLinkHolds(db: Db, grant: FileGrant): Promise<boolean> {
  const membership = await findMembership(db, grant.madeBy);
  const role =
    membership?.isActive && membership.organizationId === grant.organizationId ? membership.role : null;
  const document = await withTenant(
    db,
    { userId: grant.madeBy, organizationId: grant.organizationId, role },
    (tx) => findByStorageKey(tx, grant.organizationId, grant.storageKey),
  );
  return document !== undefined;
}
