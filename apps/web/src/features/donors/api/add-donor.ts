import type { DonorSummary, NewDonor } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { donorRecordKeys } from './donor-record-keys';

/** A donor added by hand (audited); 409 with `existingId` when another donor has the name. */
export function addDonor(donor: NewDonor): Promise<DonorSummary> {
  return api.post<DonorSummary>('/api/donors', donor);
}

/** The directory is re-read: the new donor is in it. */
export function useAddDonor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDonor,
    meta: { audited: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: donorRecordKeys.directory() }),
  });
}
