import type { DonorAnalysis } from '@steward/domain';
import { DollarSign, Gift, type LucideIcon, TrendingUp, Users } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatCurrency, formatNumber } from '@/lib/format-money';

/** Spec 001 §2: a summary card's colour. */
const COLOURS = {
  blue: 'bg-blue-50 text-blue-600',
  green: 'bg-emerald-50 text-emerald-700',
  purple: 'bg-purple-50 text-purple-600',
  orange: 'bg-orange-50 text-orange-600',
} as const;

interface KpiCardProps {
  title: string;
  value: string;
  /** A line under the value ("in 19 households"). */
  detail?: string | null;
  icon: LucideIcon;
  colour: keyof typeof COLOURS;
}

/**
 * Spec 001 §2 summary card: a title, a value, an icon and a colour. The value has the card's whole
 * width, so a large amount still fits four across or two across on a phone.
 */
function KpiCard({ title, value, detail, icon: Icon, colour }: KpiCardProps) {
  return (
    <div className="flex h-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium text-slate-600">{title}</span>
        <span
          className={cn(
            'flex size-8 shrink-0 items-center justify-center rounded-lg sm:size-9',
            COLOURS[colour],
          )}
        >
          <Icon aria-hidden="true" className="size-4 sm:size-5" />
        </span>
      </div>
      <span className="text-lg font-semibold tracking-tight wrap-anywhere text-slate-900 tabular-nums sm:text-2xl">
        {value}
      </span>
      {detail ? <span className="text-xs text-slate-600">{detail}</span> : null}
    </div>
  );
}

/** Spec 001 §2: the four KPI cards of the analytics dashboard. */
export function KpiCards({ analysis }: { analysis: DonorAnalysis }) {
  const cards: KpiCardProps[] = [
    {
      title: 'Total Donors',
      value: formatNumber(analysis.totalDonors),
      // Persons, as the spec counts them; the households some of them give in, beside.
      detail:
        analysis.households > 0
          ? `${formatNumber(analysis.households)} ${analysis.households === 1 ? 'household' : 'households'} among them`
          : null,
      icon: Users,
      colour: 'blue',
    },
    {
      title: 'Total Donations',
      value: formatCurrency(analysis.totalAmount),
      icon: DollarSign,
      colour: 'green',
    },
    {
      title: 'Average Donation',
      value: formatCurrency(analysis.averageDonation),
      icon: TrendingUp,
      colour: 'purple',
    },
    { title: 'Total Gifts', value: formatNumber(analysis.donationCount), icon: Gift, colour: 'orange' },
  ];
  return (
    <ul aria-label="Donor totals" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {cards.map((card) => (
        <li key={card.title} className="min-w-0">
          <KpiCard {...card} />
        </li>
      ))}
    </ul>
  );
}
