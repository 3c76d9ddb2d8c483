export const auditKeys = {
  all: ['audit'] as const,
  page: (page: number, pageSize: number) => [...auditKeys.all, 'page', { page, pageSize }] as const,
};
