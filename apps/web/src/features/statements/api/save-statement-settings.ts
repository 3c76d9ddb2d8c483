import type { StatementSettings, StatementSettingsResponse } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { statementKeys } from '@/lib/giving/statement-keys';

export function saveStatementSettings(settings: StatementSettings): Promise<StatementSettingsResponse> {
  return api.put<StatementSettingsResponse>('/api/statements/settings', settings);
}

export function useSaveStatementSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStatementSettings,
    meta: { audited: true },
    onSuccess: (saved) => queryClient.setQueryData(statementKeys.settings(), saved),
  });
}
