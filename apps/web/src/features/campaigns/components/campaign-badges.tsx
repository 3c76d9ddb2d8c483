import { type CampaignSummary, PLEDGE_STANDING_LABELS, type Pledge } from '@steward/domain';
import { CircleAlert } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { STATUS_LABELS } from './campaign-texts';

/** Active (takes pledges) or Closed. */
export function CampaignStatusBadge({ status }: { status: CampaignSummary['status'] }) {
  return <Badge tone={status === 'active' ? 'success' : 'neutral'}>{STATUS_LABELS[status]}</Badge>;
}

const STANDING_TONES: Record<Pledge['standing'], BadgeTone> = {
  fulfilled: 'success',
  'on-track': 'accent',
  behind: 'danger',
  'not-started': 'neutral',
};

/** Where a pledge stands against what was due; Behind in red with a mark, so it shows without colour too. */
export function PledgeStandingBadge({ standing }: { standing: Pledge['standing'] }) {
  return (
    <Badge tone={STANDING_TONES[standing]} className="gap-1">
      {standing === 'behind' ? <CircleAlert aria-hidden="true" className="size-3.5" /> : null}
      {PLEDGE_STANDING_LABELS[standing]}
    </Badge>
  );
}
