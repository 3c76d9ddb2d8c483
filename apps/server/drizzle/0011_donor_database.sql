CREATE TABLE "donation_months" (
	"organization_id" uuid NOT NULL,
	"month" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"gift_count" integer NOT NULL,
	"donor_count" integer NOT NULL,
	CONSTRAINT "donation_months_organization_id_month_pk" PRIMARY KEY("organization_id","month")
);
--> statement-breakpoint
ALTER TABLE "donation_months" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "donations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "donations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organization_id" uuid NOT NULL,
	"donor_id" uuid NOT NULL,
	"gift_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"fund" text DEFAULT '' NOT NULL,
	"occurrence" integer DEFAULT 1 NOT NULL,
	"external_id" text,
	"import_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_amount_positive" CHECK ("donations"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "donations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "donor_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text,
	"source" text DEFAULT 'upload' NOT NULL,
	"document_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"mapping" jsonb,
	"records_processed" integer,
	"records_added" integer,
	"total_records" integer,
	"error" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"merged_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "donor_imports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "donor_years" (
	"organization_id" uuid NOT NULL,
	"donor_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"gift_count" integer NOT NULL,
	CONSTRAINT "donor_years_organization_id_donor_id_year_pk" PRIMARY KEY("organization_id","donor_id","year")
);
--> statement-breakpoint
ALTER TABLE "donor_years" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "donors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"donor_key" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"gift_count" integer DEFAULT 0 NOT NULL,
	"first_gift" date,
	"last_gift" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "donors" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_valid";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "is_donor_data_processed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "donor_data_error" text;--> statement-breakpoint
ALTER TABLE "donation_months" ADD CONSTRAINT "donation_months_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_imports" ADD CONSTRAINT "donor_imports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_imports" ADD CONSTRAINT "donor_imports_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_imports" ADD CONSTRAINT "donor_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_years" ADD CONSTRAINT "donor_years_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donors" ADD CONSTRAINT "donors_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donations_identity_idx" ON "donations" USING btree ("donor_id","gift_date","amount_cents","fund","occurrence");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_external_id_idx" ON "donations" USING btree ("organization_id","external_id","fund") WHERE "donations"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "donor_imports_organization_merged_idx" ON "donor_imports" USING btree ("organization_id","merged_at");--> statement-breakpoint
CREATE INDEX "donor_years_organization_year_idx" ON "donor_years" USING btree ("organization_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "donors_organization_key_idx" ON "donors" USING btree ("organization_id","donor_key");--> statement-breakpoint
CREATE INDEX "donors_organization_total_idx" ON "donors" USING btree ("organization_id","total_cents");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_valid" CHECK (action in ('sign_in', 'sign_in_failed', 'organization_created', 'role_changed', 'member_deactivated', 'member_reactivated', 'invitation_sent', 'invitation_accepted', 'invitation_cancelled', 'oauth_configured', 'oauth_connected', 'oauth_disconnected', 'donors_imported', 'donors_exported', 'donors_cleared'));--> statement-breakpoint
CREATE POLICY "donation_months_tenant_isolation" ON "donation_months" AS PERMISSIVE FOR ALL TO "steward_app" USING ("donation_months"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("donation_months"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "donations_tenant_isolation" ON "donations" AS PERMISSIVE FOR ALL TO "steward_app" USING ("donations"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("donations"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "donor_imports_tenant_isolation" ON "donor_imports" AS PERMISSIVE FOR ALL TO "steward_app" USING ("donor_imports"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("donor_imports"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "donor_years_tenant_isolation" ON "donor_years" AS PERMISSIVE FOR ALL TO "steward_app" USING ("donor_years"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("donor_years"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "donors_tenant_isolation" ON "donors" AS PERMISSIVE FOR ALL TO "steward_app" USING ("donors"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("donors"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);