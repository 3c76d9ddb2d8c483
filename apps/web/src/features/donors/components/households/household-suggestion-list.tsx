import { donorName, type HouseholdSuggestion, householdName } from '@steward/domain';
import { EyeOff, Users } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Pager } from '@/components/pager';
import { SectionCard } from '@/components/section-card';
import { ErrorMessage } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format-money';
import { useHouseholdSuggestions } from '../../api/household-suggestions';
import { useCreateHousehold, useDismissHouseholdSuggestion } from '../../api/households';
import { DonorCell } from '../donor-cell';

/** What the suggestion's donors would be called together, as the household would be named. */
function suggestionName(suggestion: HouseholdSuggestion) {
  return suggestion.household?.name ?? householdName(suggestion.donors);
}

function SuggestionRow({ suggestion }: { suggestion: HouseholdSuggestion }) {
  const create = useCreateHousehold();
  const dismiss = useDismissHouseholdSuggestion();
  const labelId = useId();
  const ids = suggestion.donors.map((donor) => donor.id);
  const name = suggestionName(suggestion);
  const busy = create.isPending || dismiss.isPending;
  const failure = create.error ?? dismiss.error;
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:px-5" aria-labelledby={labelId}>
      <div className="flex flex-wrap items-center gap-2">
        <span id={labelId} className="font-medium wrap-anywhere text-slate-900">
          {name}
        </span>
        <Badge tone="neutral">Same address and last name</Badge>
        {suggestion.household ? <Badge tone="accent">Joins an existing household</Badge> : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {suggestion.donors.map((donor) => (
          <DonorCell key={donor.id} donor={donor} />
        ))}
      </div>
      {failure ? <ErrorMessage>{errorMessage(failure)}</ErrorMessage> : null}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          aria-describedby={labelId}
          disabled={busy}
          // The promise, not mutate's callbacks, which TanStack Query drops once this row leaves the list.
          onClick={() =>
            create.mutateAsync(ids).then(
              (household) =>
                toast.success(
                  suggestion.household
                    ? `Joined the household ${household.name}`
                    : `Joined ${household.name} as a household`,
                ),
              () => undefined,
            )
          }
        >
          <Users aria-hidden="true" />
          {suggestion.household ? 'Join the household' : 'Join as a household'}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-describedby={labelId}
          disabled={busy}
          onClick={() =>
            dismiss.mutateAsync(ids).then(
              () =>
                toast.success(
                  `${suggestion.donors.map(donorName).join(', ')} will not be suggested as a household again`,
                ),
              () => undefined,
            )
          }
        >
          <EyeOff aria-hidden="true" />
          Not a household
        </Button>
      </div>
    </li>
  );
}

/**
 * "Suggested households: 4": donors of one last name at one address, to join as a household (each
 * joint member with an email is told) or to mark "Not a household" (not suggested again). Never
 * joined without this click.
 */
export function HouseholdSuggestionList() {
  const [page, setPage] = useState(1);
  const list = useHouseholdSuggestions({ page });
  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  // The last suggestion of the last page worked through: show the page before.
  useEffect(() => {
    if (data && !list.isPlaceholderData && data.items.length === 0 && page > pageCount) setPage(pageCount);
  }, [data, list.isPlaceholderData, page, pageCount]);

  function body() {
    if (list.isPending) return <LoadingState label="Finding households..." />;
    if (list.isError) {
      return (
        <div className="px-4 py-4 sm:px-5">
          <ErrorMessage>Error loading suggested households: {errorMessage(list.error)}</ErrorMessage>
        </div>
      );
    }
    if (list.data.items.length === 0)
      return (
        <EmptyState>
          No households to suggest. Donors who share an address and a last name show here.
        </EmptyState>
      );
    return (
      <>
        <ul aria-label="Suggested households" className="divide-y divide-slate-100">
          {list.data.items.map((suggestion) => (
            <SuggestionRow key={suggestion.donors.map((donor) => donor.id).join()} suggestion={suggestion} />
          ))}
        </ul>
        {pageCount > 1 ? (
          <Pager
            label="Suggested household pages"
            page={page}
            pageCount={pageCount}
            busy={list.isFetching}
            onPageChange={setPage}
          />
        ) : null}
      </>
    );
  }

  return (
    <SectionCard
      title={data ? `Suggested households: ${formatNumber(data.total)}` : 'Suggested households'}
      description="Donors who share a mailing address and a last name. Joined as a household, those who give jointly get one statement together; each with an email is told."
    >
      {body()}
    </SectionCard>
  );
}
