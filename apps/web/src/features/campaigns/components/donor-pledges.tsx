import { useId } from 'react';
import { Link } from 'react-router';
import { ErrorMessage } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format-money';
import { campaignPath } from '@/lib/giving/fundraising-paths';
import { useDonorPledges } from '../api/pledges';
import { PledgeStandingBadge } from './campaign-badges';
import { formatCents } from './campaign-texts';

/**
 * "Pledges" on a donor's page: the donor's pledges and their household's, newest campaign first,
 * each with what was given towards it. Shown only when there are some, as the page's other
 * occasional sections are; a donor the server no longer has is the page's own "not found".
 */
export function DonorPledges({ donorId }: { donorId: string }) {
  const headingId = useId();
  const pledges = useDonorPledges(donorId);
  if (pledges.isPending) return null;
  if (pledges.isError && isApiError(pledges.error) && pledges.error.status === 404) return null;
  const items = pledges.data?.items ?? [];
  if (!pledges.isError && items.length === 0) return null;

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 border-b border-slate-200 px-4 py-4 sm:px-5">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            Pledges
          </h2>
          <p className="text-sm text-slate-600">
            Promises to campaigns, the donor's own and their household's, and what was given towards each.
          </p>
        </div>
        {items.length > 0 ? (
          <span className="text-sm text-slate-600">
            {formatNumber(items.length)} {items.length === 1 ? 'pledge' : 'pledges'}
          </span>
        ) : null}
      </div>
      {pledges.isError ? (
        <div className="p-4 sm:p-5">
          <ErrorMessage>Error loading the pledges: {errorMessage(pledges.error)}</ErrorMessage>
        </div>
      ) : (
        <Table label="Pledges of the donor">
          <TableHead>
            <tr>
              <TableHeader>Campaign</TableHeader>
              <TableHeader className="text-right">Amount</TableHeader>
              <TableHeader className="text-right">Given</TableHeader>
              <TableHeader className="text-right">Remaining</TableHeader>
              <TableHeader>Standing</TableHeader>
            </tr>
          </TableHead>
          <TableBody>
            {items.map((pledge) => (
              <tr key={pledge.id}>
                <th scope="row" className="max-w-72 min-w-40 px-4 py-3 text-left align-middle font-normal">
                  <span className="flex flex-wrap items-center gap-2">
                    <Link
                      to={campaignPath(pledge.campaignId)}
                      className="font-medium wrap-anywhere text-indigo-700 underline-offset-2 hover:underline"
                    >
                      {pledge.campaignName}
                    </Link>
                    {pledge.pledger.kind === 'household' ? <Badge>Household</Badge> : null}
                  </span>
                  {pledge.pledger.kind === 'household' ? (
                    <span className="mt-0.5 block text-xs wrap-anywhere text-slate-500">
                      Pledged by {pledge.pledger.name}
                    </span>
                  ) : null}
                </th>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {formatCents(pledge.amountCents)}
                </TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {formatCents(pledge.givenCents)}
                  {pledge.beyondCents > 0 ? (
                    <span className="block text-xs text-emerald-700">
                      +{formatCents(pledge.beyondCents)} beyond
                    </span>
                  ) : null}
                </TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {formatCents(pledge.remainingCents)}
                </TableCell>
                <TableCell>
                  <PledgeStandingBadge standing={pledge.standing} />
                </TableCell>
              </tr>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
