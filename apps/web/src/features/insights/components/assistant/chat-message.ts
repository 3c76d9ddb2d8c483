import {
  ASSISTANT_HISTORY_MAX,
  ASSISTANT_WELCOME,
  type AssistantReply,
  type AssistantRequest,
  LIMITS,
} from '@steward/domain';

/** Spec 001 §3 Chat message: id, type, content, timestamp and, for an answer, its analysis. */
export interface ChatMessage {
  id: string;
  type: 'user' | 'ai';
  content: string;
  timestamp: Date;
  analysis?: Pick<AssistantReply, 'insights' | 'recommendations'>;
  /** Who answered an AI message: the AI service or Steward's built-in analyst. */
  source?: AssistantReply['source'];
  /** The apology or the wait after a failed question, shown as the assistant's reply. */
  failed?: boolean;
  /**
   * Sent back as context with the next questions: the welcome is not, and neither is a question
   * that got no answer nor the failure reply to it.
   */
  inHistory: boolean;
}

export const WELCOME_ID = 'welcome';

/** Spec 001 §2: the chat starts with the welcome message, from the assistant. */
export function welcomeMessage(): ChatMessage {
  return { id: WELCOME_ID, type: 'ai', content: ASSISTANT_WELCOME, timestamp: new Date(), inHistory: false };
}

/** The longest turn the server takes back as history (its schema's limit); longer ones are cut. */
const HISTORY_TURN_MAX = LIMITS.assistant.historyTurn;

/** The latest turns of the conversation, at most ASSISTANT_HISTORY_MAX, oldest first. */
export function historyOf(messages: readonly ChatMessage[]): NonNullable<AssistantRequest['history']> {
  return messages
    .filter((message) => message.inHistory)
    .slice(-ASSISTANT_HISTORY_MAX)
    .map((message) => ({
      role: message.type === 'user' ? 'user' : 'assistant',
      content: message.content.slice(0, HISTORY_TURN_MAX),
    }));
}
