import { describe, expect, it } from 'vitest';
import { campaignProblems, pledgeProblems } from './validation';

const campaign = {
  name: 'Building Fund 2026',
  fundIds: ['fund-building'],
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  goalCents: 50_000_000,
  description: 'A new roof and a lift to the hall.',
};

describe('campaignProblems', () => {
  it('has none for a named campaign with a fund, a period, a goal and a description', () => {
    expect(campaignProblems(campaign)).toEqual([]);
    expect(campaignProblems({ ...campaign, goalCents: null, description: null })).toEqual([]);
    expect(campaignProblems({ ...campaign, endDate: campaign.startDate })).toEqual([]);
  });

  it('asks for a name, and one of at most 120 characters after trimming', () => {
    expect(campaignProblems({ ...campaign, name: '   ' })).toEqual([
      { field: 'name', message: 'Enter a campaign name.' },
    ]);
    expect(campaignProblems({ ...campaign, name: ` ${'a'.repeat(120)} ` })).toEqual([]);
    expect(campaignProblems({ ...campaign, name: 'a'.repeat(121) })).toEqual([
      { field: 'name', message: 'Campaign name must be 120 characters or less.' },
    ]);
  });

  it('asks for at least one fund and at most 20, each counted once', () => {
    expect(campaignProblems({ ...campaign, fundIds: [] })).toEqual([
      { field: 'funds', message: 'Choose at least one fund.' },
    ]);
    const funds = Array.from({ length: 21 }, (_, index) => `fund-${index}`);
    expect(campaignProblems({ ...campaign, fundIds: funds.slice(0, 20) })).toEqual([]);
    expect(campaignProblems({ ...campaign, fundIds: [...funds.slice(0, 20), 'fund-0'] })).toEqual([]);
    expect(campaignProblems({ ...campaign, fundIds: funds })).toEqual([
      { field: 'funds', message: 'A campaign may have at most 20 funds.' },
    ]);
  });

  it('asks for real calendar dates', () => {
    expect(campaignProblems({ ...campaign, startDate: '2026-02-30', endDate: '12/31/2026' })).toEqual([
      { field: 'startDate', message: 'Enter a valid start date.' },
      { field: 'endDate', message: 'Enter a valid end date.' },
    ]);
    expect(campaignProblems({ ...campaign, startDate: '' })).toEqual([
      { field: 'startDate', message: 'Enter a valid start date.' },
    ]);
  });

  it('asks for an end on or after the start', () => {
    expect(campaignProblems({ ...campaign, endDate: '2025-12-31' })).toEqual([
      { field: 'endDate', message: 'The end date must be on or after the start date.' },
    ]);
  });

  it('asks for a goal above $0 in whole cents, at most $1 billion', () => {
    const goal = { field: 'goal', message: 'The goal must be more than $0.' };
    expect(campaignProblems({ ...campaign, goalCents: 0 })).toEqual([goal]);
    expect(campaignProblems({ ...campaign, goalCents: -100 })).toEqual([goal]);
    expect(campaignProblems({ ...campaign, goalCents: 10.5 })).toEqual([goal]);
    expect(campaignProblems({ ...campaign, goalCents: 100_000_000_000 })).toEqual([]);
    expect(campaignProblems({ ...campaign, goalCents: 100_000_000_001 })).toEqual([
      { field: 'goal', message: 'The goal must be at most $1,000,000,000.00.' },
    ]);
  });

  it('takes a description of at most 2000 characters after trimming', () => {
    expect(campaignProblems({ ...campaign, description: `${'a'.repeat(2000)}\n` })).toEqual([]);
    expect(campaignProblems({ ...campaign, description: 'a'.repeat(2001) })).toEqual([
      { field: 'description', message: 'Description must be 2000 characters or less.' },
    ]);
  });

  it('lists every problem at once, in the order of the form', () => {
    const problems = campaignProblems({
      name: '',
      fundIds: [],
      startDate: '2026-13-01',
      endDate: '2026-12-31',
      goalCents: 0,
      description: 'a'.repeat(2001),
    });
    expect(problems.map((problem) => problem.field)).toEqual([
      'name',
      'funds',
      'startDate',
      'goal',
      'description',
    ]);
  });
});

const pledge = {
  amountCents: 120_000,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  frequency: 'monthly' as const,
};
const period = { startDate: '2026-01-01', endDate: '2026-12-31' };

describe('pledgeProblems', () => {
  it('has none for a pledge within its campaign', () => {
    expect(pledgeProblems(pledge, period)).toEqual([]);
    expect(pledgeProblems({ ...pledge, frequency: null }, period)).toEqual([]);
    expect(pledgeProblems({ ...pledge, startDate: '2026-06-01', endDate: '2026-06-01' }, period)).toEqual([]);
  });

  it('asks for an amount above $0 in whole cents', () => {
    const amount = { field: 'amount', message: 'The pledge must be more than $0.' };
    expect(pledgeProblems({ ...pledge, amountCents: 0 }, period)).toEqual([amount]);
    expect(pledgeProblems({ ...pledge, amountCents: -500 }, period)).toEqual([amount]);
    expect(pledgeProblems({ ...pledge, amountCents: 99.5 }, period)).toEqual([amount]);
    expect(pledgeProblems({ ...pledge, amountCents: Number.NaN }, period)).toEqual([amount]);
  });

  it('takes at most the gift limit, $10 million', () => {
    expect(pledgeProblems({ ...pledge, amountCents: 1_000_000_000 }, period)).toEqual([]);
    expect(pledgeProblems({ ...pledge, amountCents: 1_000_000_001 }, period)).toEqual([
      { field: 'amount', message: 'The pledge must be at most $10,000,000.00.' },
    ]);
  });

  it('asks for real calendar dates, the end on or after the start', () => {
    expect(pledgeProblems({ ...pledge, startDate: '2026-02-29', endDate: '2026-04-31' }, period)).toEqual([
      { field: 'startDate', message: 'Enter a valid start date.' },
      { field: 'endDate', message: 'Enter a valid end date.' },
    ]);
    expect(pledgeProblems({ ...pledge, startDate: '2026-06-01', endDate: '2026-05-31' }, period)).toEqual([
      { field: 'endDate', message: 'The end date must be on or after the start date.' },
    ]);
  });

  it("keeps the pledge within the campaign's period, naming its days", () => {
    expect(pledgeProblems({ ...pledge, startDate: '2025-12-31' }, period)).toEqual([
      {
        field: 'startDate',
        message: "The pledge must start on or after the campaign's start (January 1, 2026).",
      },
    ]);
    expect(pledgeProblems({ ...pledge, endDate: '2027-01-01' }, period)).toEqual([
      {
        field: 'endDate',
        message: "The pledge must end on or before the campaign's end (December 31, 2026).",
      },
    ]);
  });

  it('refuses a schedule of more than 1000 instalments', () => {
    const decades = { startDate: '2000-01-01', endDate: '2099-12-31' };
    expect(pledgeProblems({ ...pledge, ...decades, frequency: 'weekly' }, decades)).toEqual([
      {
        field: 'frequency',
        message: 'A weekly pledge may have at most 1000 instalments; choose a shorter period.',
      },
    ]);
    expect(pledgeProblems({ ...pledge, ...decades, frequency: 'quarterly' }, decades)).toEqual([]);
    expect(pledgeProblems({ ...pledge, ...decades, frequency: null }, decades)).toEqual([]);
  });
});
