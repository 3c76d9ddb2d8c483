import type { Household, HouseholdSuggestionPage, HouseholdSuggestionsQuery } from '@steward/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { donorKeys } from '@/lib/giving/donor-keys';
import { donorRecordKeys } from './donor-record-keys';
import { givingUnitKeys } from './get-giving-units';

/**
 * Suggested households, under the donor keys: an import, a correction or Clear All Data changes
 * who lives where, and refreshes them.
 */
export const householdSuggestionKeys = {
  all: () => [...donorKeys.all, 'household-suggestions'] as const,
  list: (query: HouseholdSuggestionsQuery) => [...householdSuggestionKeys.all(), query] as const,
};

/** One page of the suggested households, by last name. */
export function useHouseholdSuggestions(query: HouseholdSuggestionsQuery) {
  return useQuery({
    queryKey: householdSuggestionKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<HouseholdSuggestionPage>(
        `/api/households/suggestions?page=${query.page ?? 1}&pageSize=${query.pageSize ?? 25}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** The suggestions and every donor page (their household card) are read again. */
function useSuggestionMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { audited: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: householdSuggestionKeys.all() }),
        queryClient.invalidateQueries({ queryKey: donorRecordKeys.records() }),
        queryClient.invalidateQueries({ queryKey: donorKeys.analysis() }),
        queryClient.invalidateQueries({ queryKey: givingUnitKeys.all() }),
      ]),
  });
}

/** "Join as a household": the donors give together (or join the household among them). */
export function useCreateHousehold() {
  return useSuggestionMutation((donorIds: string[]) => api.post<Household>('/api/households', { donorIds }));
}

/** "Not a household": these donors are not suggested together again. */
export function useDismissHouseholdSuggestion() {
  return useSuggestionMutation((donorIds: string[]) =>
    api.post<void>('/api/households/suggestions/dismissals', { donorIds }),
  );
}
