CREATE TABLE "donor_aliases" (
	"organization_id" uuid NOT NULL,
	"donor_key" text NOT NULL,
	"donor_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donor_aliases_organization_id_donor_key_pk" PRIMARY KEY("organization_id","donor_key")
);
--> statement-breakpoint
ALTER TABLE "donor_aliases" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_valid";--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "address_line1" text;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "address_line2" text;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "donor_aliases" ADD CONSTRAINT "donor_aliases_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_aliases" ADD CONSTRAINT "donor_aliases_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donor_aliases_donor_idx" ON "donor_aliases" USING btree ("donor_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_valid" CHECK (action in ('sign_in', 'sign_in_failed', 'organization_created', 'role_changed', 'member_deactivated', 'member_reactivated', 'invitation_sent', 'invitation_accepted', 'invitation_cancelled', 'oauth_configured', 'oauth_connected', 'oauth_disconnected', 'donors_imported', 'donors_exported', 'donors_cleared', 'donor_updated', 'donors_merged'));--> statement-breakpoint
CREATE POLICY "donor_aliases_tenant_isolation" ON "donor_aliases" AS PERMISSIVE FOR ALL TO "steward_app" USING ("donor_aliases"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("donor_aliases"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);