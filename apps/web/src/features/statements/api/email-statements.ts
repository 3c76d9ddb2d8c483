import type { StatementEmailResult } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statementKeys } from '@/lib/giving/statement-keys';

interface EmailStatementsInput {
  runId: string;
  /** One donor's statement again; without it, every donor's not sent yet or whose email failed. */
  donorId?: string;
}

export function emailStatements({ runId, donorId }: EmailStatementsInput): Promise<StatementEmailResult> {
  const run = `/api/statements/runs/${encodeURIComponent(runId)}`;
  return api.post<StatementEmailResult>(
    donorId ? `${run}/recipients/${encodeURIComponent(donorId)}/email` : `${run}/email`,
  );
}

export function useEmailStatements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emailStatements,
    meta: { audited: true },
    // The run's counts and its donors' states changed; re-reading the list starts following the emails.
    onSuccess: (_result, { runId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: statementKeys.runs() }),
        queryClient.invalidateQueries({ queryKey: statementKeys.recipients(runId) }),
      ]),
  });
}
