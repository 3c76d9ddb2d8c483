import { describe, expect, it } from 'vitest';
import { corporateStatusInputSchema, filingBanner, filingState } from './corporate-status';

describe('filingState (spec 000 §4)', () => {
  const today = '2026-11-22';
  it.each([
    [null, 'unknown', null],
    ['2026-11-21', 'overdue', 'Filing Overdue!'],
    ['2026-11-22', 'due-soon', 'Filing Due Soon'],
    ['2026-12-22', 'due-soon', 'Filing Due Soon'],
    ['2026-12-23', 'current', null],
  ] as const)('next due %s is %s', (due, state, banner) => {
    expect(filingState(due, today)).toBe(state);
    expect(filingBanner(filingState(due, today))).toBe(banner);
  });
});

describe('corporateStatusInputSchema', () => {
  it('takes the spec’s enumerations and turns empty dates into null', () => {
    expect(
      corporateStatusInputSchema.parse({
        entityName: ' Grace Community Church ',
        entityType: 'Non-Profit Corporation',
        status: 'Active',
        filingDate: '',
        nextDueDate: '2027-03-01',
        annualReportStatus: 'Current',
      }),
    ).toEqual({
      entityName: 'Grace Community Church',
      entityType: 'Non-Profit Corporation',
      status: 'Active',
      filingDate: null,
      nextDueDate: '2027-03-01',
      annualReportStatus: 'Current',
    });
  });

  it('refuses values outside the enumerations', () => {
    const result = corporateStatusInputSchema.safeParse({
      entityType: 'Church',
      status: 'Active',
      annualReportStatus: 'Current',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please select an entity type');
  });
});
