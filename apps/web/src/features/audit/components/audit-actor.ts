import { type AuditEntry, displayName } from '@steward/domain';

/** Who did it: their name, else their email; the account may since have been removed. */
export function auditActorName(actor: AuditEntry['actor']): string {
  return actor ? displayName(actor) : 'Removed account';
}
