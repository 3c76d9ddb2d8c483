import { describe, expect, it } from 'vitest';
import { optionalTypedDollarsField, typedDollarsField, typedDollarsToCents } from './typed-amount';

describe('typedDollarsToCents', () => {
  it.each([
    ['20', 2_000],
    ['20.5', 2_050],
    ['20.05', 2_005],
    ['$1,250.00', 125_000],
    [' 0.99 ', 99],
    ['1250', 125_000],
    ['1,000,000', 100_000_000],
  ])('reads "%s" as %i cents', (text, cents) => {
    expect(typedDollarsToCents(text)).toBe(cents);
  });

  it.each(['', '12.345', '1,25', '12,50', '-5', '5-3', '1.2.3', 'abc', '$'])('refuses "%s"', (text) => {
    expect(typedDollarsToCents(text)).toBeNull();
  });
});

describe('typedDollarsField and optionalTypedDollarsField', () => {
  const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it('refuses a third decimal and a text in the field’s words', () => {
    expect(message(typedDollarsField('Expected total').safeParse('12.345'))).toBe(
      'Expected total must have at most two decimals',
    );
    expect(message(typedDollarsField('Expected total').safeParse('twelve'))).toBe(
      'Expected total must be an amount in dollars, such as 1,250.00',
    );
  });

  it('requires a value unless optional, where empty is null', () => {
    expect(message(typedDollarsField('Expected total').safeParse(' '))).toBe('Expected total is required');
    expect(optionalTypedDollarsField('Expected cash').parse('')).toBeNull();
    expect(optionalTypedDollarsField('Expected cash').parse('15')).toBe(1_500);
    expect(message(optionalTypedDollarsField('Expected cash').safeParse('1.999'))).toBe(
      'Expected cash must have at most two decimals',
    );
  });
});
