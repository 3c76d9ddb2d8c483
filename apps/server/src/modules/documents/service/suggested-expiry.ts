import type { Db } from '@/db/client';
import { withTenant } from '@/db/tenant';
import type { MemberContext } from '@/platform/authorization';
import { conflict, notFound } from '@/platform/errors';
import { toDocument } from '../presenter';
import * as q from '../queries/documents';
import { DOCUMENT_NOT_FOUND } from './documents';

export const NO_SUGGESTED_EXPIRY = 'This document has no suggested expiry date';

/**
 * Answers the expiry date suggested from the document's text: accepted, it becomes the expiry
 * date; dismissed, it is cleared. Either way the suggestion is gone for good (until the text is
 * read again). Document edits are not audited, so neither is this.
 */
export async function answerSuggestedExpiry(db: Db, member: MemberContext, id: string, accept: boolean) {
  const row = await withTenant(db, member, async (tx) => {
    const before = await q.findDocument(tx, member.organizationId, id);
    if (!before) throw notFound(DOCUMENT_NOT_FOUND);
    if (!(await q.answerSuggestedExpiry(tx, member.organizationId, id, accept))) {
      throw conflict(NO_SUGGESTED_EXPIRY);
    }
    return q.findDocument(tx, member.organizationId, id);
  });
  if (!row) throw notFound(DOCUMENT_NOT_FOUND);
  return toDocument(member, row);
}
