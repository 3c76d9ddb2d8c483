export const memberKeys = {
  all: ['members'] as const,
  list: () => [...memberKeys.all, 'list'] as const,
  /** Who has two-step verification (GET /api/security/members). */
  security: () => [...memberKeys.all, 'security'] as const,
};
