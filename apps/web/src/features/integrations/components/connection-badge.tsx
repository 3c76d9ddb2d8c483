import type { IntegrationCard } from '@steward/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const CONNECTIONS: Record<IntegrationCard['connection'], { label: string; tone: BadgeTone }> = {
  connected: { label: 'OAuth Connected', tone: 'success' },
  available: { label: 'OAuth Available', tone: 'accent' },
  manual: { label: 'Manual Access', tone: 'neutral' },
};

/** Spec 000 §2 Integration card: OAuth Connected / OAuth Available / Manual Access. */
export function ConnectionBadge({ connection }: { connection: IntegrationCard['connection'] }) {
  const { label, tone } = CONNECTIONS[connection];
  return <Badge tone={tone}>{label}</Badge>;
}
