import type { CreateStatementRun, StatementRun } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statementKeys } from '@/lib/giving/statement-keys';
import type { StatementRunList } from '@/lib/giving/statement-runs';

/** Starts a run: 202 with the run queued; the server makes the PDFs in the background. */
export function createStatementRun(input: CreateStatementRun): Promise<StatementRun> {
  return api.post<StatementRun>('/api/statements/runs', input);
}

export function useCreateStatementRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStatementRun,
    meta: { audited: true },
    onSuccess: (run) => {
      // At the top of the list at once, where its progress shows.
      queryClient.setQueryData<StatementRunList>(statementKeys.runs(), (list) => ({
        items: [run, ...(list?.items ?? []).filter((item) => item.id !== run.id)],
      }));
    },
  });
}
