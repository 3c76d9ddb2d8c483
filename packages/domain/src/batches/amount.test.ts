import { describe, expect, it } from 'vitest';
import {
  GIFT_AMOUNT_DECIMALS,
  GIFT_AMOUNT_NOT_DOLLARS,
  GIFT_AMOUNT_REQUIRED,
  parseGiftAmount,
} from './amount';

describe('parseGiftAmount', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    ['12.', 1200],
    ['.75', 75],
    ['0.01', 1],
    ['$1,200', 120_000],
    ['$ 1,200.05', 120_005],
    ['  50  ', 5000],
    ['1,234,567.89', 123_456_789],
    ['10000000', 1_000_000_000],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseGiftAmount(text)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', GIFT_AMOUNT_REQUIRED],
    ['   ', GIFT_AMOUNT_REQUIRED],
    ['$', GIFT_AMOUNT_REQUIRED],
    ['12.505', GIFT_AMOUNT_DECIMALS],
    ['1.999', GIFT_AMOUNT_DECIMALS],
    ['0', 'Amount must be above $0'],
    ['0.00', 'Amount must be above $0'],
    ['-5', 'Amount must be above $0'],
    ['-$5.00', 'Amount must be above $0'],
    ['$-5.00', 'Amount must be above $0'],
    ['10000000.01', 'Amount must be at most $10,000,000'],
    ['99999999999999999999', 'Amount must be at most $10,000,000'],
    ['abc', GIFT_AMOUNT_NOT_DOLLARS],
    ['.', GIFT_AMOUNT_NOT_DOLLARS],
    ['12,50', GIFT_AMOUNT_NOT_DOLLARS],
    ['1,2000', GIFT_AMOUNT_NOT_DOLLARS],
    ['1.2.3', GIFT_AMOUNT_NOT_DOLLARS],
    ['1e3', GIFT_AMOUNT_NOT_DOLLARS],
    ['12 50', GIFT_AMOUNT_NOT_DOLLARS],
  ])('refuses %j: %s', (text, error) => {
    expect(parseGiftAmount(text)).toEqual({ ok: false, error });
  });
});
