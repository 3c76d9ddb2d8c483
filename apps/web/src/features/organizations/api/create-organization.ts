import type { CreateOrganizationRequest, SessionResponse } from '@steward/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Creates the organisation with the caller as its master_admin; answers with the new session. */
export function createOrganization(body: CreateOrganizationRequest): Promise<SessionResponse> {
  return api.post<SessionResponse>('/api/organizations', body);
}

export function useCreateOrganization() {
  return useMutation({ mutationFn: createOrganization });
}
