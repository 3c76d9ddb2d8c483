import type { CreatedInvitation, CreateInvitationInput } from '@steward/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invitationKeys } from './query-keys';

export function createInvitation(body: CreateInvitationInput): Promise<CreatedInvitation> {
  return api.post<CreatedInvitation>('/api/invitations', body);
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    meta: { audited: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.pending() }),
  });
}
