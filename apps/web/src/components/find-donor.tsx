import { type DonorSummary, donorName, LIMITS } from '@steward/domain';
import { useId, useState } from 'react';
import { DONOR_SEARCH_DELAY_MS } from '@/components/donor-search-field';
import { ErrorMessage } from '@/components/ui/alert';
import { focusRing } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatCurrency, formatNumber } from '@/lib/format-money';
import { DONOR_SEARCH_MATCHES, useDonorSearch } from '@/lib/giving/donor-search';
import { useDebouncedCallback } from '@/lib/use-debounced-callback';

export interface FindDonorProps {
  /** The donor of the page, left out of the matches (choosing another one); none: every donor. */
  pageDonor?: { id: string };
  /** What the search is for, before anything is typed ("Type a name or email to find the donor."). */
  prompt?: string;
  onChoose: (donor: DonorSummary) => void;
}

/**
 * A search over All Donors to choose a donor: another one to merge into this one or to join in a
 * household (the page's donor left out), or who pledged.
 */
export function FindDonor({
  pageDonor,
  prompt = 'Type a name or email to find the donor.',
  onChoose,
}: FindDonorProps) {
  const searchId = useId();
  const statusId = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const search = useDebouncedCallback((query: string) => setQ(query), DONOR_SEARCH_DELAY_MS);
  const results = useDonorSearch(q);
  const matches = q === '' ? [] : (results.data?.items ?? []).filter((donor) => donor.id !== pageDonor?.id);
  const more = q !== '' && results.data ? results.data.filteredTotal > results.data.items.length : false;

  function status(): string {
    if (q === '') return prompt;
    if (results.isPending) return 'Searching...';
    if (results.isError) return '';
    if (matches.length === 0) return pageDonor ? 'No other donor matches.' : 'No donor matches.';
    const found = `${formatNumber(matches.length)} ${matches.length === 1 ? 'donor' : 'donors'} found`;
    return more ? `${found}; showing the first ${DONOR_SEARCH_MATCHES}, type more to narrow.` : `${found}.`;
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={searchId}>Search donors</Label>
        <SearchInput
          id={searchId}
          type="search"
          value={text}
          placeholder="Name or email"
          autoComplete="off"
          maxLength={LIMITS.list.search}
          aria-describedby={statusId}
          onChange={(event) => {
            setText(event.target.value);
            search(event.target.value.trim());
          }}
        />
      </div>
      <p id={statusId} aria-live="polite" className="flex items-center gap-2 text-sm text-slate-600">
        {q !== '' && results.isFetching ? <Spinner className="size-4" /> : null}
        {status()}
      </p>
      {results.isError && q !== '' ? (
        <ErrorMessage>Error searching donors: {errorMessage(results.error)}</ErrorMessage>
      ) : null}
      {matches.length > 0 ? (
        <ul aria-label="Matching donors" className="flex flex-col gap-2">
          {matches.map((donor) => (
            <li key={donor.id}>
              <button
                type="button"
                onClick={() => onChoose(donor)}
                className={cn(
                  'flex w-full min-w-0 flex-col items-start gap-0.5 rounded-lg border border-slate-200 px-3 py-2 text-left text-sm',
                  'hover:border-indigo-300 hover:bg-indigo-50/50',
                  focusRing,
                )}
              >
                <span className="font-medium wrap-anywhere text-slate-900">{donorName(donor)}</span>
                {donor.email ? <span className="wrap-anywhere text-slate-600">{donor.email}</span> : null}
                <span className="text-slate-600">
                  {formatNumber(donor.donationCount)} {donor.donationCount === 1 ? 'gift' : 'gifts'} ·{' '}
                  {formatCurrency(donor.totalAmount)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
