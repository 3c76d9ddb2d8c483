import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invitationKeys } from './query-keys';

export function cancelInvitation(id: string): Promise<void> {
  return api.delete<void>(`/api/invitations/${encodeURIComponent(id)}`);
}

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    meta: { audited: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.pending() }),
  });
}
