import type { EconomicInsights } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { donorKeys } from '@/lib/giving/donor-keys';

export function getEconomicInsights(signal?: AbortSignal): Promise<EconomicInsights> {
  return api.get<EconomicInsights>('/api/insights/economic', { signal });
}

/**
 * Spec 001 §2 Economic Insights: the eight indicators, each correlated with this organisation's
 * monthly giving. Under the donor keys, so a merge or a clear refreshes the correlations too.
 */
export function useEconomicInsights() {
  return useQuery({ queryKey: donorKeys.economic(), queryFn: ({ signal }) => getEconomicInsights(signal) });
}
