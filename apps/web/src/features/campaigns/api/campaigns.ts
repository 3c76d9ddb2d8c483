import type { CampaignDetail, CampaignInput, CampaignList } from '@steward/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { donorKeys } from '@/lib/giving/donor-keys';

const campaignsUrl = '/api/giving/campaigns';
const campaignUrl = (id: string) => `${campaignsUrl}/${encodeURIComponent(id)}`;

/**
 * Campaigns and pledges, under the donor keys: an import, a merge or Clear All Data changes what
 * was given towards them, and refreshes them with every other donor view.
 */
export const campaignKeys = {
  all: [...donorKeys.all, 'campaigns'] as const,
  list: () => [...campaignKeys.all, 'list'] as const,
  detail: (id: string) => [...campaignKeys.all, 'detail', id] as const,
  /** Every donor's pledges: a campaign's name or a pledge changes them. */
  donors: () => [...campaignKeys.all, 'donor'] as const,
  /** A donor's pledges and their household's (the donor's page). */
  donor: (donorId: string) => [...campaignKeys.donors(), donorId] as const,
};

/** GET /api/giving/campaigns: every campaign with its figures up to today. */
export function useCampaigns() {
  return useQuery({
    queryKey: campaignKeys.list(),
    queryFn: ({ signal }) => api.get<CampaignList>(campaignsUrl, { signal }),
  });
}

/** GET /api/giving/campaigns/{id}: its figures, its progress month by month and its pledges. */
export function useCampaign(id: string) {
  return useQuery({
    queryKey: campaignKeys.detail(id),
    queryFn: ({ signal }) => api.get<CampaignDetail>(campaignUrl(id), { signal }),
  });
}

/**
 * A campaign's change shows in the list, on its page (its answer is the page as it now is) and in
 * its pledgers' pledges, which carry its name.
 */
function useCampaignChange<Input>(mutationFn: (input: Input) => Promise<CampaignDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { audited: true },
    onSuccess: (detail) => {
      queryClient.setQueryData(campaignKeys.detail(detail.id), detail);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: campaignKeys.list() }),
        queryClient.invalidateQueries({ queryKey: campaignKeys.donors() }),
      ]);
    },
  });
}

/** POST /api/giving/campaigns: 409 when the name is taken. Audited. */
export function useCreateCampaign() {
  return useCampaignChange((input: CampaignInput) => api.post<CampaignDetail>(campaignsUrl, input));
}

/** PATCH /api/giving/campaigns/{id}: its name, funds, dates and goal, or closed / reopened. Audited. */
export function useUpdateCampaign() {
  return useCampaignChange(({ id, input }: { id: string; input: CampaignInput }) =>
    api.patch<CampaignDetail>(campaignUrl(id), input),
  );
}

/** DELETE /api/giving/campaigns/{id}: only one without pledges (409: close it instead). Audited. */
export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(campaignUrl(id)),
    meta: { audited: true },
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: campaignKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: campaignKeys.list() });
    },
  });
}

/** The campaign as its edit sends it back: everything as it is, `changes` aside. */
export function campaignInputOf(
  campaign: CampaignDetail,
  changes: Partial<CampaignInput> = {},
): CampaignInput {
  return {
    name: campaign.name,
    description: campaign.description,
    fundIds: campaign.funds.map((fund) => fund.id),
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    goalCents: campaign.goalCents,
    closed: campaign.status === 'closed',
    ...changes,
  };
}
