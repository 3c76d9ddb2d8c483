import type { DonorAnalysis } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { donorKeys } from './donor-keys';

export function getDonorAnalysis(signal?: AbortSignal): Promise<DonorAnalysis> {
  return api.get<DonorAnalysis>('/api/donors/analysis', { signal });
}

/** Spec 001 §3 Analysis result of the organisation's donor database. */
export function useDonorAnalysis() {
  return useQuery({ queryKey: donorKeys.analysis(), queryFn: ({ signal }) => getDonorAnalysis(signal) });
}
