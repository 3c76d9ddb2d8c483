import { LIMITS, type StatementRecipientPage } from '@steward/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statementKeys } from '@/lib/giving/statement-keys';

export interface RecipientQuery {
  page: number;
  pageSize: number;
  /** Only the donors without an email address. */
  noEmail: boolean;
}

export function getStatementRecipients(
  runId: string,
  query: RecipientQuery,
  signal?: AbortSignal,
): Promise<StatementRecipientPage> {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.noEmail) params.set('noEmail', 'true');
  return api.get<StatementRecipientPage>(
    `/api/statements/runs/${encodeURIComponent(runId)}/recipients?${params}`,
    { signal },
  );
}

/** One page of a run's donors, in postal-code order. */
export function useStatementRecipients(runId: string, query: RecipientQuery) {
  return useQuery({
    queryKey: statementKeys.recipientPage(runId, query),
    queryFn: ({ signal }) => getStatementRecipients(runId, query, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * Every donor of the run without an email address, all pages read (the printable list is one
 * sheet). A run's donors are fixed when it starts, so the pages cannot shift under the loop.
 */
export async function getAllRecipientsWithoutEmail(runId: string, signal?: AbortSignal) {
  const pageSize = LIMITS.list.pageSizeMax;
  const first = await getStatementRecipients(runId, { page: 1, pageSize, noEmail: true }, signal);
  const items = [...first.items];
  const pages = Math.ceil(first.total / pageSize);
  for (let page = 2; page <= pages; page += 1) {
    items.push(...(await getStatementRecipients(runId, { page, pageSize, noEmail: true }, signal)).items);
  }
  return items;
}

export function useAllRecipientsWithoutEmail(runId: string) {
  return useQuery({
    queryKey: [...statementKeys.recipients(runId), 'no-email', 'all'] as const,
    queryFn: ({ signal }) => getAllRecipientsWithoutEmail(runId, signal),
  });
}
