import { describe, expect, it } from 'vitest';
import { batchInputSchema, giftEntryInputSchema } from './batches';
import { isCalendarDay } from './fields';

const gift = {
  donor: { kind: 'anonymous' },
  method: 'cash',
  giftDate: '2026-11-22',
  allocations: [{ fund: 'General Fund', amountCents: 2_000 }],
} as const;

const batch = {
  receivedDate: '2026-11-22',
  expectedCount: 3,
  expectedTotalCents: 10_000,
  expectedCashCents: null,
  expectedCheckCents: null,
};

/** The first message a schema gives for `value`, or null when it takes it. */
function refusal(schema: typeof giftEntryInputSchema | typeof batchInputSchema, value: unknown) {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? '');
}

describe('isCalendarDay', () => {
  it.each(['2026-02-28', '2028-02-29', '1900-01-01', '2100-12-31'])('takes %s', (day) => {
    expect(isCalendarDay(day)).toBe(true);
  });

  it.each([
    '2026-02-30',
    '2027-02-29',
    '2026-13-01',
    '2026-04-31',
    '0000-01-01',
    '1899-12-31',
    '2101-01-01',
    '2026-1-5',
  ])('refuses %s', (day) => {
    expect(isCalendarDay(day)).toBe(false);
  });
});

describe('the gift entry schema', () => {
  it('refuses an impossible date, naming the field', () => {
    expect(refusal(giftEntryInputSchema, { ...gift, giftDate: '2026-02-30' })).toBe(
      'Gift date must be a real date, as YYYY-MM-DD',
    );
    expect(refusal(giftEntryInputSchema, { ...gift, giftDate: '0000-01-01' })).toBe(
      'Gift date must be a real date, as YYYY-MM-DD',
    );
  });

  it('refuses NUL and control characters in one-line fields, and keeps line breaks in the memo', () => {
    expect(refusal(giftEntryInputSchema, { ...gift, method: 'check', checkNumber: '10\u000042' })).toBe(
      'Check number must be on one line, without control characters',
    );
    expect(
      refusal(giftEntryInputSchema, { ...gift, allocations: [{ fund: 'General\nFund', amountCents: 1 }] }),
    ).toBe('Fund must be on one line, without control characters');
    expect(refusal(giftEntryInputSchema, { ...gift, memo: 'In memory of\nRuth' })).toBeNull();
    expect(refusal(giftEntryInputSchema, { ...gift, memo: 'In memory\u0000' })).toBe(
      'Memo must not contain control characters',
    );
  });

  it("leaves an empty gift to the grid's own words (validateGiftEntry)", () => {
    expect(refusal(giftEntryInputSchema, { ...gift, allocations: [] })).toBeNull();
  });
});

describe('the batch schema', () => {
  it('refuses control characters in its name and bank account and impossible dates', () => {
    expect(refusal(batchInputSchema, { ...batch, name: 'Sunday\u0007' })).toBe(
      'Batch name must be on one line, without control characters',
    );
    expect(refusal(batchInputSchema, { ...batch, bankAccount: 'Operating\r\n1234' })).toBe(
      'Bank account must be on one line, without control characters',
    );
    expect(refusal(batchInputSchema, { ...batch, receivedDate: '2026-02-30' })).toBe(
      'Received date must be a real date, as YYYY-MM-DD',
    );
    expect(refusal(batchInputSchema, { ...batch, depositDate: '2026-11-31' })).toBe(
      'Deposit date must be a real date, as YYYY-MM-DD',
    );
  });

  it('takes a cash count by denomination and refuses fractions and unknown denominations', () => {
    expect(refusal(batchInputSchema, { ...batch, cashCount: { b2000: 4, c25: 8 } })).toBeNull();
    expect(refusal(batchInputSchema, { ...batch, cashCount: { b2000: 1.5 } })).toBe(
      'The number of bills or coins must be a whole number',
    );
    expect(refusal(batchInputSchema, { ...batch, cashCount: { b300: 1 } })).not.toBeNull();
  });
});
