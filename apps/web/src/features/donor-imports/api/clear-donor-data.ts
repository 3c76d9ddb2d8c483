import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { donorKeys } from '@/lib/giving/donor-keys';

/** Spec 001 §4 Clear all data: the organisation's donors, gifts and upload history go. */
export function clearDonorData(): Promise<void> {
  return api.delete<void>('/api/donors');
}

export function useClearDonorData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearDonorData,
    meta: { audited: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: donorKeys.all }),
  });
}
