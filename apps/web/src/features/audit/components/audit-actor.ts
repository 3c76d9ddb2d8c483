import type { AuditEntry } from '@steward/domain';

/** Who did it: their name, else their email; the account may since have been removed. */
export function auditActorName(actor: AuditEntry['actor']): string {
  if (!actor) return 'Removed account';
  return actor.fullName?.trim() || actor.email;
}
