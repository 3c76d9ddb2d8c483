import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { AddDonorButton } from '@/features/fundraising/components/donor-table/add-donor-dialog';
import { DonorTablePanel } from '@/features/fundraising/components/donor-table/donor-table-panel';

/**
 * "/giving/donors": every donor in a table to scan, sort and search, and "Add donor". `notice` is
 * shown above the table (the count of possible duplicates, with its way to them).
 */
export function GivingDonorsRoute({ notice }: { notice?: ReactNode } = {}) {
  return (
    <>
      <PageHeader
        title="Donors"
        description="Everyone in your donor database: find a donor, or sort by name, total given or last gift."
        actions={<AddDonorButton />}
      />
      {notice ? <div className="mb-4">{notice}</div> : null}
      <DonorTablePanel />
    </>
  );
}
