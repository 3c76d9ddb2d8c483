import { Users } from 'lucide-react';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { HouseholdSuggestionList } from '@/features/donors/components/households/household-suggestion-list';
import { FundraisingGate } from '@/features/giving/components/fundraising-gate';
import { GIVING_DONORS_PATH } from '@/lib/giving/fundraising-paths';

/** "/giving/households": suggested households to work through, fundraising admins only. */
export function HouseholdSuggestionsRoute() {
  return (
    <FundraisingGate>
      <BackLink to={GIVING_DONORS_PATH}>Back to Donors</BackLink>
      <PageHeader
        title="Suggested Households"
        description="A couple who give together get one statement with both names. Join them, or mark them as not a household."
        icon={<Users aria-hidden="true" />}
      />
      <HouseholdSuggestionList />
    </FundraisingGate>
  );
}
