import type { InvitationList } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invitationKeys } from './query-keys';

export function getInvitations(signal?: AbortSignal): Promise<InvitationList> {
  return api.get<InvitationList>('/api/invitations', { signal });
}

/** Invitations not yet accepted, cancelled or expired. */
export function usePendingInvitations() {
  return useQuery({ queryKey: invitationKeys.pending(), queryFn: ({ signal }) => getInvitations(signal) });
}
