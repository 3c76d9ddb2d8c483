import { canAccessFundraising } from '@steward/domain';
import { Layers, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { type BatchListFilter, useBatches } from '@/features/batches/api/get-batches';
import { BatchList } from '@/features/batches/components/batch-list';
import { NEW_BATCH_PATH } from '@/features/batches/paths';
import { FundraisingRestricted } from '@/features/giving/components/fundraising-gate';
import { isApiError } from '@/lib/api-client';
import { useCurrentSession } from '@/lib/session/current-session';

const FILTERS: { value: BatchListFilter; label: string }[] = [
  { value: 'all', label: 'All batches' },
  { value: 'open', label: 'Open' },
  { value: 'committed', label: 'Committed' },
];

function filterOf(value: string | null): BatchListFilter {
  return FILTERS.find((filter) => filter.value === value)?.value ?? 'all';
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * "/giving/batches": the Sunday counts entered by hand. An admin sees every batch and starts new
 * ones; a counter sees the open batches only, to enter gifts into.
 */
export function GivingBatchesRoute() {
  const { role } = useCurrentSession();
  const admin = canAccessFundraising(role);
  const [params, setParams] = useSearchParams();
  const filter = admin ? filterOf(params.get('state')) : 'open';
  const page = pageOf(params.get('page'));
  // The same query the list makes: its 403 (a role or counter mark taken away) has the last word.
  const batches = useBatches(filter, page);
  if (isApiError(batches.error) && batches.error.status === 403) return <FundraisingRestricted />;

  const setQuery = (next: { state?: BatchListFilter; page?: number }) =>
    setParams((current) => {
      const query = new URLSearchParams(current);
      if (next.state !== undefined) {
        query.set('state', next.state);
        query.delete('page');
      }
      if (next.page !== undefined) query.set('page', String(next.page));
      return query;
    });

  return (
    <>
      <PageHeader
        title="Batches"
        description={
          admin
            ? 'Gifts received by hand, entered against the count sheet and committed once they balance.'
            : 'Open batches to enter gifts into.'
        }
        icon={<Layers aria-hidden="true" />}
        actions={
          admin ? (
            <>
              <Select
                aria-label="Show"
                className="w-40"
                value={filter}
                onChange={(event) => setQuery({ state: filterOf(event.target.value) })}
              >
                {FILTERS.map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Select>
              <Button asChild>
                <Link to={NEW_BATCH_PATH}>
                  <Plus aria-hidden="true" />
                  New batch
                </Link>
              </Button>
            </>
          ) : null
        }
      />
      <BatchList filter={filter} page={page} onPageChange={(next) => setQuery({ page: next })} />
    </>
  );
}
