import type { SendEmailRequest, SendEmailResponse } from '@steward/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function sendEmail(body: SendEmailRequest): Promise<SendEmailResponse> {
  return api.post<SendEmailResponse>('/api/email', body);
}

export function useSendEmail() {
  return useMutation({ mutationFn: sendEmail });
}
