import type { MergeChoices, MergeDonorsResult } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { donorKeys } from '@/lib/giving/donor-keys';
import { donorRecordKeys } from './donor-record-keys';

interface MergeDonorsInput {
  /** The donor who stays, keeps its details and receives the gifts. */
  id: string;
  /** The donor who goes. */
  donorId: string;
  /** Whose value the merged donor keeps, field by field; unchosen, `id`'s own (or the other's where it has none). */
  keep?: MergeChoices;
  /** Donors of two households: the one the merged donor stays in (`id`'s, or `donorId`'s). */
  household?: 'this' | 'other' | undefined;
}

/** Two donors who are one person: `donorId`'s gifts move to `id`, and `donorId` is removed. */
export function mergeDonors({ id, donorId, keep, household }: MergeDonorsInput): Promise<MergeDonorsResult> {
  return api.post<MergeDonorsResult>(`/api/donors/${encodeURIComponent(id)}/merge`, {
    donorId,
    keep,
    household,
  });
}

/** Every donor view is re-read after a merge; the removed donor's page is forgotten, not asked for again. */
export function useMergeDonors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeDonors,
    meta: { audited: true },
    onSuccess: (_result, { donorId }) => {
      queryClient.removeQueries({ queryKey: donorRecordKeys.record(donorId) });
      return queryClient.invalidateQueries({ queryKey: donorKeys.all });
    },
  });
}
