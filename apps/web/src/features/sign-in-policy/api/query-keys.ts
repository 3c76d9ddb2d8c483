export const signInPolicyKeys = {
  all: ['sign-in-policy'] as const,
  policy: () => [...signInPolicyKeys.all, 'policy'] as const,
};
