import type { AcceptInvitationRequest, AcceptInvitationResponse } from '@steward/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Joins the organisation and signs in: the server answers with the new session and sets its cookie,
 * or (an existing account with a second factor) that the second step is due first.
 */
export function acceptInvitation(body: AcceptInvitationRequest): Promise<AcceptInvitationResponse> {
  return api.post<AcceptInvitationResponse>('/api/invitations/accept', body);
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
