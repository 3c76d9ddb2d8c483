import { type DonorSummary, donorName } from '@steward/domain';
import { Link } from 'react-router';
import { SortableHeader } from '@/components/sortable-header';
import { focusRing } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/format-day';
import { formatCurrency, formatNumber } from '@/lib/format-money';
import { givingDonorPath } from '@/lib/giving/donor-record-paths';
import type { DonorTableOrder, DonorTableSort } from '../../hooks/use-donor-table-query';
import { shownDonor } from '../within-limits';

/** "Smith, Jane": the list is in last-name order, so the last name leads; one name alone as it is. */
export function listedName(donor: Pick<DonorSummary, 'firstName' | 'lastName'>): string {
  const first = donor.firstName.trim();
  const last = donor.lastName.trim();
  return first && last ? `${last}, ${first}` : donorName(donor);
}

/** The day of the last gift, or a dash for a donor added by hand who has none yet. */
export function lastGiftText(donor: DonorSummary): string {
  return donor.lastDonation ? formatDay(donor.lastDonation) : '—';
}

interface DonorTableProps {
  donors: DonorSummary[];
  sort: DonorTableSort;
  order: DonorTableOrder;
  onSort: (sort: DonorTableSort) => void;
}

/** One line per donor, about twenty to a desktop screen; name, total and last gift sort both ways. */
export function DonorTable({ donors, sort, order, onSort }: DonorTableProps) {
  const sortProps = { sort, order, onSort };
  return (
    <Table label="Donors">
      <TableHead>
        <tr>
          <SortableHeader column="name" {...sortProps}>
            Name
          </SortableHeader>
          <TableHeader>Email</TableHeader>
          <TableHeader>Phone</TableHeader>
          <TableHeader className="text-right">Gifts</TableHeader>
          <SortableHeader column="totalAmount" className="[&>button]:justify-end" {...sortProps}>
            Total given
          </SortableHeader>
          <SortableHeader column="lastDonation" {...sortProps}>
            Last gift
          </SortableHeader>
        </tr>
      </TableHead>
      <TableBody>
        {donors.map((stored) => {
          const donor = shownDonor(stored);
          return (
            <tr key={donor.id} className="hover:bg-slate-50">
              <TableCell className="max-w-64 py-2 font-medium">
                <Link
                  to={givingDonorPath(donor.id)}
                  className={cn('rounded-sm wrap-anywhere text-indigo-700 hover:underline', focusRing)}
                >
                  {listedName(donor)}
                </Link>
              </TableCell>
              <TableCell className="max-w-64 py-2 wrap-anywhere">{donor.email ?? ''}</TableCell>
              <TableCell className="py-2 whitespace-nowrap">{donor.phone ?? ''}</TableCell>
              <TableCell className="py-2 text-right tabular-nums">
                {formatNumber(donor.donationCount)}
              </TableCell>
              <TableCell className="py-2 text-right tabular-nums">
                {formatCurrency(donor.totalAmount)}
              </TableCell>
              <TableCell className="py-2 whitespace-nowrap tabular-nums">{lastGiftText(donor)}</TableCell>
            </tr>
          );
        })}
      </TableBody>
    </Table>
  );
}
