import type { HouseholdSuggestionPage, HouseholdSuggestionsQuery } from '@steward/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { donorKeys } from '@/lib/giving/donor-keys';

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
