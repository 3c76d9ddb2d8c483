import type { AssistantReply, AssistantRequest } from '@steward/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Spec 001 §7 item 1, answered on the server: the question and the latest turns of the
 * conversation go to the assistant, which replies with content, insights, recommendations and
 * confidence, and says whether the AI service or Steward's built-in analyst answered.
 */
export function askAssistant(request: AssistantRequest): Promise<AssistantReply> {
  return api.post<AssistantReply>('/api/assistant/messages', request);
}

/** One question of the donor assistant's chat; it changes no data, so nothing is refreshed after. */
export function useAskAssistant() {
  return useMutation({ mutationFn: askAssistant });
}
