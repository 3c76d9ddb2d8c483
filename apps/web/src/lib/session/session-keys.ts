// The signed-in session's query: read by the auth gate, set by sign-in and sign-out and by every call
// that answers with a new session (an accepted invitation, a new organisation, a logo change).
export const sessionKeys = {
  all: ['auth'] as const,
  current: () => [...sessionKeys.all, 'session'] as const,
};
