import type { GivingSettings, givingSettingsInputSchema } from '@steward/domain';
import type { z } from 'zod';
import { withTenant } from '@/db/tenant';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import type { GivingDeps } from '../deps';
import * as q from '../queries/giving-settings';

/** How the organisation runs its batches, and where its accounting export posts the deposits. */
export function givingSettings(deps: GivingDeps, member: MemberContext): Promise<GivingSettings> {
  return withTenant(deps.db, member, (tx) => q.readGivingSettings(tx, member.organizationId));
}

/** What an audit entry says changed. */
function changesBetween(before: GivingSettings, after: GivingSettings): string[] {
  return [
    before.dualControl !== after.dualControl
      ? `Dual control ${after.dualControl ? 'turned on' : 'turned off'}`
      : null,
    before.bankQuickbooksAccount !== after.bankQuickbooksAccount
      ? `Bank account for QuickBooks Online: ${after.bankQuickbooksAccount ?? 'none'}`
      : null,
    before.bankXeroAccountCode !== after.bankXeroAccountCode
      ? `Bank account code for Xero: ${after.bankXeroAccountCode ?? 'none'}`
      : null,
    before.xeroTaxRate !== after.xeroTaxRate ? `Xero tax rate: ${after.xeroTaxRate}` : null,
  ].filter((change) => change !== null);
}

/**
 * Saves the giving settings (each bank account checked against its format by the schema). Turning
 * dual control off (a single-treasurer organisation) lets the member who entered the most gifts
 * commit a batch, marked as a lone commit; the change is audited with what it was and what it became.
 */
export function saveGivingSettings(
  deps: GivingDeps,
  member: MemberContext,
  input: z.output<typeof givingSettingsInputSchema>,
): Promise<GivingSettings> {
  const organizationId = member.organizationId;
  return withTenant(deps.db, member, async (tx) => {
    const before = await q.readGivingSettings(tx, organizationId);
    await q.writeGivingSettings(tx, organizationId, member.userId, input);
    await recordAudit(tx, {
      organizationId,
      actorId: member.userId,
      action: 'giving_settings_changed',
      target: 'Giving settings',
      detail: changesBetween(before, input).join('; ') || 'No change',
      ipAddress: member.ipAddress,
    });
    return q.readGivingSettings(tx, organizationId);
  });
}
