import type { OutboxMessage } from '@steward/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const STATUS_BADGES: Record<OutboxMessage['status'], { text: string; tone: BadgeTone }> = {
  sent: { text: 'Sent', tone: 'success' },
  pending: { text: 'Pending', tone: 'accent' },
  failed: { text: 'Failed', tone: 'danger' },
  // No mail server configured: the message stays here for an admin to read.
  local: { text: 'Kept in outbox', tone: 'neutral' },
};

export function OutboxStatusBadge({ status }: { status: OutboxMessage['status'] }) {
  const { text, tone } = STATUS_BADGES[status];
  return <Badge tone={tone}>{text}</Badge>;
}
