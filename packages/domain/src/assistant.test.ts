import { describe, expect, it } from 'vitest';
import type { DonorAnalysis } from './api/donors';
import { BUILT_IN_ANALYST_NOTE, builtInAnswer, QUICK_QUESTIONS } from './assistant';

const donor = (firstName: string, totalAmount: number, donationCount: number) => ({
  id: '00000000-0000-4000-8000-000000000001',
  firstName,
  lastName: 'Lee',
  email: null,
  phone: null,
  totalAmount,
  donationCount,
  averageDonation: totalAmount / donationCount,
  firstDonation: '2024-01-01',
  lastDonation: '2024-06-01',
  frequency: 'regular' as const,
  address: null,
  envelopeNumber: null,
});

const month = (m: number, amount: number) => ({
  month: `2024-${String(m).padStart(2, '0')}`,
  label: `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'][m - 1]} 2024`,
  year: 2024,
  amount,
  donorCount: 3,
  giftCount: 4,
  averageDonation: amount / 4,
});

const ANALYSIS: DonorAnalysis = {
  totalDonors: 10,
  households: 0,
  totalAmount: 10000,
  averageDonation: 250,
  donationCount: 40,
  topDonors: [donor('Ann', 3000, 6), donor('Bo', 2000, 4)],
  monthlyTrends: [
    month(1, 1000),
    month(2, 1000),
    month(3, 1000),
    month(4, 1500),
    month(5, 1500),
    month(6, 1500),
  ],
  frequencyCounts: { frequent: 2, regular: 3, occasional: 1, 'one-time': 4 },
  donorRetention: { newDonors: 4, returningDonors: 6, retentionRate: 0.6, churnRate: 0.4 },
  yearOverYear: { year: 2025, previousYearDonors: 8, retainedDonors: 6, retentionRate: 0.75 },
  lybunt: 3,
  sybunt: 2,
  forecast: {
    nextMonth: { predictedAmount: 1600, confidence: 0.7 },
    nextQuarter: { predictedAmount: 1700, confidence: 0.7 },
    trendDirection: 'up',
  },
  enhancedForecast: {
    economicFactors: {
      consumerConfidence: 0.05,
      marketPerformance: 0.03,
      unemploymentImpact: -0.02,
      gdpGrowthImpact: 0.04,
    },
    adjustedPredictions: {
      nextMonth: { baseAmount: 1600, economicAdjustment: 128, finalAmount: 1728, confidence: 0.75 },
      nextQuarter: { baseAmount: 1700, economicAdjustment: 102, finalAmount: 1802, confidence: 0.73 },
    },
  },
  asOf: '2026-11-23',
};

describe('builtInAnswer', () => {
  it('says it is the built-in analyst in every answer', () => {
    for (const question of [...QUICK_QUESTIONS, 'hello']) {
      expect(builtInAnswer(question, ANALYSIS).content.startsWith(BUILT_IN_ANALYST_NOTE)).toBe(true);
    }
  });

  it('answers each quick question from the analysis', () => {
    const [top, trend, retention, forecast, lapsed] = QUICK_QUESTIONS.map((q) => builtInAnswer(q, ANALYSIS));
    expect(top?.content).toContain('Ann Lee ($3,000 over 6 gifts), Bo Lee ($2,000 over 4 gifts)');
    expect(top?.insights).toEqual(['The top 2 donors gave 50.0% of all giving.']);
    expect(trend?.content).toContain('($4,500) is up 50.0% on the three months before ($3,000)');
    expect(retention?.content).toContain(
      '6 of 10 donors have given more than once (60.0%); 4 have given once.',
    );
    expect(retention?.insights[0]).toBe(
      'Year over year, 6 of the 8 donors of 2024 gave again in 2025 (75.0%).',
    );
    expect(forecast?.content).toContain("next month's giving is forecast at $1,600");
    expect(lapsed?.content).toContain('3 donors gave last year but not yet this year (LYBUNT), and 2 ');
  });

  it('sums up and lists what it can answer for anything else, and asks for data when there is none', () => {
    expect(builtInAnswer('what can you do?', ANALYSIS).content).toContain(
      '10 donors have given $10,000 in 40 gifts',
    );
    expect(builtInAnswer('top donors?', { ...ANALYSIS, totalDonors: 0 }).content).toContain(
      'there is no donor data yet',
    );
  });
});

describe("builtInAnswer's campaigns", () => {
  const roof = {
    id: '00000000-0000-4000-8000-000000000009',
    name: 'Roof Campaign 2026',
    description: null,
    funds: [{ id: '00000000-0000-4000-8000-000000000008', name: 'Building Fund', label: 'Building Fund' }],
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    goalCents: 4_000_000,
    status: 'active' as const,
    pledgedCents: 3_100_000,
    givenCents: 2_345_000,
    pledgers: 30,
  };

  it('answers a question about campaigns or pledges with each one against its goal', () => {
    const answer = builtInAnswer('How is our building campaign doing?', ANALYSIS, [roof]);
    expect(answer.content).toBe(
      `${BUILT_IN_ANALYST_NOTE} Roof Campaign 2026 (Jan 1, 2026 to Dec 31, 2026): $23,450 given of its $40,000 goal (58.6%), $31,000 pledged by 30 pledgers.`,
    );
    expect(answer.insights).toEqual([
      'Roof Campaign 2026 has 77.5% of its goal pledged: $9,000 is still to be promised.',
    ]);
    expect(builtInAnswer('who has pledged?', ANALYSIS, [roof]).content).toContain('Roof Campaign 2026');
  });

  it('says there is none yet, even before any donor data', () => {
    const answer = builtInAnswer('What about pledges?', { ...ANALYSIS, totalDonors: 0 }, []);
    expect(answer.content).toContain('There is no campaign yet');
  });
});
