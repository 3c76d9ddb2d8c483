import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statementKeys } from '@/lib/giving/statement-keys';
import type { StatementRunList } from '@/lib/giving/statement-runs';

/** Deletes a run none of whose statements was emailed, with its files. */
export function deleteStatementRun(runId: string): Promise<void> {
  return api.delete<void>(`/api/statements/runs/${encodeURIComponent(runId)}`);
}

export function useDeleteStatementRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStatementRun,
    meta: { audited: true },
    onSuccess: (_nothing, runId) => {
      queryClient.setQueryData<StatementRunList>(statementKeys.runs(), (list) =>
        list ? { items: list.items.filter((item) => item.id !== runId) } : list,
      );
      queryClient.removeQueries({ queryKey: statementKeys.run(runId) });
      queryClient.removeQueries({ queryKey: statementKeys.recipients(runId) });
    },
  });
}
