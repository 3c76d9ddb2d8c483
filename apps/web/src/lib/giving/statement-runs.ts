import type { StatementRun } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statementKeys } from './statement-keys';

export interface StatementRunList {
  items: StatementRun[];
}

export function getStatementRuns(signal?: AbortSignal): Promise<StatementRunList> {
  return api.get<StatementRunList>('/api/statements/runs', { signal });
}

/** The latest statement runs, newest first. */
export function useStatementRuns() {
  return useQuery({ queryKey: statementKeys.runs(), queryFn: ({ signal }) => getStatementRuns(signal) });
}
