export const corporateStatusKeys = {
  all: ['corporate-status'] as const,
};
