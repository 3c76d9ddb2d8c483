import type { GivingUnit } from '@steward/domain';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SortableHeader } from '@/components/sortable-header';
import { Badge } from '@/components/ui/badge';
import { Button, focusRing } from '@/components/ui/button';
import { CardList, CardListItem, Facts } from '@/components/ui/card-list';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatDay } from '@/lib/format-day';
import { formatCurrency, formatNumber } from '@/lib/format-money';
import { givingDonorPath } from '@/lib/giving/donor-record-paths';
import type { DonorTableOrder, DonorTableSort } from '../../hooks/use-donor-table-query';
import { JoinDialog } from '../donor-record/join-dialog';

const lastGift = (unit: GivingUnit) => (unit.lastDonation ? formatDay(unit.lastDonation) : '—');

/** The unit's name, linked to the page of its donor (a household's: the member it is mailed to). */
function UnitName({ unit }: { unit: GivingUnit }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <span className="flex flex-wrap items-center gap-2">
        <Link
          to={givingDonorPath(unit.donorId)}
          className={cn('rounded-sm font-medium wrap-anywhere text-indigo-700 hover:underline', focusRing)}
        >
          {unit.name}
        </Link>
        {unit.kind === 'household' ? <Badge tone="neutral">Household</Badge> : null}
      </span>
      {unit.members.length > 0 ? (
        <span className="text-sm wrap-anywhere text-slate-600">{unit.members.join(', ')}</span>
      ) : null}
    </div>
  );
}

/** "Join with..." for a donor who gives alone; the dialog itself is the list's one. */
function JoinButton({ unit, onJoin }: { unit: GivingUnit; onJoin: (unit: GivingUnit) => void }) {
  if (unit.kind !== 'donor') return null;
  return (
    <Button variant="secondary" size="sm" onClick={() => onJoin(unit)}>
      <UserPlus aria-hidden="true" />
      Join with…<span className="sr-only"> for {unit.name}</span>
    </Button>
  );
}

/** The list's "Join with..." dialog, for the donor whose button was pressed. */
function useJoining() {
  const [joining, setJoining] = useState<GivingUnit | null>(null);
  const dialog = joining ? (
    <JoinDialog
      donor={{ id: joining.id, name: joining.name }}
      open
      onOpenChange={(open) => {
        if (!open) setJoining(null);
      }}
    />
  ) : null;
  return { join: setJoining, dialog };
}

interface GivingUnitTableProps {
  units: GivingUnit[];
  sort: DonorTableSort;
  order: DonorTableOrder;
  onSort: (sort: DonorTableSort) => void;
}

/** The directory by household: a household's line sums its members' giving. */
export function GivingUnitTable({ units, sort, order, onSort }: GivingUnitTableProps) {
  const sortProps = { sort, order, onSort };
  const { join, dialog } = useJoining();
  return (
    <>
      <Table label="Households and donors">
        <TableHead>
          <tr>
            <SortableHeader column="name" {...sortProps}>
              Name
            </SortableHeader>
            <TableHeader className="text-right">Gifts</TableHeader>
            <SortableHeader column="totalAmount" className="[&>button]:justify-end" {...sortProps}>
              Total given
            </SortableHeader>
            <SortableHeader column="lastDonation" {...sortProps}>
              Last gift
            </SortableHeader>
            <TableHeader>
              <span className="sr-only">Actions</span>
            </TableHeader>
          </tr>
        </TableHead>
        <TableBody>
          {units.map((unit) => (
            <tr key={unit.id} className="hover:bg-slate-50">
              <TableCell className="max-w-96 py-2">
                <UnitName unit={unit} />
              </TableCell>
              <TableCell className="py-2 text-right tabular-nums">
                {formatNumber(unit.donationCount)}
              </TableCell>
              <TableCell className="py-2 text-right tabular-nums">
                {formatCurrency(unit.totalAmount)}
              </TableCell>
              <TableCell className="py-2 whitespace-nowrap tabular-nums">{lastGift(unit)}</TableCell>
              <TableCell className="py-2">
                <JoinButton unit={unit} onJoin={join} />
              </TableCell>
            </tr>
          ))}
        </TableBody>
      </Table>
      {dialog}
    </>
  );
}

/** The same on a phone: one card per household or donor. */
export function GivingUnitList({ units }: { units: GivingUnit[] }) {
  const { join, dialog } = useJoining();
  return (
    <>
      <CardList label="Households and donors">
        {units.map((unit) => (
          <CardListItem key={unit.id}>
            <UnitName unit={unit} />
            <Facts
              items={[
                ['Total given', formatCurrency(unit.totalAmount)],
                ['Last gift', lastGift(unit)],
                ['Gifts', formatNumber(unit.donationCount)],
              ]}
            />
            <JoinButton unit={unit} onJoin={join} />
          </CardListItem>
        ))}
      </CardList>
      {dialog}
    </>
  );
}
