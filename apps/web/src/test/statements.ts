import {
  DEFAULT_PLEDGE_LETTER,
  DEFAULT_STATEMENT_MESSAGE,
  type StatementRecipient,
  type StatementRecipientPage,
  type StatementRun,
  type StatementSettingsResponse,
} from '@steward/domain';

export const RUN_ID = '55555555-5555-4555-8555-555555555555';
export const ANN_ID = '66666666-6666-4666-8666-666666666666';
export const BOB_ID = '77777777-7777-4777-8777-777777777777';
export const CARA_ID = '33333333-3333-4333-8333-333333333333';
export const PLEDGE_RUN_ID = '55555555-5555-4555-8555-5555555555a1';

/** GET /api/statements/settings before an admin saved them: the organisation's name and the default message. */
export function statementSettings(
  overrides: Partial<StatementSettingsResponse> = {},
): StatementSettingsResponse {
  return {
    settings: {
      legalName: 'Grace Church',
      ein: null,
      address: null,
      phone: null,
      website: null,
      signerName: null,
      signerTitle: null,
      message: DEFAULT_STATEMENT_MESSAGE,
      jointStatements: true,
    },
    saved: false,
    hasLogo: false,
    ...overrides,
  };
}

/** A run of 2024 for every donor who gave, done: 10 donors, 7 to email, 3 without an address. */
export function statementRun(overrides: Partial<StatementRun> = {}): StatementRun {
  return {
    id: RUN_ID,
    createdAt: '2025-01-10T15:30:00.000Z',
    createdBy: 'pat@grace.test',
    period: { start: '2024-01-01', end: '2024-12-31' },
    donors: { kind: 'all' },
    settings: {
      legalName: 'Grace Church',
      ein: '12-3456789',
      address: '1 Church Lane\nSpringfield, IL 62701',
    },
    status: 'done',
    donorCount: 10,
    donorsDone: 10,
    error: null,
    statementsFailed: 0,
    printable: true,
    printError: null,
    email: { notSent: 6, inOutbox: 0, queued: 0, sent: 0, failed: 1, noEmail: 3 },
    can: { delete: false },
    pledges: null,
    ...overrides,
  };
}

/**
 * A pledge statement run for the Roof Campaign 2026 (test campaigns' ROOF_ID) as of December 4,
 * 2026, done: 2 pledgers, printing `letter` (the default letter unless given).
 */
export function pledgeStatementRun(
  overrides: Partial<StatementRun> = {},
  letter = DEFAULT_PLEDGE_LETTER,
): StatementRun {
  return statementRun({
    id: PLEDGE_RUN_ID,
    createdAt: '2026-12-04T16:00:00.000Z',
    period: { start: '2026-01-01', end: '2026-12-04' },
    donorCount: 2,
    donorsDone: 2,
    email: { notSent: 2, inOutbox: 0, queued: 0, sent: 0, failed: 0, noEmail: 0 },
    pledges: {
      campaignId: '77777777-7777-4777-8777-777777777701',
      campaignName: 'Roof Campaign 2026',
      asOf: '2026-12-04',
      letter,
    },
    ...overrides,
  });
}

export function statementRecipient(overrides: Partial<StatementRecipient> = {}): StatementRecipient {
  return {
    donorId: ANN_ID,
    donorName: 'Ann Lee',
    email: 'ann@example.org',
    postalCode: '02139',
    hasAddress: true,
    total: 1200.5,
    gifts: 12,
    ready: true,
    problem: null,
    emailState: 'failed',
    emailError: '550 Mailbox unavailable',
    members: [],
    ...overrides,
  };
}

export function recipientPage(items: StatementRecipient[], total = items.length): StatementRecipientPage {
  return { items, total, page: 1, pageSize: 25 };
}
