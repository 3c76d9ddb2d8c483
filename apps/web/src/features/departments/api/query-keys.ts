export const departmentKeys = {
  all: ['departments'] as const,
  detail: (slug: string) => [...departmentKeys.all, 'detail', slug] as const,
};
