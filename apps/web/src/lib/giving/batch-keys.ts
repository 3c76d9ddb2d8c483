import type { BatchListQuery } from '@steward/domain';

export const batchKeys = {
  all: ['batches'] as const,
  /** Every page of the list: a new, committed or deleted batch changes them. */
  lists: () => [...batchKeys.all, 'list'] as const,
  list: (state: BatchListQuery['state'], page: number) => [...batchKeys.lists(), state, page] as const,
  /** The batches received on one day (the new-batch form's look-up of a batch of the same name). */
  receivedOn: (day: string) => [...batchKeys.lists(), 'received-on', day] as const,
  /** One batch with its gifts: every change to a gift makes it stale. */
  detail: (id: string) => [...batchKeys.all, 'detail', id] as const,
  donorLookups: () => [...batchKeys.all, 'donor-lookup'] as const,
  donorLookup: (q: string) => [...batchKeys.donorLookups(), q] as const,
};
