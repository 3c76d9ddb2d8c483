CREATE TABLE "batch_attachments" (
	"organization_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_attachments_batch_id_document_id_pk" PRIMARY KEY("batch_id","document_id")
);
--> statement-breakpoint
ALTER TABLE "batch_attachments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "batch_entry_presence" (
	"organization_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_entry_presence_batch_id_user_id_pk" PRIMARY KEY("batch_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "batch_entry_presence" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "batch_gift_allocations" (
	"organization_id" uuid NOT NULL,
	"gift_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"fund" text DEFAULT '' NOT NULL,
	"amount_cents" bigint,
	CONSTRAINT "batch_gift_allocations_gift_id_position_pk" PRIMARY KEY("gift_id","position"),
	CONSTRAINT "batch_gift_allocations_amount_nonzero" CHECK ("batch_gift_allocations"."amount_cents" is null or "batch_gift_allocations"."amount_cents" <> 0)
);
--> statement-breakpoint
ALTER TABLE "batch_gift_allocations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "batch_gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"donor_id" uuid,
	"method" text NOT NULL,
	"check_number" text,
	"gift_date" date NOT NULL,
	"memo" text,
	"in_kind_description" text,
	"kind" text DEFAULT 'entry' NOT NULL,
	"adjusts_gift_id" uuid,
	"adjustment_reason" text,
	"entered_by" uuid,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"image_document_id" uuid,
	CONSTRAINT "batch_gifts_kind_valid" CHECK ("batch_gifts"."kind" in ('entry', 'reversal', 'correction')),
	CONSTRAINT "batch_gifts_method_valid" CHECK ("batch_gifts"."method" in ('cash', 'check', 'card', 'ach', 'in_kind', 'other')),
	CONSTRAINT "batch_gifts_in_kind_described" CHECK (("batch_gifts"."method" = 'in_kind') = ("batch_gifts"."in_kind_description" is not null)),
	CONSTRAINT "batch_gifts_adjustment" CHECK (("batch_gifts"."kind" = 'entry') = ("batch_gifts"."adjusts_gift_id" is null))
);
--> statement-breakpoint
ALTER TABLE "batch_gifts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "contribution_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"received_date" date NOT NULL,
	"deposit_date" date,
	"bank_account" text,
	"note" text,
	"expected_count" integer NOT NULL,
	"expected_total_cents" bigint NOT NULL,
	"expected_cash_cents" bigint,
	"expected_check_cents" bigint,
	"default_fund" text DEFAULT '' NOT NULL,
	"default_method" text DEFAULT 'check' NOT NULL,
	"default_gift_date" date,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_by" uuid,
	"committed_at" timestamp with time zone,
	"lone_commit" boolean DEFAULT false NOT NULL,
	"deposited_by" uuid,
	"deposited_at" timestamp with time zone,
	"exported_by" uuid,
	"exported_at" timestamp with time zone,
	CONSTRAINT "contribution_batches_status_valid" CHECK ("contribution_batches"."status" in ('open', 'committed', 'deposited')),
	CONSTRAINT "contribution_batches_expected_count" CHECK ("contribution_batches"."expected_count" >= 0),
	CONSTRAINT "contribution_batches_expected_total" CHECK ("contribution_batches"."expected_total_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "contribution_batches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fund_ledger_accounts" (
	"organization_id" uuid NOT NULL,
	"fund" text NOT NULL,
	"account" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fund_ledger_accounts_organization_id_fund_pk" PRIMARY KEY("organization_id","fund")
);
--> statement-breakpoint
ALTER TABLE "fund_ledger_accounts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "giving_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"dual_control" boolean DEFAULT true NOT NULL,
	"bank_ledger_account" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "giving_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_valid";--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "is_counter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "batch_gift_id" uuid;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "envelope_number" text;--> statement-breakpoint
ALTER TABLE "batch_attachments" ADD CONSTRAINT "batch_attachments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_attachments" ADD CONSTRAINT "batch_attachments_batch_id_contribution_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."contribution_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_attachments" ADD CONSTRAINT "batch_attachments_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_attachments" ADD CONSTRAINT "batch_attachments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_entry_presence" ADD CONSTRAINT "batch_entry_presence_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_entry_presence" ADD CONSTRAINT "batch_entry_presence_batch_id_contribution_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."contribution_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_entry_presence" ADD CONSTRAINT "batch_entry_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_gift_allocations" ADD CONSTRAINT "batch_gift_allocations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_gift_allocations" ADD CONSTRAINT "batch_gift_allocations_gift_id_batch_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."batch_gifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_gifts" ADD CONSTRAINT "batch_gifts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_gifts" ADD CONSTRAINT "batch_gifts_batch_id_contribution_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."contribution_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_gifts" ADD CONSTRAINT "batch_gifts_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_gifts" ADD CONSTRAINT "batch_gifts_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_gifts" ADD CONSTRAINT "batch_gifts_image_document_id_documents_id_fk" FOREIGN KEY ("image_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_batches" ADD CONSTRAINT "contribution_batches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_batches" ADD CONSTRAINT "contribution_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_batches" ADD CONSTRAINT "contribution_batches_committed_by_users_id_fk" FOREIGN KEY ("committed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_batches" ADD CONSTRAINT "contribution_batches_deposited_by_users_id_fk" FOREIGN KEY ("deposited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_batches" ADD CONSTRAINT "contribution_batches_exported_by_users_id_fk" FOREIGN KEY ("exported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_ledger_accounts" ADD CONSTRAINT "fund_ledger_accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_settings" ADD CONSTRAINT "giving_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giving_settings" ADD CONSTRAINT "giving_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_gifts_batch_idx" ON "batch_gifts" USING btree ("batch_id","entered_at");--> statement-breakpoint
CREATE INDEX "batch_gifts_donor_idx" ON "batch_gifts" USING btree ("donor_id");--> statement-breakpoint
CREATE INDEX "batch_gifts_check_idx" ON "batch_gifts" USING btree ("organization_id","donor_id","check_number") WHERE "batch_gifts"."check_number" is not null;--> statement-breakpoint
CREATE INDEX "contribution_batches_organization_received_idx" ON "contribution_batches" USING btree ("organization_id","received_date");--> statement-breakpoint
CREATE INDEX "donations_batch_idx" ON "donations" USING btree ("batch_id") WHERE "donations"."batch_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "donors_envelope_number_idx" ON "donors" USING btree ("organization_id","envelope_number") WHERE "donors"."envelope_number" is not null;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_valid" CHECK (action in ('sign_in', 'sign_in_failed', 'organization_created', 'role_changed', 'member_deactivated', 'member_reactivated', 'invitation_sent', 'invitation_accepted', 'invitation_cancelled', 'oauth_configured', 'oauth_connected', 'oauth_disconnected', 'donors_imported', 'donor_import_undone', 'donors_exported', 'donors_cleared', 'donor_added', 'donor_updated', 'donors_merged', 'donor_duplicate_dismissed', 'statement_settings_changed', 'statements_generated', 'statements_emailed', 'statement_run_deleted', 'batch_created', 'batch_deleted', 'batch_committed', 'batch_reopened', 'batch_deposited', 'batch_gift_adjusted', 'batch_exported', 'giving_settings_changed', 'member_counter_changed'));--> statement-breakpoint
CREATE POLICY "batch_attachments_tenant_isolation" ON "batch_attachments" AS PERMISSIVE FOR ALL TO "steward_app" USING ("batch_attachments"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("batch_attachments"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "batch_entry_presence_tenant_isolation" ON "batch_entry_presence" AS PERMISSIVE FOR ALL TO "steward_app" USING ("batch_entry_presence"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("batch_entry_presence"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "batch_gift_allocations_tenant_isolation" ON "batch_gift_allocations" AS PERMISSIVE FOR ALL TO "steward_app" USING ("batch_gift_allocations"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("batch_gift_allocations"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "batch_gifts_tenant_isolation" ON "batch_gifts" AS PERMISSIVE FOR ALL TO "steward_app" USING ("batch_gifts"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("batch_gifts"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "contribution_batches_tenant_isolation" ON "contribution_batches" AS PERMISSIVE FOR ALL TO "steward_app" USING ("contribution_batches"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("contribution_batches"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "fund_ledger_accounts_tenant_isolation" ON "fund_ledger_accounts" AS PERMISSIVE FOR ALL TO "steward_app" USING ("fund_ledger_accounts"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("fund_ledger_accounts"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "giving_settings_tenant_isolation" ON "giving_settings" AS PERMISSIVE FOR ALL TO "steward_app" USING ("giving_settings"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("giving_settings"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);