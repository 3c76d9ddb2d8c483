import type { DonorPledges, DonorProfile, Pledge, PledgeInput, PledgeUpdate } from '@steward/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { campaignKeys } from './campaigns';

const pledgeUrl = (id: string) => `/api/giving/pledges/${encodeURIComponent(id)}`;

/** GET /api/donors/{id}/pledges: the donor's pledges and their household's, newest campaign first. */
export function useDonorPledges(donorId: string) {
  return useQuery({
    queryKey: campaignKeys.donor(donorId),
    queryFn: ({ signal }) =>
      api.get<DonorPledges>(`/api/donors/${encodeURIComponent(donorId)}/pledges`, { signal }),
  });
}

/** A pledge's change moves its campaign's figures (list and page) and its pledger's pledges. */
function usePledgeChange<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { audited: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

/**
 * POST /api/giving/campaigns/{id}/pledges: a donor's or a household's pledge. 409 with the
 * existing pledge's id (`existingId`) when the giver already has one to the campaign. Audited.
 */
export function useCreatePledge() {
  return usePledgeChange(({ campaignId, input }: { campaignId: string; input: PledgeInput }) =>
    api.post<Pledge>(`/api/giving/campaigns/${encodeURIComponent(campaignId)}/pledges`, input),
  );
}

/** PATCH /api/giving/pledges/{id}: its amount, schedule and dates. Audited. */
export function useUpdatePledge() {
  return usePledgeChange(({ id, input }: { id: string; input: PledgeUpdate }) =>
    api.patch<Pledge>(pledgeUrl(id), input),
  );
}

/** DELETE /api/giving/pledges/{id}: the promise goes; the gifts stay as they are. Audited. */
export function useDeletePledge() {
  return usePledgeChange((id: string) => api.delete<void>(pledgeUrl(id)));
}

/**
 * The household the chosen donor gives with, if any (GET /api/donors/{id}): who may pledge for
 * them. Null when they give alone or file separately.
 */
export function usePledgerHousehold(donorId: string) {
  return useQuery({
    queryKey: [...campaignKeys.all, 'pledger', donorId] as const,
    queryFn: async ({ signal }) => {
      const { household } = await api.get<DonorProfile>(`/api/donors/${encodeURIComponent(donorId)}`, {
        signal,
      });
      const member = household?.members.find((m) => m.donorId === donorId);
      return household && member?.givesJointly ? { id: household.id, name: household.name } : null;
    },
  });
}
