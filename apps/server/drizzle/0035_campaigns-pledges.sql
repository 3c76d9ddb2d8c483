CREATE TABLE "campaign_funds" (
	"organization_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"fund_id" uuid NOT NULL,
	CONSTRAINT "campaign_funds_campaign_id_fund_id_pk" PRIMARY KEY("campaign_id","fund_id")
);
--> statement-breakpoint
ALTER TABLE "campaign_funds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"goal_cents" bigint,
	"closed_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_dates_ordered" CHECK ("campaigns"."end_date" >= "campaigns"."start_date"),
	CONSTRAINT "campaigns_goal_positive" CHECK ("campaigns"."goal_cents" is null or "campaigns"."goal_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "campaigns" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "pledges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"donor_id" uuid,
	"household_id" uuid,
	"amount_cents" bigint NOT NULL,
	"frequency" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"import_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pledges_one_giver" CHECK (("pledges"."donor_id" is null) <> ("pledges"."household_id" is null)),
	CONSTRAINT "pledges_amount_positive" CHECK ("pledges"."amount_cents" > 0),
	CONSTRAINT "pledges_dates_ordered" CHECK ("pledges"."end_date" >= "pledges"."start_date"),
	CONSTRAINT "pledges_frequency" CHECK ("pledges"."frequency" is null or "pledges"."frequency" in ('one-time', 'weekly', 'monthly', 'quarterly', 'yearly'))
);
--> statement-breakpoint
ALTER TABLE "pledges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_valid";--> statement-breakpoint
ALTER TABLE "campaign_funds" ADD CONSTRAINT "campaign_funds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_funds" ADD CONSTRAINT "campaign_funds_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_funds" ADD CONSTRAINT "campaign_funds_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pledges" ADD CONSTRAINT "pledges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_funds_fund_idx" ON "campaign_funds" USING btree ("fund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_organization_name_idx" ON "campaigns" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "pledges_campaign_idx" ON "pledges" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pledges_campaign_donor_idx" ON "pledges" USING btree ("campaign_id","donor_id") WHERE "pledges"."donor_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "pledges_campaign_household_idx" ON "pledges" USING btree ("campaign_id","household_id") WHERE "pledges"."household_id" is not null;--> statement-breakpoint
CREATE INDEX "pledges_donor_idx" ON "pledges" USING btree ("donor_id") WHERE "pledges"."donor_id" is not null;--> statement-breakpoint
CREATE INDEX "pledges_household_idx" ON "pledges" USING btree ("household_id") WHERE "pledges"."household_id" is not null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_valid" CHECK (action in ('sign_in', 'sign_in_failed', 'organization_created', 'role_changed', 'member_deactivated', 'member_reactivated', 'invitation_sent', 'invitation_accepted', 'invitation_cancelled', 'oauth_configured', 'oauth_connected', 'oauth_disconnected', 'donors_imported', 'donor_import_undone', 'donors_exported', 'donors_cleared', 'donor_added', 'donor_updated', 'donors_merged', 'donor_duplicate_dismissed', 'household_joined', 'household_left', 'household_changed', 'household_suggestion_dismissed', 'statement_settings_changed', 'statements_generated', 'statements_emailed', 'statement_run_deleted', 'batch_created', 'batch_deleted', 'batch_committed', 'batch_reopened', 'batch_deposited', 'batch_gift_adjusted', 'batch_exported', 'batch_changed', 'batch_gift_changed', 'batch_gift_deleted', 'batch_adjustment_proposed', 'batch_adjustment_approved', 'batch_adjustment_rejected', 'batch_reopen_requested', 'batch_reopen_rejected', 'fund_created', 'fund_changed', 'funds_merged', 'giving_settings_changed', 'campaign_created', 'campaign_updated', 'campaign_deleted', 'pledge_added', 'pledge_changed', 'pledge_removed', 'member_counter_changed', 'two_factor_app_added', 'two_factor_app_removed', 'passkey_added', 'passkey_removed', 'recovery_codes_generated', 'recovery_code_used', 'two_factor_reset', 'trusted_device_removed', 'signed_out_elsewhere', 'security_policy_changed', 'sso_linked', 'sso_unlinked'));--> statement-breakpoint
CREATE POLICY "campaign_funds_tenant_isolation" ON "campaign_funds" AS PERMISSIVE FOR ALL TO "steward_app" USING ("campaign_funds"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("campaign_funds"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "campaigns_tenant_isolation" ON "campaigns" AS PERMISSIVE FOR ALL TO "steward_app" USING ("campaigns"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("campaigns"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "pledges_tenant_isolation" ON "pledges" AS PERMISSIVE FOR ALL TO "steward_app" USING ("pledges"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("pledges"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);