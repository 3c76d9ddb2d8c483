import { CopyCheck } from 'lucide-react';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { ALL_DONORS_PATH } from '@/features/fundraising/components/donor-record/donor-record-paths';
import { DuplicateList } from '@/features/fundraising/components/duplicates/duplicate-list';
import { FundraisingGate } from '@/features/fundraising/components/overview/fundraising-gate';

/** "/giving/duplicates": possible duplicate donors to work through, fundraising admins only. */
export function DuplicatesRoute() {
  return (
    <FundraisingGate>
      <BackLink to={ALL_DONORS_PATH}>Back to All Donors</BackLink>
      <PageHeader
        title="Possible Duplicates"
        description="One person under two donor records gets two partial statements. Merge them, or mark them as two people."
        icon={<CopyCheck aria-hidden="true" />}
      />
      <DuplicateList />
    </FundraisingGate>
  );
}
