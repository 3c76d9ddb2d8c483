import type { GivingSettings, GivingSettingsInput } from '@steward/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const givingSettingsKey = ['giving-settings'] as const;

export function getGivingSettings(signal?: AbortSignal): Promise<GivingSettings> {
  return api.get<GivingSettings>('/api/giving/settings', { signal });
}

/** Dual control, the bank's ledger account and each fund's income account. */
export function useGivingSettings() {
  return useQuery({ queryKey: givingSettingsKey, queryFn: ({ signal }) => getGivingSettings(signal) });
}

/** Audited (giving_settings_changed): turning dual control off lets one person commit alone. */
export function useSaveGivingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GivingSettingsInput) => api.put<unknown>('/api/giving/settings', input),
    meta: { audited: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: givingSettingsKey }),
  });
}
