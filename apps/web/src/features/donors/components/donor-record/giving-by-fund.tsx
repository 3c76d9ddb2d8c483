import type { DonorProfile } from '@steward/domain';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { formatCurrency, formatNumber } from '@/lib/format-money';
import { fundLabel } from '@/lib/giving/format';
import { RecordSection } from './record-section';

const numeric = 'text-right tabular-nums whitespace-nowrap';

/** The donor's giving per fund, largest first. */
export function GivingByFund({ funds }: { funds: DonorProfile['funds'] }) {
  return (
    <RecordSection title="By fund" description="Total given to each fund, largest first.">
      {funds.length === 0 ? (
        <EmptyState>No gifts yet.</EmptyState>
      ) : (
        <Table label="Giving by fund">
          <TableHead>
            <tr>
              <TableHeader>Fund</TableHeader>
              <TableHeader className="text-right">Gifts</TableHeader>
              <TableHeader className="text-right">Amount</TableHeader>
            </tr>
          </TableHead>
          <TableBody>
            {funds.map((fund) => (
              <tr key={fund.fund}>
                <th
                  scope="row"
                  className={
                    fund.fund === ''
                      ? 'px-4 py-3 text-left font-normal text-slate-500 italic'
                      : 'px-4 py-3 text-left font-medium wrap-anywhere text-slate-900'
                  }
                >
                  {fundLabel(fund.fund)}
                </th>
                <TableCell className={numeric}>{formatNumber(fund.gifts)}</TableCell>
                <TableCell className={`${numeric} font-semibold text-slate-900`}>
                  {formatCurrency(fund.amount)}
                </TableCell>
              </tr>
            ))}
          </TableBody>
        </Table>
      )}
    </RecordSection>
  );
}
