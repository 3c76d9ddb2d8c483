import { describe, expect, it } from 'vitest';
import { campaignProgress, monthsBetween } from './progress';

describe('monthsBetween', () => {
  it('counts the months across a year end, both ends included', () => {
    expect(monthsBetween('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03-01', '2026-03-31')).toEqual(['2026-03']);
    expect(monthsBetween('2026-04-01', '2026-03-31')).toEqual([]);
  });
});

describe('campaignProgress', () => {
  const campaign = { startDate: '2026-01-01', endDate: '2027-12-31' };
  const given = new Map([
    ['2026-01', 10_000],
    ['2026-03', 5_000],
  ]);
  const pledged = new Map([['2026-02', 50_000]]);

  it('runs the totals month by month up to today', () => {
    expect(campaignProgress(campaign, '2026-03-10', given, pledged)).toEqual([
      { month: '2026-01', givenCents: 10_000, pledgedCents: 0 },
      { month: '2026-02', givenCents: 10_000, pledgedCents: 50_000 },
      { month: '2026-03', givenCents: 15_000, pledgedCents: 50_000 },
    ]);
  });

  it('stops at the campaign’s end once it is over, and has nothing before it starts', () => {
    const over = campaignProgress(
      { startDate: '2026-01-01', endDate: '2026-02-28' },
      '2027-06-01',
      given,
      pledged,
    );
    expect(over.map((month) => month.month)).toEqual(['2026-01', '2026-02']);
    expect(campaignProgress(campaign, '2025-12-31', given, pledged)).toEqual([]);
  });
});
