CREATE TABLE "filing_reminders" (
	"organization_id" uuid NOT NULL,
	"state" text NOT NULL,
	"next_due_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "filing_reminders_organization_id_state_next_due_date_pk" PRIMARY KEY("organization_id","state","next_due_date")
);
--> statement-breakpoint
ALTER TABLE "filing_reminders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "filing_reminders" ADD CONSTRAINT "filing_reminders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "filing_reminders_tenant_isolation" ON "filing_reminders" AS PERMISSIVE FOR ALL TO "steward_app" USING ("filing_reminders"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("filing_reminders"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);