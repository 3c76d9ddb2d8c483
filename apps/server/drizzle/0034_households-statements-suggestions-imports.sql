CREATE TABLE "household_suggestion_dismissals" (
	"organization_id" uuid NOT NULL,
	"donor_ids" text NOT NULL,
	"dismissed_by" uuid,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_suggestion_dismissals_organization_id_donor_ids_pk" PRIMARY KEY("organization_id","donor_ids")
);
--> statement-breakpoint
ALTER TABLE "household_suggestion_dismissals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "statement_copies" (
	"run_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"donor_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"email" text NOT NULL,
	"outbox_id" uuid,
	"email_error" text,
	CONSTRAINT "statement_copies_run_id_donor_id_recipient_id_pk" PRIMARY KEY("run_id","donor_id","recipient_id")
);
--> statement-breakpoint
ALTER TABLE "statement_copies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_valid";--> statement-breakpoint
ALTER TABLE "household_members" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "statement_documents" ADD COLUMN "household_id" uuid;--> statement-breakpoint
ALTER TABLE "statement_documents" ADD COLUMN "givers" jsonb;--> statement-breakpoint
ALTER TABLE "statement_settings" ADD COLUMN "joint_statements" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "household_suggestion_dismissals" ADD CONSTRAINT "household_suggestion_dismissals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_suggestion_dismissals" ADD CONSTRAINT "household_suggestion_dismissals_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_copies" ADD CONSTRAINT "statement_copies_run_id_statement_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."statement_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_copies" ADD CONSTRAINT "statement_copies_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "households_source_key_idx" ON "households" USING btree ("organization_id","source_key") WHERE "households"."source_key" is not null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_valid" CHECK (action in ('sign_in', 'sign_in_failed', 'organization_created', 'role_changed', 'member_deactivated', 'member_reactivated', 'invitation_sent', 'invitation_accepted', 'invitation_cancelled', 'oauth_configured', 'oauth_connected', 'oauth_disconnected', 'donors_imported', 'donor_import_undone', 'donors_exported', 'donors_cleared', 'donor_added', 'donor_updated', 'donors_merged', 'donor_duplicate_dismissed', 'household_joined', 'household_left', 'household_changed', 'household_suggestion_dismissed', 'statement_settings_changed', 'statements_generated', 'statements_emailed', 'statement_run_deleted', 'batch_created', 'batch_deleted', 'batch_committed', 'batch_reopened', 'batch_deposited', 'batch_gift_adjusted', 'batch_exported', 'batch_changed', 'batch_gift_changed', 'batch_gift_deleted', 'batch_adjustment_proposed', 'batch_adjustment_approved', 'batch_adjustment_rejected', 'batch_reopen_requested', 'batch_reopen_rejected', 'fund_created', 'fund_changed', 'funds_merged', 'giving_settings_changed', 'member_counter_changed', 'two_factor_app_added', 'two_factor_app_removed', 'passkey_added', 'passkey_removed', 'recovery_codes_generated', 'recovery_code_used', 'two_factor_reset', 'trusted_device_removed', 'signed_out_elsewhere', 'security_policy_changed', 'sso_linked', 'sso_unlinked'));--> statement-breakpoint
CREATE POLICY "household_suggestion_dismissals_tenant_isolation" ON "household_suggestion_dismissals" AS PERMISSIVE FOR ALL TO "steward_app" USING ("household_suggestion_dismissals"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("household_suggestion_dismissals"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "statement_copies_tenant_isolation" ON "statement_copies" AS PERMISSIVE FOR ALL TO "steward_app" USING ("statement_copies"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("statement_copies"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);