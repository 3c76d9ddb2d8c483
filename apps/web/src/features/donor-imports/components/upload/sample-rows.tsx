import { type DonorImportPreview, formatAddress } from '@steward/domain';
import { Table, TableBody, TableCell, TableHead, TableHeader } from '@/components/ui/table';
import { formatDay } from '@/lib/format-day';
import { formatCurrency } from '@/lib/format-money';

function fullName(record: DonorImportPreview['sample'][number]): string {
  return [record.firstName, record.lastName].filter(Boolean).join(' ');
}

/**
 * The first rows kept, as they would be stored; the table scrolls sideways on a phone. The address
 * column shows when a row has an address.
 */
export function SampleRows({ sample }: { sample: DonorImportPreview['sample'] }) {
  const withAddress = sample.some((record) => record.address !== null);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-0.5">
        <h4 className="text-sm font-semibold text-slate-900">First rows</h4>
        <p className="text-xs text-slate-600">As read with the columns below.</p>
      </div>
      {sample.length === 0 ? (
        <p className="text-sm text-slate-600">No row of the file could be read with these columns.</p>
      ) : (
        <div className="overflow-hidden rounded-lg border border-slate-200">
          <Table label="First rows of the file">
            <TableHead>
              <tr>
                <TableHeader>Line</TableHeader>
                <TableHeader>Name</TableHeader>
                <TableHeader>Email</TableHeader>
                {withAddress ? <TableHeader>Address</TableHeader> : null}
                <TableHeader className="text-right">Amount</TableHeader>
                <TableHeader>Date</TableHeader>
                <TableHeader>Fund</TableHeader>
              </tr>
            </TableHead>
            <TableBody>
              {sample.map((record) => (
                <tr key={record.line}>
                  <TableCell className="text-slate-500 tabular-nums">{record.line}</TableCell>
                  <TableCell className="font-medium whitespace-nowrap text-slate-900">
                    {fullName(record)}
                  </TableCell>
                  <TableCell>{record.email ?? '—'}</TableCell>
                  {withAddress ? (
                    <TableCell className="min-w-48">
                      {record.address ? formatAddress(record.address) : '—'}
                    </TableCell>
                  ) : null}
                  <TableCell className="text-right whitespace-nowrap tabular-nums">
                    {formatCurrency(record.amount)}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatDay(record.date)}</TableCell>
                  <TableCell>{record.fund ?? '—'}</TableCell>
                </tr>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </div>
  );
}
