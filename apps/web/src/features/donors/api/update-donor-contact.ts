import type { DonorContactUpdate, DonorProfile } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { donorKeys } from '@/lib/giving/donor-keys';
import { donorRecordKeys } from './donor-record-keys';

type Donor = DonorProfile['donor'];

interface UpdateDonorContactInput {
  id: string;
  contact: DonorContactUpdate;
}

/** An admin's correction of a donor's name, email, phone and mailing address (audited). */
export function updateDonorContact({ id, contact }: UpdateDonorContactInput): Promise<Donor> {
  return api.patch<Donor>(`/api/donors/${encodeURIComponent(id)}`, contact);
}

/** The page shows the saved details at once; the directory and the analysis (top donors) are re-read. */
export function useUpdateDonorContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDonorContact,
    meta: { audited: true },
    onSuccess: (donor, { id }) => {
      queryClient.setQueryData<DonorProfile>(donorRecordKeys.profile(id), (profile) =>
        profile ? { ...profile, donor } : profile,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: donorRecordKeys.profile(id) }),
        queryClient.invalidateQueries({ queryKey: donorRecordKeys.directory() }),
        queryClient.invalidateQueries({ queryKey: donorKeys.analysis() }),
      ]);
    },
  });
}
