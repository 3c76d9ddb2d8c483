import { describe, expect, it } from 'vitest';
import {
  batchWeek,
  dateOutsideWeekWarning,
  duplicateCheckWarning,
  unusualAmountWarning,
  usualGiftCents,
} from './warnings';

describe('batchWeek', () => {
  it.each([
    ['2026-11-22', '2026-11-22', '2026-11-28'], // a Sunday starts its own week
    ['2026-11-25', '2026-11-22', '2026-11-28'], // a Wednesday mail count
    ['2026-11-28', '2026-11-22', '2026-11-28'], // a Saturday ends it
    ['2026-12-31', '2026-12-27', '2027-01-02'], // across the year's end
  ])('the week of %s is %s to %s', (received, first, last) => {
    expect(batchWeek(received)).toEqual({ first, last });
  });
});

describe('dateOutsideWeekWarning', () => {
  it.each(['2026-11-22', '2026-11-24', '2026-11-28'])('says nothing of %s, inside the week', (day) => {
    expect(dateOutsideWeekWarning('2026-11-22', day)).toBeNull();
  });

  it.each(['2026-11-21', '2026-11-29', '2025-11-22'])('warns of %s, outside the week', (day) => {
    expect(dateOutsideWeekWarning('2026-11-22', day)?.kind).toBe('date_outside_week');
  });

  it("names the gift's date and the week", () => {
    expect(dateOutsideWeekWarning('2026-11-22', '2026-12-02')?.message).toBe(
      "Dec 2, 2026 is outside this batch's week (Nov 22, 2026 to Nov 28, 2026)",
    );
  });
});

describe('usualGiftCents', () => {
  it('is unknown with fewer than three gifts', () => {
    expect(usualGiftCents([])).toBeNull();
    expect(usualGiftCents([5_000, 5_000])).toBeNull();
  });

  it('is the median, so one large gift does not move it', () => {
    expect(usualGiftCents([5_000, 100_000, 4_000])).toBe(5_000);
    expect(usualGiftCents([4_000, 5_000, 6_000, 100_000])).toBe(5_500);
  });
});

describe('unusualAmountWarning', () => {
  const usual = [5_000, 5_000, 5_000];

  it('warns at ten times the usual gift', () => {
    expect(unusualAmountWarning('Jane Doe', 50_000, usual)).toEqual({
      kind: 'unusual_amount',
      message: "$500.00 is 10 times or more Jane Doe's usual gift of $50.00",
    });
  });

  it('says nothing just under ten times', () => {
    expect(unusualAmountWarning('Jane Doe', 49_999, usual)).toBeNull();
  });

  it("tells a counter only that the amount is unusual, with no figure of the donor's giving", () => {
    const warning = unusualAmountWarning('Jane Doe', 50_000, usual, 'counter');
    expect(warning).toEqual({
      kind: 'unusual_amount',
      message: '$500.00 is unusual for Jane Doe: please check the amount',
    });
    expect(warning?.message).not.toContain('$50.00');
  });

  it('says nothing of a donor with fewer than three gifts', () => {
    expect(unusualAmountWarning('Jane Doe', 1_000_000, [5_000, 5_000])).toBeNull();
  });
});

describe('duplicateCheckWarning', () => {
  it('names the batches the check is already in', () => {
    expect(duplicateCheckWarning('1042', 'Jane Doe', ['Sunday 9:00, Nov 15 2026'])).toEqual({
      kind: 'duplicate_check',
      message: 'Check 1042 from Jane Doe is already in Sunday 9:00, Nov 15 2026',
    });
  });

  it('does not name the batches a counter cannot open', () => {
    expect(duplicateCheckWarning('1042', 'Jane Doe', ['Sunday 11:00, Nov 22 2026'], 1)?.message).toBe(
      'Check 1042 from Jane Doe is already in Sunday 11:00, Nov 22 2026 and a committed batch',
    );
    expect(duplicateCheckWarning('1042', 'Jane Doe', [], 2)?.message).toBe(
      'Check 1042 from Jane Doe is already in 2 committed batches',
    );
  });

  it('says nothing when no batch has it', () => {
    expect(duplicateCheckWarning('1042', 'Jane Doe', [])).toBeNull();
  });
});
