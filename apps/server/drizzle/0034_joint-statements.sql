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
ALTER TABLE "statement_documents" ADD COLUMN "household_id" uuid;--> statement-breakpoint
ALTER TABLE "statement_documents" ADD COLUMN "givers" jsonb;--> statement-breakpoint
ALTER TABLE "statement_settings" ADD COLUMN "joint_statements" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "statement_copies" ADD CONSTRAINT "statement_copies_run_id_statement_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."statement_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_copies" ADD CONSTRAINT "statement_copies_outbox_id_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "statement_copies_tenant_isolation" ON "statement_copies" AS PERMISSIVE FOR ALL TO "steward_app" USING ("statement_copies"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("statement_copies"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);