import type { BatchState } from '@steward/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const STATES: Record<BatchState, { label: string; tone: BadgeTone }> = {
  open: { label: 'Open', tone: 'warning' },
  balanced: { label: 'Balanced', tone: 'accent' },
  committed: { label: 'Committed', tone: 'success' },
  deposited: { label: 'Deposited', tone: 'neutral' },
};

/** Where a batch is in its life: open, balanced (open and matching its count sheet), committed, deposited. */
export function BatchStateBadge({ state }: { state: BatchState }) {
  return <Badge tone={STATES[state].tone}>{STATES[state].label}</Badge>;
}
