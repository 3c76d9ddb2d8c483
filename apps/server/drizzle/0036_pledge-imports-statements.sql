CREATE TABLE "pledge_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"campaign_id" uuid,
	"contents" jsonb NOT NULL,
	"status" text DEFAULT 'previewed' NOT NULL,
	"pledges_added" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"imported_at" timestamp with time zone,
	"undone_at" timestamp with time zone,
	CONSTRAINT "pledge_imports_status" CHECK ("pledge_imports"."status" in ('previewed', 'imported', 'undone'))
);
--> statement-breakpoint
ALTER TABLE "pledge_imports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_valid";--> statement-breakpoint
ALTER TABLE "statement_documents" ADD COLUMN "pledge_id" uuid;--> statement-breakpoint
ALTER TABLE "statement_runs" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "statement_runs" ADD COLUMN "campaign_name" text;--> statement-breakpoint
ALTER TABLE "statement_runs" ADD COLUMN "letter" text;--> statement-breakpoint
ALTER TABLE "pledge_imports" ADD CONSTRAINT "pledge_imports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledge_imports" ADD CONSTRAINT "pledge_imports_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledge_imports" ADD CONSTRAINT "pledge_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pledge_imports_organization_idx" ON "pledge_imports" USING btree ("organization_id","created_at");--> statement-breakpoint
ALTER TABLE "statement_runs" ADD CONSTRAINT "statement_runs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_valid" CHECK (action in ('sign_in', 'sign_in_failed', 'organization_created', 'role_changed', 'member_deactivated', 'member_reactivated', 'invitation_sent', 'invitation_accepted', 'invitation_cancelled', 'oauth_configured', 'oauth_connected', 'oauth_disconnected', 'donors_imported', 'donor_import_undone', 'donors_exported', 'donors_cleared', 'donor_added', 'donor_updated', 'donors_merged', 'donor_duplicate_dismissed', 'household_joined', 'household_left', 'household_changed', 'household_suggestion_dismissed', 'statement_settings_changed', 'statements_generated', 'statements_emailed', 'statement_run_deleted', 'batch_created', 'batch_deleted', 'batch_committed', 'batch_reopened', 'batch_deposited', 'batch_gift_adjusted', 'batch_exported', 'batch_changed', 'batch_gift_changed', 'batch_gift_deleted', 'batch_adjustment_proposed', 'batch_adjustment_approved', 'batch_adjustment_rejected', 'batch_reopen_requested', 'batch_reopen_rejected', 'fund_created', 'fund_changed', 'funds_merged', 'giving_settings_changed', 'campaign_created', 'campaign_updated', 'campaign_deleted', 'pledge_added', 'pledge_changed', 'pledge_removed', 'pledges_imported', 'pledge_import_undone', 'member_counter_changed', 'two_factor_app_added', 'two_factor_app_removed', 'passkey_added', 'passkey_removed', 'recovery_codes_generated', 'recovery_code_used', 'two_factor_reset', 'trusted_device_removed', 'signed_out_elsewhere', 'security_policy_changed', 'sso_linked', 'sso_unlinked'));--> statement-breakpoint
CREATE POLICY "pledge_imports_tenant_isolation" ON "pledge_imports" AS PERMISSIVE FOR ALL TO "steward_app" USING ("pledge_imports"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("pledge_imports"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);