import {
  DEFAULT_STATEMENT_MESSAGE,
  type StatementSettings,
  type StatementSettingsResponse,
} from '@steward/domain';
import { withTenant } from '@/db/tenant';
import type { GivingDeps } from '@/modules/giving/service';
import { recordAudit } from '@/platform/audit-log';
import type { MemberContext } from '@/platform/authorization';
import * as q from '../queries/statements';

/** The statement settings, or until an admin saves them, suggestions: the organisation's name and the default message. */
export async function statementSettings(
  deps: GivingDeps,
  member: MemberContext,
): Promise<StatementSettingsResponse> {
  return withTenant(deps.db, member, async (tx) => {
    const organization = await q.organizationForStatements(tx, member.organizationId);
    const saved = await q.findSettings(tx, member.organizationId);
    const settings: StatementSettings = saved
      ? q.settingsOf(saved)
      : {
          legalName: organization?.name ?? '',
          ein: null,
          address: null,
          phone: null,
          website: null,
          signerName: null,
          signerTitle: null,
          message: DEFAULT_STATEMENT_MESSAGE,
          jointStatements: true,
        };
    return { settings, saved: saved !== undefined, hasLogo: Boolean(organization?.logoSvg) };
  });
}

export async function saveStatementSettings(
  deps: GivingDeps,
  member: MemberContext,
  settings: StatementSettings,
) {
  await withTenant(deps.db, member, async (tx) => {
    await q.saveSettings(tx, {
      organizationId: member.organizationId,
      updatedBy: member.userId,
      ...settings,
    });
    await recordAudit(tx, {
      organizationId: member.organizationId,
      actorId: member.userId,
      action: 'statement_settings_changed',
      ipAddress: member.ipAddress,
    });
  });
  return statementSettings(deps, member);
}
