import type { Dashboard } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './query-keys';

export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return api.get<Dashboard>('/api/dashboard', { signal });
}

/** Document totals, the five most recent documents and the five nearest renewals (spec 000 §2 Dashboard). */
export function useDashboard() {
  return useQuery({ queryKey: dashboardKeys.summary(), queryFn: ({ signal }) => getDashboard(signal) });
}
