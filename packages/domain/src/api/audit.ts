import { z } from 'zod';
import { LIMITS } from '../limits';

/** Spec-silent (docs/spec-deviations.md): the events admins can read in their organisation's audit log. */
export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'organization_created',
  'role_changed',
  'member_deactivated',
  'member_reactivated',
  'invitation_sent',
  'invitation_accepted',
  'invitation_cancelled',
  'oauth_configured',
  'oauth_connected',
  'oauth_disconnected',
  'donors_imported',
  'donor_import_undone',
  'donors_exported',
  'donors_cleared',
  'donor_added',
  'donor_updated',
  'donors_merged',
  'donor_duplicate_dismissed',
  'household_joined',
  'household_left',
  'household_changed',
  'statement_settings_changed',
  'statements_generated',
  'statements_emailed',
  'statement_run_deleted',
  'batch_created',
  'batch_deleted',
  'batch_committed',
  'batch_reopened',
  'batch_deposited',
  'batch_gift_adjusted',
  'batch_exported',
  'batch_changed',
  'batch_gift_changed',
  'batch_gift_deleted',
  'batch_adjustment_proposed',
  'batch_adjustment_approved',
  'batch_adjustment_rejected',
  'batch_reopen_requested',
  'batch_reopen_rejected',
  'fund_created',
  'fund_changed',
  'funds_merged',
  'giving_settings_changed',
  'member_counter_changed',
  'two_factor_app_added',
  'two_factor_app_removed',
  'passkey_added',
  'passkey_removed',
  'recovery_codes_generated',
  'recovery_code_used',
  'two_factor_reset',
  'trusted_device_removed',
  'signed_out_elsewhere',
  'security_policy_changed',
  'sso_linked',
  'sso_unlinked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What each entry says. An email is only written to the outbox by the action it records, so no
 * label says it was sent: whether a mail server accepted it is the outbox's to say.
 */
const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  organization_created: 'Created the organization',
  role_changed: 'Changed a role',
  member_deactivated: 'Deactivated a user',
  member_reactivated: 'Reactivated a user',
  invitation_sent: 'Created an invitation',
  invitation_accepted: 'Accepted an invitation',
  invitation_cancelled: 'Cancelled an invitation',
  oauth_configured: 'Configured an OAuth provider',
  oauth_connected: 'Connected an OAuth provider',
  oauth_disconnected: 'Disconnected an OAuth provider',
  donors_imported: 'Imported donor data',
  donor_import_undone: 'Undid a donor import',
  donors_exported: 'Exported donor data',
  donors_cleared: 'Cleared all donor data',
  donor_added: 'Added a donor',
  donor_updated: "Corrected a donor's details",
  donors_merged: 'Merged two donors',
  donor_duplicate_dismissed: 'Marked two donors as not duplicates',
  household_joined: 'Joined donors in a household',
  household_left: 'Took a donor out of a household',
  household_changed: 'Changed a household',
  statement_settings_changed: 'Changed the statement settings',
  statements_generated: 'Generated giving statements',
  statements_emailed: 'Put giving statements in the outbox',
  statement_run_deleted: 'Deleted a statement run',
  batch_created: 'Created a contribution batch',
  batch_deleted: 'Deleted a contribution batch',
  batch_committed: 'Committed a contribution batch',
  batch_reopened: 'Reopened a contribution batch',
  batch_deposited: 'Recorded a batch deposit',
  batch_gift_adjusted: 'Adjusted a gift in a committed batch',
  batch_exported: 'Exported batches to accounting',
  batch_changed: "Changed a contribution batch's details or count sheet",
  batch_gift_changed: 'Changed a gift in an open batch',
  batch_gift_deleted: 'Deleted a gift from an open batch',
  batch_adjustment_proposed: 'Proposed an adjustment of a committed batch',
  batch_adjustment_approved: 'Approved an adjustment of a committed batch',
  batch_adjustment_rejected: 'Turned down an adjustment of a committed batch',
  batch_reopen_requested: 'Asked to reopen a deposited or exported batch',
  batch_reopen_rejected: 'Turned down reopening a batch',
  fund_created: 'Added a fund',
  fund_changed: 'Changed a fund',
  funds_merged: 'Merged two funds',
  giving_settings_changed: 'Changed the giving settings',
  member_counter_changed: 'Changed who counts gifts',
  two_factor_app_added: 'Set up an authenticator app',
  two_factor_app_removed: 'Removed an authenticator app',
  passkey_added: 'Added a passkey',
  passkey_removed: 'Removed a passkey',
  recovery_codes_generated: 'Created new recovery codes',
  recovery_code_used: 'Signed in with a recovery code',
  two_factor_reset: "Reset a member's two-step verification",
  trusted_device_removed: 'Forgot a remembered device',
  signed_out_elsewhere: 'Signed out everywhere else',
  security_policy_changed: 'Changed the sign-in policy',
  sso_linked: 'Linked a single sign-on account',
  sso_unlinked: 'Unlinked a single sign-on account',
};

export function auditActionLabel(action: AuditAction): string {
  return AUDIT_ACTION_LABELS[action];
}

export const auditEntrySchema = z.object({
  id: z.uuid(),
  action: z.enum(AUDIT_ACTIONS),
  /** Who did it; null when the account has since been removed. */
  actor: z.object({ email: z.string(), fullName: z.string().nullable() }).nullable(),
  /** What it was done to, as shown at the time (an email, a role change). */
  target: z.string().nullable(),
  detail: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIMITS.list.pageSizeMax).default(LIMITS.list.pageSize),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
