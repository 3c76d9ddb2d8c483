import type { CorporateStatus, IntegrationCard, OperationsCategoryView } from '@steward/domain';

const NO_RIGHTS = { edit: false, reset: false, remove: false, editContact: false };
export const MASTER_ADMIN_RIGHTS = { edit: true, reset: false, remove: false, editContact: true };

/** An integration card as the API returns it; a built-in manual tool unless told otherwise. */
export function makeIntegration(overrides: Partial<IntegrationCard> = {}): IntegrationCard {
  return {
    key: 'guidestone',
    builtIn: true,
    customised: false,
    operationsCategory: 'hr',
    name: 'GuideStone',
    description: 'Retirement plans and benefits for church staff.',
    url: 'https://www.guidestone.org/',
    category: 'Benefits',
    note: null,
    oauthProvider: null,
    connection: 'manual',
    contact: null,
    can: NO_RIGHTS,
    ...overrides,
  };
}

export const GUSTO = makeIntegration({
  key: 'gusto',
  name: 'Gusto',
  description: 'Payroll and benefits.',
  url: 'https://app.gusto.com/login',
  category: 'Payroll',
  oauthProvider: 'gusto',
  connection: 'available',
});

export function categoryView(overrides: Partial<OperationsCategoryView> = {}): OperationsCategoryView {
  return {
    slug: 'hr',
    stats: { relatedDocuments: 7, availableTools: 2, oauthReady: 1, activeContacts: 0 },
    integrations: [makeIntegration(), GUSTO],
    can: { addIntegration: false },
    ...overrides,
  };
}

export function corporateStatus(overrides: Partial<CorporateStatus> = {}): CorporateStatus {
  return {
    entityName: 'Grace Church, Inc.',
    entityType: 'Non-Profit Corporation',
    status: 'Active',
    filingDate: '2025-03-01',
    nextDueDate: '2026-03-01',
    annualReportStatus: 'Current',
    lastUpdated: '2025-03-02T15:30:00.000Z',
    updatedBy: { email: 'pat@grace.test', fullName: 'Pat Jones' },
    filingState: 'current',
    can: { edit: false },
    ...overrides,
  };
}
