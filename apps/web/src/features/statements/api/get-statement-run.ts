import type { StatementRun } from '@steward/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statementKeys } from '@/lib/giving/statement-keys';
import type { StatementRunList } from '@/lib/giving/statement-runs';

/** How often a run being made is asked about: the bar moves without hammering the server. */
export const RUN_PROGRESS_POLL_MS = 1500;
/** Emails leave in batches; their counts are asked about less often. */
export const RUN_EMAIL_POLL_MS = 3000;

export function getStatementRun(id: string, signal?: AbortSignal): Promise<StatementRun> {
  return api.get<StatementRun>(`/api/statements/runs/${encodeURIComponent(id)}`, { signal });
}

function pollInterval(run: StatementRun): number | false {
  if (run.status === 'queued' || run.status === 'generating') return RUN_PROGRESS_POLL_MS;
  if (run.email.queued > 0) return RUN_EMAIL_POLL_MS;
  return false;
}

/**
 * Follows a run while its statements are made (or its emails queued). Each answer is written into
 * the runs list, which is what the page shows, so there is one copy of each run on screen; the
 * recipients are re-read when what they show may have changed.
 */
export function useStatementRunProgress(run: StatementRun) {
  const queryClient = useQueryClient();
  const interval = pollInterval(run);
  return useQuery({
    queryKey: statementKeys.run(run.id),
    queryFn: async ({ signal }) => {
      const fresh = await getStatementRun(run.id, signal);
      queryClient.setQueryData<StatementRunList>(statementKeys.runs(), (list) =>
        list ? { items: list.items.map((item) => (item.id === fresh.id ? fresh : item)) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: statementKeys.recipients(run.id) });
      return fresh;
    },
    enabled: interval !== false,
    refetchInterval: interval,
    // Always asks afresh when a run starts being followed again (emails sent from this page).
    staleTime: 0,
  });
}

/** One run, read once (the printable list of donors without email names its period). */
export function useStatementRun(id: string) {
  return useQuery({ queryKey: statementKeys.run(id), queryFn: ({ signal }) => getStatementRun(id, signal) });
}
