import { type DonorFrequency, type DonorSummary, donorName, FREQUENCY_LABELS } from '@steward/domain';
import { Mail, Phone } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { focusRing } from '@/components/ui/button';
import { Facts } from '@/components/ui/card-list';
import { cn } from '@/lib/cn';
import { formatCurrency, formatNumber } from '@/lib/format-money';
import { donorRecordPath } from '@/lib/giving/donor-record-paths';
import { formatMonthYear } from '@/lib/giving/format';
import { shownDonor } from '../within-limits';

export const FREQUENCY_TONES: Record<DonorFrequency, BadgeTone> = {
  frequent: 'success',
  regular: 'accent',
  occasional: 'warning',
  'one-time': 'neutral',
};

/** "JS" for Jane Smith; the first letter of each name, so one name alone gives one letter. */
export function initials(firstName: string, lastName: string): string {
  const letters = [firstName, lastName].map((name) => Array.from(name.trim())[0] ?? '').join('');
  return letters.toUpperCase() || '?';
}

function month(day: string | null): string {
  return day ? formatMonthYear(day) : '—';
}

/** Spec 001 §2 donor card: initials, frequency, contact details and giving. */
export function DonorCard({ donor: stored }: { donor: DonorSummary }) {
  const headingId = useId();
  const donor = shownDonor(stored);
  const name = donorName(donor);
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-sm font-semibold text-indigo-700"
        >
          {initials(donor.firstName, donor.lastName)}
        </span>
        <div className="flex min-w-0 flex-col items-start gap-1">
          <h3 id={headingId} className="font-semibold wrap-anywhere text-slate-900">
            {/* The donor's own page: giving by year and fund, every gift, details and merging. */}
            <Link
              to={donorRecordPath(donor.id)}
              className={cn('rounded-sm text-indigo-700 hover:underline', focusRing)}
            >
              {name}
            </Link>
          </h3>
          {donor.frequency ? (
            <Badge tone={FREQUENCY_TONES[donor.frequency]}>{FREQUENCY_LABELS[donor.frequency]}</Badge>
          ) : (
            <Badge tone="neutral">No gifts yet</Badge>
          )}
        </div>
      </div>
      {donor.email || donor.phone ? (
        <div className="flex min-w-0 flex-col gap-1 text-slate-700">
          {donor.email ? (
            <span className="flex min-w-0 items-center gap-2">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              <span className="wrap-anywhere">
                <span className="sr-only">Email: </span>
                {donor.email}
              </span>
            </span>
          ) : null}
          {donor.phone ? (
            <span className="flex min-w-0 items-center gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              <span className="wrap-anywhere">
                <span className="sr-only">Phone: </span>
                {donor.phone}
              </span>
            </span>
          ) : null}
        </div>
      ) : null}
      <Facts
        items={[
          ['Total given', formatCurrency(donor.totalAmount)],
          ['Gifts', formatNumber(donor.donationCount)],
          ['Average gift', formatCurrency(donor.averageDonation)],
          ['First gift', month(donor.firstDonation)],
          ['Last gift', month(donor.lastDonation)],
        ]}
      />
    </article>
  );
}
