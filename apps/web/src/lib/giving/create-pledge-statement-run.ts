import type { CreatePledgeStatementRun, StatementRun } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statementKeys } from './statement-keys';
import type { StatementRunList } from './statement-runs';

/**
 * POST /api/statements/pledge-runs: starts a pledge statement run for one campaign's pledgers as of
 * a day (201 with the run), whose statements the server makes in the background as a giving run's.
 * Here rather than in the statements feature: a campaign's page starts it. Audited.
 */
export function createPledgeStatementRun(input: CreatePledgeStatementRun): Promise<StatementRun> {
  return api.post<StatementRun>('/api/statements/pledge-runs', input);
}

export function useCreatePledgeStatementRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPledgeStatementRun,
    meta: { audited: true },
    onSuccess: (run) => {
      // At the top of the list at once (the statements page it is made from the campaign's leads
      // to), and read again there: the list is asked for afresh, not only from this answer.
      queryClient.setQueryData<StatementRunList>(statementKeys.runs(), (list) => ({
        items: [run, ...(list?.items ?? []).filter((item) => item.id !== run.id)],
      }));
      void queryClient.invalidateQueries({ queryKey: statementKeys.runs() });
    },
  });
}
