/**
 * The statements' query keys, shared: the statements page reads and changes the runs and the
 * settings, and a campaign's Pledge statements reads them and adds a run to the list.
 */
export const statementKeys = {
  all: ['statements'] as const,
  settings: () => [...statementKeys.all, 'settings'] as const,
  runs: () => [...statementKeys.all, 'runs'] as const,
  run: (id: string) => [...statementKeys.all, 'run', id] as const,
  recipients: (runId: string) => [...statementKeys.all, 'recipients', runId] as const,
  recipientPage: (runId: string, query: { page: number; pageSize: number; noEmail: boolean }) =>
    [...statementKeys.recipients(runId), query] as const,
};
