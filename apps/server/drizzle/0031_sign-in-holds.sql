ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_valid";--> statement-breakpoint
ALTER TABLE "user_identities" DROP CONSTRAINT "user_identities_provider_valid";--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "two_factor_grace_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "via_sso" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_valid" CHECK (action in ('sign_in', 'sign_in_failed', 'organization_created', 'role_changed', 'member_deactivated', 'member_reactivated', 'invitation_sent', 'invitation_accepted', 'invitation_cancelled', 'oauth_configured', 'oauth_connected', 'oauth_disconnected', 'donors_imported', 'donor_import_undone', 'donors_exported', 'donors_cleared', 'donor_added', 'donor_updated', 'donors_merged', 'donor_duplicate_dismissed', 'statement_settings_changed', 'statements_generated', 'statements_emailed', 'statement_run_deleted', 'batch_created', 'batch_deleted', 'batch_committed', 'batch_reopened', 'batch_deposited', 'batch_gift_adjusted', 'batch_exported', 'batch_changed', 'batch_gift_changed', 'batch_gift_deleted', 'batch_adjustment_proposed', 'batch_adjustment_approved', 'batch_adjustment_rejected', 'batch_reopen_requested', 'batch_reopen_rejected', 'fund_created', 'fund_changed', 'funds_merged', 'giving_settings_changed', 'member_counter_changed', 'two_factor_app_added', 'two_factor_app_removed', 'passkey_added', 'passkey_removed', 'recovery_codes_generated', 'recovery_code_used', 'two_factor_reset', 'trusted_device_removed', 'signed_out_elsewhere', 'security_policy_changed', 'sso_linked', 'sso_unlinked'));--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_provider_valid" CHECK (provider in ('google', 'microsoft', 'oidc'));
--> statement-breakpoint
-- A session resolves to "held to enrolment" when the organisation's two-step rule covers its
-- member and they have no authenticator app or passkey (platform/session). Adding or removing
-- either changes that, so it is announced like the other changes of migration 0018.
CREATE OR REPLACE FUNCTION steward_announce_session_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    payload := 'session:' || OLD.id;
  ELSIF TG_TABLE_NAME IN ('memberships', 'user_totp', 'passkeys') THEN
    IF TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      PERFORM pg_notify('steward_session_changes', 'user:' || OLD.user_id);
    END IF;
    payload := 'user:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
  ELSIF TG_TABLE_NAME = 'users' THEN
    payload := 'user:' || OLD.id;
  ELSE
    payload := 'organization:' || OLD.id;
  END IF;
  PERFORM pg_notify('steward_session_changes', payload);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_totp_announce_change AFTER INSERT OR UPDATE OF confirmed_at OR DELETE ON user_totp
  FOR EACH ROW EXECUTE FUNCTION steward_announce_session_change();
--> statement-breakpoint
CREATE TRIGGER passkeys_announce_change AFTER INSERT OR DELETE ON passkeys
  FOR EACH ROW EXECUTE FUNCTION steward_announce_session_change();
