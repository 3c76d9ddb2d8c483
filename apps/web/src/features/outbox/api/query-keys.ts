export const outboxKeys = {
  all: ['outbox'] as const,
  page: (page: number, pageSize: number) => [...outboxKeys.all, 'page', { page, pageSize }] as const,
};
