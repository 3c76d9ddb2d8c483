CREATE TABLE "household_members" (
	"donor_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"household_id" uuid NOT NULL,
	"gives_jointly" boolean DEFAULT true NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "household_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_chosen" boolean DEFAULT false NOT NULL,
	"primary_donor_id" uuid,
	"envelope_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "households" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_valid";--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_primary_donor_id_donors_id_fk" FOREIGN KEY ("primary_donor_id") REFERENCES "public"."donors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "household_members_household_idx" ON "household_members" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "households_organization_idx" ON "households" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "households_envelope_number_idx" ON "households" USING btree ("organization_id","envelope_number") WHERE "households"."envelope_number" is not null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_valid" CHECK (action in ('sign_in', 'sign_in_failed', 'organization_created', 'role_changed', 'member_deactivated', 'member_reactivated', 'invitation_sent', 'invitation_accepted', 'invitation_cancelled', 'oauth_configured', 'oauth_connected', 'oauth_disconnected', 'donors_imported', 'donor_import_undone', 'donors_exported', 'donors_cleared', 'donor_added', 'donor_updated', 'donors_merged', 'donor_duplicate_dismissed', 'household_joined', 'household_left', 'household_changed', 'statement_settings_changed', 'statements_generated', 'statements_emailed', 'statement_run_deleted', 'batch_created', 'batch_deleted', 'batch_committed', 'batch_reopened', 'batch_deposited', 'batch_gift_adjusted', 'batch_exported', 'batch_changed', 'batch_gift_changed', 'batch_gift_deleted', 'batch_adjustment_proposed', 'batch_adjustment_approved', 'batch_adjustment_rejected', 'batch_reopen_requested', 'batch_reopen_rejected', 'fund_created', 'fund_changed', 'funds_merged', 'giving_settings_changed', 'member_counter_changed', 'two_factor_app_added', 'two_factor_app_removed', 'passkey_added', 'passkey_removed', 'recovery_codes_generated', 'recovery_code_used', 'two_factor_reset', 'trusted_device_removed', 'signed_out_elsewhere', 'security_policy_changed', 'sso_linked', 'sso_unlinked'));--> statement-breakpoint
CREATE POLICY "household_members_tenant_isolation" ON "household_members" AS PERMISSIVE FOR ALL TO "steward_app" USING ("household_members"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("household_members"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "households_tenant_isolation" ON "households" AS PERMISSIVE FOR ALL TO "steward_app" USING ("households"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("households"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);