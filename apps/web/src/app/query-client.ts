import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { auditKeys } from '@/features/audit/api/query-keys';
import { isApiError } from '@/lib/api-client';
import { sessionKeys } from '@/lib/session/session-keys';

/** Answers that will not change by asking again. */
const NO_RETRY_STATUSES = new Set([400, 401, 403, 404, 409, 422, 429]);

/**
 * The organisation's two-step rule now holds this open session to enrolment (a policy turned on
 * while the member was signed in): any call, read or write, answers enrolment_required. The session
 * then says twoFactorSetupRequired, and the auth gate swaps the app for the enrolment screen, with
 * no reload.
 */
function recheckIfHeldToEnrolment(queryClient: QueryClient, error: unknown) {
  if (isApiError(error) && error.code === 'enrolment_required') {
    void queryClient.invalidateQueries({ queryKey: sessionKeys.current() });
  }
}

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.queryKey[0] === sessionKeys.all[0]) return;
        // A 401 on any other call means the session ended: re-check it so the auth gate shows sign-in.
        if (isApiError(error) && error.status === 401) {
          void queryClient.invalidateQueries({ queryKey: sessionKeys.current() });
        }
        recheckIfHeldToEnrolment(queryClient, error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => recheckIfHeldToEnrolment(queryClient, error),
      onSuccess: (_data, _variables, _context, mutation) => {
        // A mutation marked audited writes an audit entry on the server: the log shown is now stale.
        if (mutation.meta?.audited === true) void queryClient.invalidateQueries({ queryKey: auditKeys.all });
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => {
          if (isApiError(error) && NO_RETRY_STATUSES.has(error.status)) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
