import { api } from '@/lib/api-client';

const presence = (batchId: string) => `/api/batches/${encodeURIComponent(batchId)}/presence`;

/** "I am entering gifts in this batch": a commit waits while someone is (PUT, repeated while open). */
export function enterBatch(batchId: string): Promise<void> {
  return api.put<void>(presence(batchId));
}

/** The grid was left: a commit need not wait for this member any more. */
export function leaveBatch(batchId: string): Promise<void> {
  return api.delete<void>(presence(batchId));
}
