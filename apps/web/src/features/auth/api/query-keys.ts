export const signInKeys = {
  all: ['sign-in'] as const,
  pending: () => [...signInKeys.all, 'pending'] as const,
};
