import type { DonorProfile } from '@steward/domain';
import { useId } from 'react';
import { formatDay } from '@/lib/format-day';
import { formatCurrency, formatNumber } from '@/lib/format-money';

function day(value: string | null): string {
  return value ? formatDay(value) : '—';
}

/** The donor's giving in five figures: total, gifts, average, and the first and last gift. */
export function DonorFigures({ donor }: { donor: DonorProfile['donor'] }) {
  const figures: [label: string, value: string][] = [
    ['Total given', formatCurrency(donor.totalAmount)],
    ['Gifts', formatNumber(donor.donationCount)],
    ['Average gift', formatCurrency(donor.averageDonation)],
    ['First gift', day(donor.firstDonation)],
    ['Last gift', day(donor.lastDonation)],
  ];
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        Giving summary
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-5">
        {figures.map(([label, value]) => (
          <div
            key={label}
            className="flex min-w-0 flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm last:col-span-2 sm:last:col-span-1"
          >
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="text-xl font-semibold tracking-tight wrap-anywhere text-slate-900 tabular-nums sm:text-2xl">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
