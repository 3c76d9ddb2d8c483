import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { documents, outbox } from '@/db/schema';

export async function findDocuments(tx: Tx, organizationId: string, ids: string[]) {
  return tx
    .select({
      id: documents.id,
      name: documents.name,
      category: documents.category,
      storageKey: documents.storageKey,
      contentType: documents.contentType,
      sizeBytes: documents.sizeBytes,
    })
    .from(documents)
    .where(and(eq(documents.organizationId, organizationId), inArray(documents.id, ids)));
}

export async function countOutbox(tx: Tx, organizationId: string) {
  const [row] = await tx
    .select({ total: count() })
    .from(outbox)
    .where(eq(outbox.organizationId, organizationId));
  return Number(row?.total ?? 0);
}

export async function listOutbox(tx: Tx, organizationId: string, limit: number, offset: number) {
  return tx
    .select()
    .from(outbox)
    .where(eq(outbox.organizationId, organizationId))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit)
    .offset(offset);
}
