import type { Pledge } from '@steward/domain';
import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CardList, CardListItem, Facts } from '@/components/ui/card-list';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { givingDonorPath } from '@/lib/giving/donor-record-paths';
import { useWideLayout } from '@/lib/use-media-query';
import { PledgeStandingBadge } from './campaign-badges';
import { formatCents, periodText, scheduleText } from './campaign-texts';

/** The pledger's name, a link to their page (a household's: its mailing member's), and whether a household pledged. */
export function PledgerName({ pledger }: { pledger: Pledge['pledger'] }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      {pledger.donorId ? (
        <Link
          to={givingDonorPath(pledger.donorId)}
          className="font-medium wrap-anywhere text-indigo-700 underline-offset-2 hover:underline"
        >
          {pledger.name}
        </Link>
      ) : (
        <span className="font-medium wrap-anywhere text-slate-900">{pledger.name}</span>
      )}
      {pledger.kind === 'household' ? <Badge>Household</Badge> : null}
    </span>
  );
}

/** What was given towards the pledge, and what went beyond it when something did. */
function Given({ pledge }: { pledge: Pledge }) {
  return (
    <span className="flex flex-col">
      <span>{formatCents(pledge.givenCents)}</span>
      {pledge.beyondCents > 0 ? (
        <span className="text-xs text-emerald-700">+{formatCents(pledge.beyondCents)} beyond</span>
      ) : null}
    </span>
  );
}

interface PledgeListProps {
  pledges: Pledge[];
  onEdit: (pledge: Pledge) => void;
  onRemove: (pledge: Pledge) => void;
}

/** Edit and Remove: icons in a table row, worded buttons on a phone's card. */
function RowActions({
  pledge,
  onEdit,
  onRemove,
  worded = false,
}: { pledge: Pledge; worded?: boolean } & Omit<PledgeListProps, 'pledges'>) {
  const size = worded ? 'sm' : 'icon-sm';
  return (
    <div className={worded ? 'flex flex-wrap gap-2' : 'flex justify-end gap-1'}>
      <Button
        variant={worded ? 'secondary' : 'ghost'}
        size={size}
        aria-label={`Edit the pledge of ${pledge.pledger.name}`}
        title="Edit"
        onClick={() => onEdit(pledge)}
      >
        <Pencil aria-hidden="true" />
        {worded ? 'Edit' : null}
      </Button>
      <Button
        variant={worded ? 'secondary' : 'ghost'}
        size={size}
        aria-label={`Remove the pledge of ${pledge.pledger.name}`}
        title="Remove"
        onClick={() => onRemove(pledge)}
      >
        <Trash2 aria-hidden="true" />
        {worded ? 'Remove' : null}
      </Button>
    </div>
  );
}

function PledgeTable({ pledges, onEdit, onRemove }: PledgeListProps) {
  return (
    <Table label="Pledge list">
      <TableHead>
        <tr>
          <TableHeader>Pledger</TableHeader>
          <TableHeader className="text-right">Amount</TableHeader>
          <TableHeader>Schedule</TableHeader>
          <TableHeader>Dates</TableHeader>
          <TableHeader className="text-right">Given</TableHeader>
          <TableHeader className="text-right">Remaining</TableHeader>
          <TableHeader className="text-right">Expected by now</TableHeader>
          <TableHeader>Standing</TableHeader>
          <TableHeader>
            <span className="sr-only">Actions</span>
          </TableHeader>
        </tr>
      </TableHead>
      <TableBody>
        {pledges.map((pledge) => (
          <tr key={pledge.id}>
            <th scope="row" className="max-w-64 min-w-40 px-4 py-3 text-left align-middle font-normal">
              <PledgerName pledger={pledge.pledger} />
            </th>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              {formatCents(pledge.amountCents)}
            </TableCell>
            <TableCell className="whitespace-nowrap">{scheduleText(pledge)}</TableCell>
            <TableCell className="min-w-36">{periodText(pledge)}</TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              <Given pledge={pledge} />
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              {formatCents(pledge.remainingCents)}
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              {formatCents(pledge.expectedCents)}
            </TableCell>
            <TableCell>
              <PledgeStandingBadge standing={pledge.standing} />
            </TableCell>
            <TableCell>
              <RowActions pledge={pledge} onEdit={onEdit} onRemove={onRemove} />
            </TableCell>
          </tr>
        ))}
      </TableBody>
    </Table>
  );
}

function PledgeCards({ pledges, onEdit, onRemove }: PledgeListProps) {
  return (
    <CardList label="Pledge list">
      {pledges.map((pledge) => (
        <CardListItem key={pledge.id}>
          <div className="flex items-start justify-between gap-3">
            <span className="min-w-0">
              <PledgerName pledger={pledge.pledger} />
            </span>
            <PledgeStandingBadge standing={pledge.standing} />
          </div>
          <Facts
            items={[
              ['Amount', formatCents(pledge.amountCents)],
              ['Schedule', scheduleText(pledge)],
              ['Dates', periodText(pledge)],
              ['Given', <Given key="given" pledge={pledge} />],
              ['Remaining', formatCents(pledge.remainingCents)],
              ['Expected by now', formatCents(pledge.expectedCents)],
            ]}
          />
          <RowActions pledge={pledge} onEdit={onEdit} onRemove={onRemove} worded />
        </CardListItem>
      ))}
    </CardList>
  );
}

/** The campaign's pledges: a table on a wide screen, a card each on a phone. */
export function PledgeList(props: PledgeListProps) {
  const wide = useWideLayout();
  return wide ? <PledgeTable {...props} /> : <PledgeCards {...props} />;
}
