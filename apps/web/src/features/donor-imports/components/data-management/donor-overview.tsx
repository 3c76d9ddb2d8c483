import { DollarSign, Gift, Users } from 'lucide-react';
import { StatCard } from '@/components/stat-card';
import { ErrorMessage } from '@/components/ui/alert';
import { errorMessage } from '@/lib/api-client';
import { formatCurrency, formatNumber } from '@/lib/format-money';
import { useDonorAnalysis } from '@/lib/giving/get-donor-analysis';

/** Spec 001 §2 Data Management "overview": what the donor database holds now. */
export function DonorOverview() {
  const analysis = useDonorAnalysis();
  const data = analysis.data;
  if (analysis.isError) {
    return <ErrorMessage>Error loading the donor overview: {errorMessage(analysis.error)}</ErrorMessage>;
  }
  const cards = [
    { label: 'Total Donors', value: data && formatNumber(data.totalDonors), icon: Users, tone: 'accent' },
    { label: 'Total Gifts', value: data && formatNumber(data.donationCount), icon: Gift, tone: 'success' },
    {
      label: 'Total Amount',
      value: data && formatCurrency(data.totalAmount),
      icon: DollarSign,
      tone: 'warning',
    },
  ] as const;
  return (
    <ul aria-label="Donor data overview" className="grid gap-3 sm:grid-cols-3 sm:gap-4">
      {cards.map((card) => (
        <li key={card.label} className="min-w-0">
          <StatCard {...card} />
        </li>
      ))}
    </ul>
  );
}
