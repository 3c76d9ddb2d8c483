import { api } from '@/lib/api-client';

const presence = (batchId: string) => `/api/batches/${encodeURIComponent(batchId)}/presence`;

/** "I am entering gifts in this batch": a commit waits while someone is (PUT, repeated while open). */
export function enterBatch(batchId: string): Promise<void> {
  return api.put<void>(presence(batchId));
}

/**
 * The grid was left: a commit need not wait for this member any more. `keepalive` when the page
 * itself goes away (tab closed, reloaded, another address typed), where no React cleanup runs.
 */
export function leaveBatch(batchId: string, options: { keepalive?: boolean } = {}): Promise<void> {
  return api.delete<void>(presence(batchId), undefined, options);
}
