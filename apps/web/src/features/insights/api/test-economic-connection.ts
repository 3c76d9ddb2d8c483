import type { EconomicConnectionTest } from '@steward/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec 001 §7 item 3, §8: the server asks FRED for one release with its key and says how that went. */
export function testEconomicConnection(): Promise<EconomicConnectionTest> {
  return api.post<EconomicConnectionTest>('/api/insights/economic/test');
}

/** "Test connection" on the Economic Insights tab; changes nothing, so nothing is refreshed after. */
export function useTestEconomicConnection() {
  return useMutation({ mutationFn: testEconomicConnection });
}
