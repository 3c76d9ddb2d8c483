import { CopyCheck } from 'lucide-react';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { DuplicateList } from '@/features/donors/components/duplicates/duplicate-list';
import { FundraisingGate } from '@/features/giving/components/fundraising-gate';
import { ALL_DONORS_PATH } from '@/lib/giving/donor-record-paths';

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
