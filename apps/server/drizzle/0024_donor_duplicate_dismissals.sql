CREATE TABLE "donor_duplicate_dismissals" (
	"organization_id" uuid NOT NULL,
	"donor_id" uuid NOT NULL,
	"other_donor_id" uuid NOT NULL,
	"dismissed_by" uuid,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donor_duplicate_dismissals_organization_id_donor_id_other_donor_id_pk" PRIMARY KEY("organization_id","donor_id","other_donor_id"),
	CONSTRAINT "donor_duplicate_dismissals_ordered" CHECK ("donor_duplicate_dismissals"."donor_id" < "donor_duplicate_dismissals"."other_donor_id")
);
--> statement-breakpoint
ALTER TABLE "donor_duplicate_dismissals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_valid";--> statement-breakpoint
ALTER TABLE "donor_duplicate_dismissals" ADD CONSTRAINT "donor_duplicate_dismissals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_duplicate_dismissals" ADD CONSTRAINT "donor_duplicate_dismissals_donor_id_donors_id_fk" FOREIGN KEY ("donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_duplicate_dismissals" ADD CONSTRAINT "donor_duplicate_dismissals_other_donor_id_donors_id_fk" FOREIGN KEY ("other_donor_id") REFERENCES "public"."donors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donor_duplicate_dismissals" ADD CONSTRAINT "donor_duplicate_dismissals_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "donor_duplicate_dismissals_other_idx" ON "donor_duplicate_dismissals" USING btree ("other_donor_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_valid" CHECK (action in ('sign_in', 'sign_in_failed', 'organization_created', 'role_changed', 'member_deactivated', 'member_reactivated', 'invitation_sent', 'invitation_accepted', 'invitation_cancelled', 'oauth_configured', 'oauth_connected', 'oauth_disconnected', 'donors_imported', 'donor_import_undone', 'donors_exported', 'donors_cleared', 'donor_added', 'donor_updated', 'donors_merged', 'donor_duplicate_dismissed', 'statement_settings_changed', 'statements_generated', 'statements_emailed', 'statement_run_deleted'));--> statement-breakpoint
CREATE POLICY "donor_duplicate_dismissals_tenant_isolation" ON "donor_duplicate_dismissals" AS PERMISSIVE FOR ALL TO "steward_app" USING ("donor_duplicate_dismissals"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("donor_duplicate_dismissals"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);