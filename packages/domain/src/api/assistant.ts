import { z } from 'zod';
import { LIMITS } from '../limits';

/** The longest question the assistant takes (characters, after trimming). */
export const ASSISTANT_MESSAGE_MAX = LIMITS.assistant.message;
/** How many earlier turns of the conversation are sent along. */
export const ASSISTANT_HISTORY_MAX = LIMITS.assistant.history;

/** Spec 001 §5: chat input must be non-blank after trimming. */
export const ASSISTANT_BLANK = 'Please type a question';
export const ASSISTANT_TOO_LONG = `Please keep your question under ${ASSISTANT_MESSAGE_MAX.toLocaleString('en-US')} characters`;
/** Spec 001 §8 AI call. */
export const AI_ANALYSIS_FAILED = 'Failed to complete AI analysis. Please try again.';
/** Spec 001 §8 chat reply on failure. */
export const CHAT_APOLOGY =
  "I apologize, but I encountered an error while analyzing your data. This might be because the AI service isn't configured yet. Please check your API key configuration or try again later.";

export const assistantRequestSchema = z.object({
  message: z
    .string({ error: ASSISTANT_BLANK })
    .trim()
    .min(1, { error: ASSISTANT_BLANK })
    .max(ASSISTANT_MESSAGE_MAX, { error: ASSISTANT_TOO_LONG }),
  history: z
    .array(
      z.object({
        role: z.enum(['user', 'assistant']),
        content: z.string().max(LIMITS.assistant.historyTurn),
      }),
    )
    .max(ASSISTANT_HISTORY_MAX)
    .default([]),
});
export type AssistantRequest = z.input<typeof assistantRequestSchema>;

/** Spec 001 §7 item 1: content, insights[], recommendations[] and confidence (default 0.8). */
export const assistantReplySchema = z.object({
  content: z.string(),
  insights: z.array(z.string()),
  recommendations: z.array(z.string()),
  confidence: z.number(),
  /** Who answered: the AI service, or Steward's built-in analyst when no AI service is configured. */
  source: z.enum(['ai', 'built-in']),
});
export type AssistantReply = z.infer<typeof assistantReplySchema>;
