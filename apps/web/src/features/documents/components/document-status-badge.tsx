import type { DocumentStatus } from '@steward/domain';
import { Badge, type BadgeTone } from '@/components/ui/badge';

/** Spec 000 §4: the list colours Active green, Expiring Soon yellow and Overdue red. */
const TONES: Record<DocumentStatus, BadgeTone> = {
  Active: 'success',
  'Expiring Soon': 'warning',
  Overdue: 'danger',
};

export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  return <Badge tone={TONES[status]}>{status}</Badge>;
}
