import { type CorporateStatus, can, filingState, type IntegrationCard } from '@steward/domain';
import type { MemberContext } from '@/platform/authorization';
import type { ContactRow, CorporateStatusRow, IntegrationRow } from './queries';

function toContact(row: ContactRow | undefined): IntegrationCard['contact'] {
  if (!row) return null;
  const { name, title, email, phone, company, notes } = row;
  return { name, title, email, phone, company, notes };
}

/** Spec 000 §2 Integration card, with what the caller may do with it. */
export function toIntegrationCard(
  member: MemberContext,
  base: { key: string; builtIn: boolean; oauthProvider: string | null; connected: boolean },
  fields: Pick<IntegrationRow, 'operationsCategory' | 'name' | 'description' | 'url' | 'category' | 'note'>,
  customised: boolean,
  contact: ContactRow | undefined,
): IntegrationCard {
  const manage = can(member.role, 'integrations.manage');
  return {
    key: base.key,
    builtIn: base.builtIn,
    customised,
    operationsCategory: fields.operationsCategory,
    name: fields.name,
    description: fields.description,
    url: fields.url,
    category: fields.category as IntegrationCard['category'],
    note: fields.note ?? null,
    oauthProvider: base.oauthProvider,
    connection: base.connected ? 'connected' : base.oauthProvider ? 'available' : 'manual',
    contact: toContact(contact),
    can: {
      edit: manage,
      reset: manage && base.builtIn && customised,
      remove: manage && !base.builtIn,
      editContact: can(member.role, 'contacts.edit'),
    },
  };
}

/** Spec 000 §2 Corporate Status Dashboard; an organisation that never saved one gets blanks. */
export function toCorporateStatus(
  member: MemberContext,
  row: CorporateStatusRow | undefined,
  today: string,
): CorporateStatus {
  const edit = can(member.role, 'corporateStatus.edit');
  if (!row) {
    return {
      entityName: '',
      entityType: 'Non-Profit Corporation',
      status: 'Unknown',
      filingDate: null,
      nextDueDate: null,
      annualReportStatus: 'Unknown',
      lastUpdated: null,
      updatedBy: null,
      filingState: 'unknown',
      can: { edit },
    };
  }
  return {
    entityName: row.entityName,
    entityType: row.entityType as CorporateStatus['entityType'],
    status: row.status as CorporateStatus['status'],
    filingDate: row.filingDate,
    nextDueDate: row.nextDueDate,
    annualReportStatus: row.annualReportStatus as CorporateStatus['annualReportStatus'],
    lastUpdated: row.updatedAt.toISOString(),
    updatedBy: row.updaterEmail ? { email: row.updaterEmail, fullName: row.updaterName } : null,
    filingState: filingState(row.nextDueDate, today),
    can: { edit },
  };
}
