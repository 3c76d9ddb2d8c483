import type { DocumentStatus } from '@steward/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/** Spec 000 §2 Dashboard: Overdue reads "overdue", Expiring Soon "soon", anything else "ok". */
const RENEWAL_BADGES: Record<DocumentStatus, { text: string; tone: BadgeTone }> = {
  Overdue: { text: 'overdue', tone: 'danger' },
  'Expiring Soon': { text: 'soon', tone: 'warning' },
  Active: { text: 'ok', tone: 'success' },
};

export function RenewalBadge({ status }: { status: DocumentStatus }) {
  const { text, tone } = RENEWAL_BADGES[status];
  return <Badge tone={tone}>{text}</Badge>;
}
