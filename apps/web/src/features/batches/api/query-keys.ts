import type { BatchListQuery } from '@steward/domain';

export const batchKeys = {
  all: ['batches'] as const,
  /** Every page of the list: a new, committed or deleted batch changes them. */
  lists: () => [...batchKeys.all, 'list'] as const,
  list: (state: BatchListQuery['state'], page: number) => [...batchKeys.lists(), state, page] as const,
  /** One batch with its gifts: every change to a gift makes it stale. */
  detail: (id: string) => [...batchKeys.all, 'detail', id] as const,
  donorLookup: (q: string) => [...batchKeys.all, 'donor-lookup', q] as const,
};
