import { operationsViewsKey } from '@/lib/operations-views-key';

// Integration changes (features/integrations, features/oauth) refresh every key under this prefix: the
// overview counts set-up integrations and each category view carries its cards and contacts.
export const operationsKeys = {
  all: operationsViewsKey,
  overview: () => [...operationsKeys.all, 'overview'] as const,
  category: (slug: string) => [...operationsKeys.all, 'category', slug] as const,
};
