import { type DonorSummary, donorName, formatAddress } from '@steward/domain';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatCurrency, formatNumber } from '@/lib/format-money';
import { useDonorPagePath } from '@/lib/giving/use-under-giving';

/** A donor as a list to work through shows them: linked name, email, phone, address, gifts and total. */
export function DonorCell({ donor }: { donor: DonorSummary }) {
  const donorPath = useDonorPagePath();
  return (
    <div className="flex min-w-0 flex-col gap-0.5 text-sm">
      <Link
        to={donorPath(donor.id)}
        className={cn('rounded-sm font-medium wrap-anywhere text-indigo-700 hover:underline', focusRing)}
      >
        {donorName(donor)}
      </Link>
      {donor.email ? <span className="wrap-anywhere text-slate-600">{donor.email}</span> : null}
      {donor.phone ? <span className="text-slate-600">{donor.phone}</span> : null}
      {donor.address ? (
        <span className="wrap-anywhere text-slate-600">{formatAddress(donor.address)}</span>
      ) : null}
      <span className="text-slate-600">
        {formatNumber(donor.donationCount)} {donor.donationCount === 1 ? 'gift' : 'gifts'} ·{' '}
        {formatCurrency(donor.totalAmount)}
      </span>
    </div>
  );
}
