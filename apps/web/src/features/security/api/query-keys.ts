import type { SessionResponse } from '@steward/domain';
import type { QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '@/lib/session/session-keys';

export const securityKeys = {
  all: ['security'] as const,
  overview: () => [...securityKeys.all, 'overview'] as const,
};

/**
 * A factor added or removed: the page's overview, and the session too, whose `twoFactorDueAt`
 * (the two-step banner of a member within the policy's grace) follows the member's factors. Not
 * while the session is held to enrolment: there the enrolment screen must stay until the recovery
 * codes are saved, and it hands over to the full session itself.
 */
export function refetchAfterFactorChange(queryClient: QueryClient): Promise<void> {
  const session = queryClient.getQueryData<SessionResponse>(sessionKeys.current());
  // The session is not waited for: the change's answer (the recovery codes) shows at once.
  if (!session?.twoFactorSetupRequired)
    void queryClient.invalidateQueries({ queryKey: sessionKeys.current() });
  return queryClient.invalidateQueries({ queryKey: securityKeys.overview() });
}
