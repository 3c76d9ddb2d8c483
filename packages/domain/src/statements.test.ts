import { describe, expect, it } from 'vitest';
import {
  campaignProgressSentence,
  DEFAULT_PLEDGE_LETTER,
  DEFAULT_STATEMENT_MESSAGE,
  longDate,
  periodText,
  pledgeLetter,
  shortDate,
  statementMessage,
  yearPeriod,
} from './statements';

describe('statement dates', () => {
  // The text's parts are read, never a Date: no time zone can move January 1 to December 31.
  it('prints calendar dates as written', () => {
    expect(shortDate('2025-01-01')).toBe('Jan 1, 2025');
    expect(shortDate('2025-12-31')).toBe('Dec 31, 2025');
    expect(longDate('2024-02-29')).toBe('February 29, 2024');
    expect(periodText('2025-01-01', '2025-12-31')).toBe('January 1, 2025 – December 31, 2025');
    expect(periodText('2025-07-01', '2026-06-30', ' and ')).toBe('July 1, 2025 and June 30, 2026');
    expect(yearPeriod(2025)).toEqual({ start: '2025-01-01', end: '2025-12-31' });
  });
});

describe('statement message', () => {
  it('says what Publication 1771 asks, with the organisation and the period written in', () => {
    const message = statementMessage(DEFAULT_STATEMENT_MESSAGE, {
      organization: 'Grace Church',
      period: 'January 1, 2025 and December 31, 2025',
    });
    expect(message).toContain('Thank you for your generous support of Grace Church.');
    expect(message).toContain('between January 1, 2025 and December 31, 2025.');
    expect(message).toContain(
      'No goods or services were provided in exchange for these contributions other than intangible religious benefits.',
    );
    expect(message).not.toContain('{');
  });
});

describe('pledge statements', () => {
  it('fill in the letter', () => {
    expect(
      pledgeLetter('Your pledge to {campaign} at {organization}, as of {asOf}; {campaign} again.', {
        organization: 'Grace Church',
        campaign: 'Roof Campaign',
        asOf: 'December 31, 2024',
      }),
    ).toBe('Your pledge to Roof Campaign at Grace Church, as of December 31, 2024; Roof Campaign again.');
    expect(DEFAULT_PLEDGE_LETTER).toContain('{campaign}');
  });

  it('say where the campaign stands, with or without a goal', () => {
    const campaign = {
      name: 'Roof Campaign',
      goalCents: 1_000_000,
      givenCents: 300_000,
      pledgedCents: 460_000,
      pledgers: 2,
    };
    expect(campaignProgressSentence(campaign, '2024-12-31')).toBe(
      'As of December 31, 2024, Roof Campaign has received $3,000.00 towards its goal of $10,000.00 (30.0%), and $4,600.00 has been promised in 2 pledges.',
    );
    expect(campaignProgressSentence({ ...campaign, goalCents: null, pledgers: 1 }, '2025-01-05')).toBe(
      'As of January 5, 2025, Roof Campaign has received $3,000.00, and $4,600.00 has been promised in one pledge.',
    );
  });
});
