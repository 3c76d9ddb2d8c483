CREATE TABLE "donor_refunds" (
	"organization_id" uuid NOT NULL,
	"donor_id" uuid NOT NULL,
	"refund_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"fund" text DEFAULT '' NOT NULL,
	"occurrence" integer DEFAULT 1 NOT NULL,
	"external_id" text,
	"import_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donor_refunds_identity_pk" PRIMARY KEY("donor_id","refund_date","amount_cents","fund","occurrence"),
	CONSTRAINT "donor_refunds_amount_positive" CHECK ("donor_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "donor_refunds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "donor_refunds" ADD CONSTRAINT "donor_refunds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_refunds" ADD CONSTRAINT "donor_refunds_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donor_refunds_external_id_idx" ON "donor_refunds" USING btree ("organization_id","external_id","fund") WHERE "donor_refunds"."external_id" is not null;--> statement-breakpoint
CREATE POLICY "donor_refunds_tenant_isolation" ON "donor_refunds" AS PERMISSIVE FOR ALL TO "steward_app" USING ("donor_refunds"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("donor_refunds"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);