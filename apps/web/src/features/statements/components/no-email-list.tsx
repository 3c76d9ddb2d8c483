import type { StatementRecipient } from '@steward/domain';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { formatCurrency } from '@/lib/format-money';
import { UnreachableDonors } from './unreachable-donors';

/**
 * A run's donors without email: those whose statements go by post (name, postal code and total,
 * in postal-code order as the combined PDF prints them; plain rows that print on paper as on
 * screen), and apart from them those with no mailing address either, who can be reached neither way.
 */
export function NoEmailList({ recipients }: { recipients: StatementRecipient[] }) {
  const unreachable = recipients.filter((recipient) => !recipient.hasAddress);
  const postable = recipients.filter((recipient) => recipient.hasAddress);
  return (
    <div className="flex flex-col gap-6">
      {unreachable.length > 0 ? <UnreachableDonors recipients={unreachable} /> : null}
      {postable.length > 0 ? <PostingList recipients={postable} /> : null}
    </div>
  );
}

function PostingList({ recipients }: { recipients: StatementRecipient[] }) {
  const total = recipients.reduce((sum, recipient) => sum + recipient.total, 0);
  return (
    <Table label="Donors without email">
      <TableHead>
        <tr>
          <TableHeader>Donor</TableHeader>
          <TableHeader>Postal code</TableHeader>
          <TableHeader className="text-right">Total</TableHeader>
        </tr>
      </TableHead>
      <TableBody>
        {recipients.map((recipient) => (
          <tr key={recipient.donorId} className="break-inside-avoid">
            <TableCell className="font-medium wrap-anywhere text-slate-900">{recipient.donorName}</TableCell>
            <TableCell className="whitespace-nowrap">{recipient.postalCode ?? '—'}</TableCell>
            <TableCell className="text-right whitespace-nowrap">{formatCurrency(recipient.total)}</TableCell>
          </tr>
        ))}
      </TableBody>
      <tfoot className="border-t border-slate-300">
        <tr>
          <TableCell colSpan={2} className="font-semibold text-slate-900">
            {recipients.length} {recipients.length === 1 ? 'donor' : 'donors'}
          </TableCell>
          <TableCell className="text-right font-semibold whitespace-nowrap text-slate-900">
            {formatCurrency(total)}
          </TableCell>
        </tr>
      </tfoot>
    </Table>
  );
}
