import type { AcceptInvitationRequest, SessionResponse } from '@steward/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Joins the organisation and signs in: the server answers with the new session and sets its cookie. */
export function acceptInvitation(body: AcceptInvitationRequest): Promise<SessionResponse> {
  return api.post<SessionResponse>('/api/invitations/accept', body);
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
