CREATE TABLE "statement_documents" (
	"run_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"donor_id" uuid NOT NULL,
	"donor_name" text NOT NULL,
	"email" text,
	"postal_code" text,
	"address" text,
	"total_cents" bigint NOT NULL,
	"gift_count" integer NOT NULL,
	"storage_key" text,
	"size_bytes" integer,
	"outbox_id" uuid,
	CONSTRAINT "statement_documents_run_id_donor_id_pk" PRIMARY KEY("run_id","donor_id")
);
--> statement-breakpoint
ALTER TABLE "statement_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "statement_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"selection" text NOT NULL,
	"min_total_cents" bigint,
	"status" text DEFAULT 'queued' NOT NULL,
	"donor_count" integer NOT NULL,
	"donors_done" integer DEFAULT 0 NOT NULL,
	"combined_key" text,
	"error" text,
	"claim" uuid,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "statement_runs_period_order" CHECK ("statement_runs"."period_start" <= "statement_runs"."period_end")
);
--> statement-breakpoint
ALTER TABLE "statement_runs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "statement_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text NOT NULL,
	"ein" text,
	"address" text,
	"phone" text,
	"website" text,
	"signer_name" text,
	"signer_title" text,
	"message" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "statement_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_valid";--> statement-breakpoint
ALTER TABLE "statement_documents" ADD CONSTRAINT "statement_documents_run_id_statement_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."statement_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_documents" ADD CONSTRAINT "statement_documents_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_runs" ADD CONSTRAINT "statement_runs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_runs" ADD CONSTRAINT "statement_runs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_settings" ADD CONSTRAINT "statement_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_settings" ADD CONSTRAINT "statement_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_runs_organization_created_idx" ON "statement_runs" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "statement_runs_waiting_idx" ON "statement_runs" USING btree ("lease_until") WHERE "statement_runs"."status" in ('queued', 'generating');--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_valid" CHECK (action in ('sign_in', 'sign_in_failed', 'organization_created', 'role_changed', 'member_deactivated', 'member_reactivated', 'invitation_sent', 'invitation_accepted', 'invitation_cancelled', 'oauth_configured', 'oauth_connected', 'oauth_disconnected', 'donors_imported', 'donors_exported', 'donors_cleared', 'donor_updated', 'donors_merged', 'statement_settings_changed', 'statements_generated', 'statements_emailed'));--> statement-breakpoint
CREATE POLICY "statement_documents_tenant_isolation" ON "statement_documents" AS PERMISSIVE FOR ALL TO "steward_app" USING ("statement_documents"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("statement_documents"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "statement_runs_tenant_isolation" ON "statement_runs" AS PERMISSIVE FOR ALL TO "steward_app" USING ("statement_runs"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("statement_runs"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "statement_settings_tenant_isolation" ON "statement_settings" AS PERMISSIVE FOR ALL TO "steward_app" USING ("statement_settings"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("statement_settings"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);