import type { MultipartFile } from '@fastify/multipart';
import type { BatchAttachment } from '@steward/domain';
import { z } from 'zod';
import type { Tx } from '@/db/client';
import { withTenant } from '@/db/tenant';
import { receiveDonorDataAttachment } from '@/modules/documents/service';
import type { GivingDeps } from '@/modules/giving/service';
import type { MemberContext } from '@/platform/authorization';
import { invalid, notFound } from '@/platform/errors';
import * as q from '../queries/batch-attachments';

export const BATCH_NOT_FOUND = 'Batch not found';
export const GIFT_NOT_FOUND = 'Gift not found';

const giftIdField = z.uuid({ error: 'giftId must be the id of a gift of this batch' }).nullable();

/** The multipart form's `giftId` (sent before the file), or null when the image is the batch's. */
function giftIdOf(file: MultipartFile | undefined) {
  const field = file?.fields.giftId;
  const part = Array.isArray(field) ? field[0] : field;
  const value = part && part.type === 'field' ? String(part.value).trim() : '';
  const parsed = giftIdField.safeParse(value === '' ? null : value);
  if (!parsed.success) {
    file?.file.resume();
    throw invalid(parsed.error.issues[0]?.message ?? 'Invalid giftId');
  }
  return parsed.data;
}

/**
 * A check's image for one gift, or a count sheet for the whole batch, kept as a Donor Data document
 * through the documents module (its size limit and type checks; only fundraising access sees it).
 * A gift keeps one image: one attached again replaces it on the gift, and the earlier one stays
 * with the batch, so nothing attached is lost from view.
 */
export async function attachToBatch(
  deps: GivingDeps,
  member: MemberContext,
  batchId: string,
  file: MultipartFile | undefined,
  maxBytes: number,
): Promise<BatchAttachment> {
  const organizationId = member.organizationId;
  const giftId = giftIdOf(file);
  // Asked before a byte is stored, and again when the document is recorded (the batch may go meanwhile).
  const requireTarget = async (tx: Tx) => {
    if (!(await q.batchExists(tx, organizationId, batchId))) throw notFound(BATCH_NOT_FOUND);
    if (giftId === null) return undefined;
    const gift = await q.lockGiftOfBatch(tx, organizationId, batchId, giftId);
    if (!gift) throw notFound(GIFT_NOT_FOUND);
    return gift;
  };
  try {
    await withTenant(deps.db, member, requireTarget);
  } catch (error) {
    file?.file.resume();
    throw error;
  }
  const document = await receiveDonorDataAttachment(deps, member, file, maxBytes, async (tx, id) => {
    const gift = await requireTarget(tx);
    if (giftId === null || gift === undefined) {
      await q.insertBatchAttachment(tx, organizationId, batchId, id, member.userId);
      return;
    }
    if (gift.image_document_id) {
      await q.insertBatchAttachment(tx, organizationId, batchId, gift.image_document_id, member.userId);
    }
    await q.setGiftImage(tx, organizationId, giftId, id);
  });
  return { documentId: document.id, name: document.name, giftId };
}
