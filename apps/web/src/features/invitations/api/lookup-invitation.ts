import type { InvitationLookup } from '@steward/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invitationKeys } from './query-keys';

/** A read, though the API takes it as POST: the token travels in the body, not the query string. */
export function lookupInvitation(token: string, signal?: AbortSignal): Promise<InvitationLookup> {
  return api.post<InvitationLookup>('/api/invitations/lookup', { token }, { signal });
}

/** What the invitation link stands for; not asked when `token` is null (a malformed link). */
export function useInvitationLookup(token: string | null) {
  return useQuery({
    queryKey: invitationKeys.lookup(token ?? ''),
    queryFn: ({ signal }) => lookupInvitation(token ?? '', signal),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
