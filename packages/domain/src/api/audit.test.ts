import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, auditActionLabel } from './audit';

describe('auditActionLabel', () => {
  it('never says an email was sent: the action only put it in the outbox', () => {
    for (const action of AUDIT_ACTIONS) expect(auditActionLabel(action)).not.toMatch(/\b(sent|emailed)\b/i);
  });
});
