import type { BatchDetail } from '@steward/domain';

/**
 * PLACEHOLDER until the entry grid lands (web-grid's components/entry-grid replaces this file at
 * merge): the batch page mounts `<BatchEntry batch={detail} />` for an open batch.
 */
export function BatchEntry({ batch }: { batch: BatchDetail }) {
  return (
    <p className="px-4 py-6 text-sm text-slate-600">
      {batch.gifts.length} gifts entered. The entry grid is not here yet.
    </p>
  );
}
