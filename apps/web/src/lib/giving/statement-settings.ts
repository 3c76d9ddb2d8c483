import type { StatementSettingsResponse } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statementKeys } from './statement-keys';

export function getStatementSettings(signal?: AbortSignal): Promise<StatementSettingsResponse> {
  return api.get<StatementSettingsResponse>('/api/statements/settings', { signal });
}

/** What every statement says about the organisation (suggestions until an admin saves them). */
export function useStatementSettings() {
  return useQuery({
    queryKey: statementKeys.settings(),
    queryFn: ({ signal }) => getStatementSettings(signal),
  });
}
