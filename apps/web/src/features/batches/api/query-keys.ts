export const batchKeys = {
  all: ['batches'] as const,
  /** One batch with its gifts: every change to a gift makes it stale. */
  detail: (id: string) => [...batchKeys.all, 'detail', id] as const,
  donorLookup: (q: string) => [...batchKeys.all, 'donor-lookup', q] as const,
};
