// Integration changes (features/integrations) refresh every key under this prefix: the overview counts
// set-up integrations and each category view carries its cards and contacts.
export const operationsKeys = {
  all: ['operations'] as const,
  overview: () => [...operationsKeys.all, 'overview'] as const,
  category: (slug: string) => [...operationsKeys.all, 'category', slug] as const,
};
