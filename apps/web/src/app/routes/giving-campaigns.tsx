import { Megaphone, Plus } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useCampaigns } from '@/features/campaigns/api/campaigns';
import { CampaignFormDialog } from '@/features/campaigns/components/campaign-form-dialog';
import { CampaignList } from '@/features/campaigns/components/campaign-list';
import { ImportPledgesButton } from '@/features/campaigns/components/pledge-import-dialog';
import { FundraisingGate, FundraisingRestricted } from '@/features/giving/components/fundraising-gate';
import { isApiError } from '@/lib/api-client';

/** "/giving/campaigns": building fund drives and stewardship campaigns, fundraising admins only. */
export function GivingCampaignsRoute() {
  return (
    <FundraisingGate>
      <GivingCampaigns />
    </FundraisingGate>
  );
}

function GivingCampaigns() {
  const [creating, setCreating] = useState(false);
  // The same query the list makes: its 403 (a role taken away since the session was read) has the last word.
  const campaigns = useCampaigns();
  if (isApiError(campaigns.error) && campaigns.error.status === 403) return <FundraisingRestricted />;
  return (
    <>
      <PageHeader
        title="Campaigns"
        description="Building fund drives and stewardship campaigns: what was promised, what was given, and what remains."
        icon={<Megaphone aria-hidden="true" />}
        actions={
          <>
            <ImportPledgesButton variant="secondary" />
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              New campaign
            </Button>
          </>
        }
      />
      <CampaignList />
      <CampaignFormDialog campaign={null} open={creating} onOpenChange={setCreating} />
    </>
  );
}
