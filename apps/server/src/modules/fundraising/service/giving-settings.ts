import type { GivingSettings, givingSettingsInputSchema } from '@steward/domain';
import type { z } from 'zod';
import type { Tx } from '@/db/client';
import { withTenant } from '@/db/tenant';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import { invalid } from '@/platform/errors';
import type { DonorDeps } from '../deps';
import * as q from '../queries/giving-settings';

async function read(tx: Tx, organizationId: string): Promise<GivingSettings> {
  const settings = await q.readGivingSettings(tx, organizationId);
  return { ...settings, fundAccounts: await q.fundAccounts(tx, organizationId) };
}

/** How the organisation runs its batches, and where its accounting export posts them. */
export function givingSettings(deps: DonorDeps, member: MemberContext): Promise<GivingSettings> {
  return withTenant(deps.db, member, (tx) => read(tx, member.organizationId));
}

/**
 * Saves the giving settings. Turning dual control off (a single-treasurer organisation) lets the
 * member who entered the most gifts commit a batch, marked as a lone commit; the change is audited
 * with what it was and what it became.
 */
export function saveGivingSettings(
  deps: DonorDeps,
  member: MemberContext,
  input: z.output<typeof givingSettingsInputSchema>,
): Promise<GivingSettings> {
  const organizationId = member.organizationId;
  const funds = input.fundAccounts.map((f) => f.fund);
  if (new Set(funds).size < funds.length) throw invalid('Each fund may appear once');
  return withTenant(deps.db, member, async (tx) => {
    const before = await q.readGivingSettings(tx, organizationId);
    await q.writeGivingSettings(tx, organizationId, member.userId, input);
    await q.writeFundAccounts(tx, organizationId, input.fundAccounts);
    const changes = [
      before.dualControl !== input.dualControl
        ? `Dual control ${input.dualControl ? 'turned on' : 'turned off'}`
        : null,
      before.bankLedgerAccount !== input.bankLedgerAccount
        ? `Bank account: ${input.bankLedgerAccount ?? 'none'}`
        : null,
      input.fundAccounts.length > 0 ? `${input.fundAccounts.length} fund accounts saved` : null,
    ].filter((change) => change !== null);
    await recordAudit(tx, {
      organizationId,
      actorId: member.userId,
      action: 'giving_settings_changed',
      target: 'Giving settings',
      detail: changes.join('; ') || 'No change',
      ipAddress: member.ipAddress,
    });
    return read(tx, organizationId);
  });
}
