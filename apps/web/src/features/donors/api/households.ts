import type { Household, HouseholdUpdate } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { donorKeys } from '@/lib/giving/donor-keys';
import { donorRecordKeys } from './donor-record-keys';
import { givingUnitKeys } from './get-giving-units';
import { householdSuggestionKeys } from './household-suggestions';

const donorPath = (id: string) => `/api/donors/${encodeURIComponent(id)}/household`;
const householdPath = (id: string) => `/api/households/${encodeURIComponent(id)}`;

/**
 * Every household change shows on each member's page (the household card), so every donor page is
 * re-read, and in the suggested households and the analysis's count of households; the directory
 * and the other figures do not change.
 */
function useHouseholdMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { audited: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: donorRecordKeys.records() }),
        queryClient.invalidateQueries({ queryKey: householdSuggestionKeys.all() }),
        queryClient.invalidateQueries({ queryKey: donorKeys.analysis() }),
        queryClient.invalidateQueries({ queryKey: givingUnitKeys.all() }),
      ]),
  });
}

/** "Join with...": `id` joins `donorId`'s household, or the two form one; each joint member with an email is told. */
export function useJoinHousehold() {
  return useHouseholdMutation(({ id, donorId }: { id: string; donorId: string }) =>
    api.post<Household>(donorPath(id), { donorId }),
  );
}

/** "Leave household": the donor gives alone again (a household left with one member is dissolved). */
export function useLeaveHousehold() {
  return useHouseholdMutation(({ id }: { id: string }) => api.delete<void>(donorPath(id)));
}

/** The household's name (empty: its members' names), envelope number and primary member. */
export function useUpdateHousehold() {
  return useHouseholdMutation(({ id, update }: { id: string; update: HouseholdUpdate }) =>
    api.patch<Household>(householdPath(id), update),
  );
}

/** A member gives jointly, or opts out to a statement of their own. */
export function useSetGivesJointly() {
  return useHouseholdMutation(
    ({ id, donorId, givesJointly }: { id: string; donorId: string; givesJointly: boolean }) =>
      api.patch<Household>(`${householdPath(id)}/members/${encodeURIComponent(donorId)}`, { givesJointly }),
  );
}

/** "Join as a household" (a suggestion): the donors give together, or join the household among them. */
export function useCreateHousehold() {
  return useHouseholdMutation((donorIds: string[]) => api.post<Household>('/api/households', { donorIds }));
}

/** "Not a household": these donors are not suggested together again. */
export function useDismissHouseholdSuggestion() {
  return useHouseholdMutation((donorIds: string[]) =>
    api.post<void>('/api/households/suggestions/dismissals', { donorIds }),
  );
}
