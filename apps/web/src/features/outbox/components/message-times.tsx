import type { OutboxMessage } from '@steward/domain';
import { formatDateTime } from '@/lib/format-date';

export function CreatedTime({ message }: { message: OutboxMessage }) {
  return <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>;
}

/** When the mail server accepted the message; "Not sent" while pending, failed or kept here. */
export function SentTime({ message }: { message: OutboxMessage }) {
  if (!message.sentAt) return <span className="text-slate-500">Not sent</span>;
  return <time dateTime={message.sentAt}>{formatDateTime(message.sentAt)}</time>;
}
