import type { GivingUnitPage, GivingUnitsQuery } from '@steward/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { donorKeys } from '@/lib/giving/donor-keys';

/** The directory by household, under the donor keys: an import or a merge refreshes it. */
export const givingUnitKeys = {
  all: () => [...donorKeys.all, 'giving-units'] as const,
  page: (query: GivingUnitsQuery) => [...givingUnitKeys.all(), query] as const,
};

/** One page of the giving units: households as one line each, and the donors who give alone. */
export function useGivingUnits(query: GivingUnitsQuery, enabled: boolean) {
  return useQuery({
    queryKey: givingUnitKeys.page(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) {
        if (value !== undefined && value !== '') params.set(name, String(value));
      }
      return api.get<GivingUnitPage>(`/api/households?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}
