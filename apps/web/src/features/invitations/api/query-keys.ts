export const invitationKeys = {
  all: ['invitations'] as const,
  pending: () => [...invitationKeys.all, 'pending'] as const,
  lookup: (token: string) => [...invitationKeys.all, 'lookup', token] as const,
};
