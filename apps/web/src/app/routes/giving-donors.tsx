import { PageHeader } from '@/components/page-header';
import { AddDonorButton } from '@/features/donors/components/donor-table/add-donor-dialog';
import { DonorTablePanel } from '@/features/donors/components/donor-table/donor-table-panel';
import { DuplicateCountLink } from '@/features/donors/components/duplicates/duplicate-count-link';
import { HouseholdSuggestionCountLink } from '@/features/donors/components/households/household-suggestion-count-link';

/**
 * "/giving/donors": every donor in a table to scan, sort and search, and "Add donor"; above the
 * table, how many possible duplicates and suggested households there are to work through, with
 * the way to them.
 */
export function GivingDonorsRoute() {
  return (
    <>
      <PageHeader
        title="Donors"
        description="Everyone in your donor database: find a donor, or sort by name, total given or last gift."
        actions={<AddDonorButton />}
      />
      <div className="mb-4 flex flex-wrap gap-x-6 gap-y-2">
        <DuplicateCountLink />
        <HouseholdSuggestionCountLink />
      </div>
      <DonorTablePanel />
    </>
  );
}
