ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_valid";--> statement-breakpoint
ALTER TABLE "donor_imports" ADD COLUMN "donors_added" integer;--> statement-breakpoint
ALTER TABLE "donor_imports" ADD COLUMN "refunds_added" integer;--> statement-breakpoint
ALTER TABLE "donor_imports" ADD COLUMN "gift_donors" integer;--> statement-breakpoint
ALTER TABLE "donor_imports" ADD COLUMN "report" jsonb;--> statement-breakpoint
ALTER TABLE "donor_imports" ADD COLUMN "undone_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donor_imports" ADD COLUMN "undone_by" uuid;--> statement-breakpoint
ALTER TABLE "donors" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "donor_imports" ADD CONSTRAINT "donor_imports_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_valid" CHECK (action in ('sign_in', 'sign_in_failed', 'organization_created', 'role_changed', 'member_deactivated', 'member_reactivated', 'invitation_sent', 'invitation_accepted', 'invitation_cancelled', 'oauth_configured', 'oauth_connected', 'oauth_disconnected', 'donors_imported', 'donor_import_undone', 'donors_exported', 'donors_cleared', 'donor_updated', 'donors_merged', 'statement_settings_changed', 'statements_generated', 'statements_emailed'));--> statement-breakpoint
-- hand-written: begin
-- The donors each recorded merge created: a merge writes its donors and its record in one
-- transaction, so their created_at is its merged_at (now() is the transaction's time).
UPDATE "donors" d SET "import_id" = i."id"
FROM "donor_imports" i
WHERE i."organization_id" = d."organization_id" AND i."status" = 'merged' AND i."merged_at" = d."created_at";
-- hand-written: end
