import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { queryRows } from '@/db/client';

export async function batchExists(tx: Tx, organizationId: string, batchId: string) {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select id from contribution_batches where organization_id = ${organizationId} and id = ${batchId}`,
  );
  return rows.length > 0;
}

/** The gift of this batch, with the image it has (if any); locked, as its image is about to change. */
export async function lockGiftOfBatch(tx: Tx, organizationId: string, batchId: string, giftId: string) {
  const [row] = await queryRows<{ image_document_id: string | null }>(
    tx,
    sql`select image_document_id from batch_gifts
        where organization_id = ${organizationId} and batch_id = ${batchId} and id = ${giftId}
        for update`,
  );
  return row;
}

export async function insertBatchAttachment(
  tx: Tx,
  organizationId: string,
  batchId: string,
  documentId: string,
  userId: string,
) {
  await tx.execute(sql`
    insert into batch_attachments (organization_id, batch_id, document_id, created_by)
    values (${organizationId}, ${batchId}, ${documentId}, ${userId})`);
}

export async function setGiftImage(tx: Tx, organizationId: string, giftId: string, documentId: string) {
  await tx.execute(sql`
    update batch_gifts set image_document_id = ${documentId}
    where organization_id = ${organizationId} and id = ${giftId}`);
}
