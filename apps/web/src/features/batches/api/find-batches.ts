import type { BatchSummary } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { batchKeys } from '@/lib/giving/batch-keys';
import { getBatches } from './get-batches';

/**
 * The batches received on `day`. The list comes newest received first, so its pages are read until
 * one ends before that day (a day of this week is on the first page).
 */
export async function getBatchesReceivedOn(day: string, signal?: AbortSignal): Promise<BatchSummary[]> {
  const found: BatchSummary[] = [];
  for (let page = 1; ; page++) {
    const { items, total, pageSize } = await getBatches('all', page, signal);
    found.push(...items.filter((batch) => batch.receivedDate === day));
    const last = items.at(-1);
    if (!last || last.receivedDate < day || page * pageSize >= total) return found;
  }
}

/** Asked once a whole day is typed: the new-batch form warns of a batch of the same day and name. */
export function useBatchesReceivedOn(day: string) {
  return useQuery({
    queryKey: batchKeys.receivedOn(day),
    queryFn: ({ signal }) => getBatchesReceivedOn(day, signal),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(day),
  });
}
