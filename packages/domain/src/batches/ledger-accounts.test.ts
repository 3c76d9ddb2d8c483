import { describe, expect, it } from 'vitest';
import { fundKey } from './fund-list';
import {
  LEDGER_ACCOUNT_EXAMPLES,
  QUICKBOOKS_BY_NAME,
  quickbooksAccountProblem,
  XERO_BY_CODE,
  xeroAccountCodeProblem,
} from './ledger-accounts';

describe('quickbooksAccountProblem', () => {
  it.each([
    ['Operating Checking', null],
    ['Contributions:General Fund', null],
    ["Pastor's Discretionary", null],
    ['Contributions: Building Fund', null],
    ['1010', QUICKBOOKS_BY_NAME],
    ['1010 Operating Checking', QUICKBOOKS_BY_NAME],
    ['4000-10 Tithes', QUICKBOOKS_BY_NAME],
    ['4000.1', QUICKBOOKS_BY_NAME],
    ['The "Big" Fund', 'A QuickBooks Online account name cannot contain double quotes (")'],
    ['Contributions:', 'Write a sub-account as "Parent:Sub account", with a name on each side of the colon'],
    [':Building', 'Write a sub-account as "Parent:Sub account", with a name on each side of the colon'],
    [
      `Contributions:${'x'.repeat(101)}`,
      'Each level of a QuickBooks Online account name is at most 100 characters',
    ],
  ])('%j -> %j', (name, problem) => {
    expect(quickbooksAccountProblem(name)).toBe(problem);
  });
});

describe('xeroAccountCodeProblem', () => {
  it.each([
    ['4000', null],
    ['090', null],
    ['SALES', null],
    ['4000-10', null],
    ['4000.10', null],
    ['ABCDEFGHIJ', null],
    ['ABCDEFGHIJK', XERO_BY_CODE],
    ['4000 Tithes', XERO_BY_CODE],
    ['Operating Checking', XERO_BY_CODE],
    ['40/00', XERO_BY_CODE],
  ])('%j -> %j', (code, problem) => {
    expect(xeroAccountCodeProblem(code)).toBe(problem);
  });
});

describe('LEDGER_ACCOUNT_EXAMPLES', () => {
  it('gives examples that pass their own format', () => {
    for (const example of Object.values(LEDGER_ACCOUNT_EXAMPLES.quickbooks)) {
      expect(quickbooksAccountProblem(example)).toBeNull();
    }
    for (const example of Object.values(LEDGER_ACCOUNT_EXAMPLES.xero)) {
      expect(xeroAccountCodeProblem(example)).toBeNull();
    }
  });
});

describe('fundKey', () => {
  it.each([
    ['General Fund', 'general fund'],
    ['  BUILDING fund ', 'building fund'],
    ['', ''],
  ])('%j -> %j', (name, key) => {
    expect(fundKey(name)).toBe(key);
  });
});
