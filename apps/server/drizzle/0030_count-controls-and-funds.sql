CREATE TABLE "batch_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"gift_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"corrected" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed_by" uuid,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"lone" boolean DEFAULT false NOT NULL,
	CONSTRAINT "batch_adjustments_status_valid" CHECK ("batch_adjustments"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "batch_adjustments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "batch_changers" (
	"organization_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"since_commit" boolean DEFAULT true NOT NULL,
	CONSTRAINT "batch_changers_batch_id_user_id_pk" PRIMARY KEY("batch_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "batch_changers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "fund_aliases" (
	"organization_id" uuid NOT NULL,
	"alias" text NOT NULL,
	"fund_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fund_aliases_organization_id_alias_pk" PRIMARY KEY("organization_id","alias")
);
--> statement-breakpoint
ALTER TABLE "fund_aliases" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "funds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"restricted" boolean DEFAULT false NOT NULL,
	"quickbooks_account" text,
	"xero_account_code" text,
	"archived_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "funds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_valid";--> statement-breakpoint
ALTER TABLE "batch_entry_presence" ADD COLUMN "arrived_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "batch_entry_presence" ADD COLUMN "last_saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "batch_gifts" ADD COLUMN "adjustment_id" uuid;--> statement-breakpoint
ALTER TABLE "contribution_batches" ADD COLUMN "first_committed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contribution_batches" ADD COLUMN "reopen_requested_by" uuid;--> statement-breakpoint
ALTER TABLE "contribution_batches" ADD COLUMN "reopen_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contribution_batches" ADD COLUMN "reopen_request_reason" text;--> statement-breakpoint
ALTER TABLE "contribution_batches" ADD COLUMN "cash_count" jsonb;--> statement-breakpoint
ALTER TABLE "giving_settings" ADD COLUMN "bank_quickbooks_account" text;--> statement-breakpoint
ALTER TABLE "giving_settings" ADD COLUMN "bank_xero_account_code" text;--> statement-breakpoint
ALTER TABLE "giving_settings" ADD COLUMN "xero_tax_rate" text DEFAULT 'Tax Exempt' NOT NULL;--> statement-breakpoint
ALTER TABLE "batch_adjustments" ADD CONSTRAINT "batch_adjustments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_adjustments" ADD CONSTRAINT "batch_adjustments_batch_id_contribution_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."contribution_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_adjustments" ADD CONSTRAINT "batch_adjustments_gift_id_batch_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."batch_gifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_adjustments" ADD CONSTRAINT "batch_adjustments_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_adjustments" ADD CONSTRAINT "batch_adjustments_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_changers" ADD CONSTRAINT "batch_changers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_changers" ADD CONSTRAINT "batch_changers_batch_id_contribution_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."contribution_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_changers" ADD CONSTRAINT "batch_changers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_aliases" ADD CONSTRAINT "fund_aliases_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_aliases" ADD CONSTRAINT "fund_aliases_fund_id_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."funds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funds" ADD CONSTRAINT "funds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funds" ADD CONSTRAINT "funds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_adjustments_batch_idx" ON "batch_adjustments" USING btree ("batch_id","proposed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "batch_adjustments_one_pending_idx" ON "batch_adjustments" USING btree ("gift_id") WHERE "batch_adjustments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "fund_aliases_fund_idx" ON "fund_aliases" USING btree ("fund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "funds_organization_name_idx" ON "funds" USING btree ("organization_id","name");--> statement-breakpoint
ALTER TABLE "batch_gifts" ADD CONSTRAINT "batch_gifts_adjustment_id_batch_adjustments_id_fk" FOREIGN KEY ("adjustment_id") REFERENCES "public"."batch_adjustments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contribution_batches" ADD CONSTRAINT "contribution_batches_reopen_requested_by_users_id_fk" FOREIGN KEY ("reopen_requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_valid" CHECK (action in ('sign_in', 'sign_in_failed', 'organization_created', 'role_changed', 'member_deactivated', 'member_reactivated', 'invitation_sent', 'invitation_accepted', 'invitation_cancelled', 'oauth_configured', 'oauth_connected', 'oauth_disconnected', 'donors_imported', 'donor_import_undone', 'donors_exported', 'donors_cleared', 'donor_added', 'donor_updated', 'donors_merged', 'donor_duplicate_dismissed', 'statement_settings_changed', 'statements_generated', 'statements_emailed', 'statement_run_deleted', 'batch_created', 'batch_deleted', 'batch_committed', 'batch_reopened', 'batch_deposited', 'batch_gift_adjusted', 'batch_exported', 'batch_changed', 'batch_gift_changed', 'batch_gift_deleted', 'batch_adjustment_proposed', 'batch_adjustment_approved', 'batch_adjustment_rejected', 'batch_reopen_requested', 'batch_reopen_rejected', 'fund_created', 'fund_changed', 'funds_merged', 'giving_settings_changed', 'member_counter_changed', 'two_factor_app_added', 'two_factor_app_removed', 'passkey_added', 'passkey_removed', 'recovery_codes_generated', 'recovery_code_used', 'two_factor_reset', 'trusted_device_removed', 'signed_out_elsewhere', 'security_policy_changed', 'sso_linked'));--> statement-breakpoint
-- NOT VALID: every new or changed allocation is held to the limit, rows from before it stay readable.
ALTER TABLE "batch_gift_allocations" ADD CONSTRAINT "batch_gift_allocations_amount_limit" CHECK ("batch_gift_allocations"."amount_cents" between -1000000000 and 1000000000) NOT VALID;--> statement-breakpoint
CREATE POLICY "batch_adjustments_tenant_isolation" ON "batch_adjustments" AS PERMISSIVE FOR ALL TO "steward_app" USING ("batch_adjustments"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("batch_adjustments"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "batch_changers_tenant_isolation" ON "batch_changers" AS PERMISSIVE FOR ALL TO "steward_app" USING ("batch_changers"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("batch_changers"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "fund_aliases_tenant_isolation" ON "fund_aliases" AS PERMISSIVE FOR ALL TO "steward_app" USING ("fund_aliases"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("fund_aliases"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "funds_tenant_isolation" ON "funds" AS PERMISSIVE FOR ALL TO "steward_app" USING ("funds"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("funds"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);--> statement-breakpoint
-- The fund list starts as every fund the organisation's gifts, refunds, batches and ledger accounts
-- name, each with the income account it had (kept as QuickBooks' name; a value that is also a valid
-- Xero code is kept as that too, and the export checks each against its format).
INSERT INTO "funds" ("organization_id", "name", "quickbooks_account", "xero_account_code")
SELECT f.organization_id, f.name, l.account,
  CASE WHEN l.account ~ '^[A-Za-z0-9._-]{1,10}$' THEN l.account END
FROM (
  SELECT DISTINCT organization_id, fund AS name FROM "donations"
  UNION SELECT organization_id, fund FROM "donor_refunds"
  UNION SELECT organization_id, fund FROM "batch_gift_allocations"
  UNION SELECT organization_id, default_fund FROM "contribution_batches"
  UNION SELECT organization_id, fund FROM "fund_ledger_accounts"
) f
LEFT JOIN "fund_ledger_accounts" l ON l.organization_id = f.organization_id AND l.fund = f.name;--> statement-breakpoint
UPDATE "giving_settings" SET "bank_quickbooks_account" = "bank_ledger_account",
  "bank_xero_account_code" = CASE WHEN "bank_ledger_account" ~ '^[A-Za-z0-9._-]{1,10}$' THEN "bank_ledger_account" END;--> statement-breakpoint
-- Adjustments made before they needed a second admin: carried out by the one who made them.
INSERT INTO "batch_adjustments" ("organization_id", "batch_id", "gift_id", "reason", "status",
  "proposed_by", "proposed_at", "decided_by", "decided_at", "lone")
SELECT r.organization_id, r.batch_id, r.adjusts_gift_id, coalesce(r.adjustment_reason, ''), 'approved',
  r.entered_by, r.entered_at, r.entered_by, r.entered_at, true
FROM "batch_gifts" r WHERE r.kind = 'reversal';--> statement-breakpoint
UPDATE "batch_gifts" g SET "adjustment_id" = a.id
FROM "batch_adjustments" a
WHERE g.kind <> 'entry' AND a.batch_id = g.batch_id AND a.gift_id = g.adjusts_gift_id;--> statement-breakpoint
UPDATE "batch_adjustments" a SET "corrected" = jsonb_build_object(
  'method', c.method, 'checkNumber', c.check_number, 'giftDate', c.gift_date::text, 'memo', c.memo,
  'inKindDescription', c.in_kind_description,
  'allocations', (SELECT coalesce(jsonb_agg(jsonb_build_object('fund', x.fund, 'amountCents', x.amount_cents)
    ORDER BY x.position), '[]'::jsonb) FROM "batch_gift_allocations" x WHERE x.gift_id = c.id))
FROM "batch_gifts" c WHERE c.adjustment_id = a.id AND c.kind = 'correction';--> statement-breakpoint
-- A batch is on record from its first commit: the committed ones, and the open ones the audit log
-- saw committed (reopened since) or that hold an adjustment.
UPDATE "contribution_batches" b SET "first_committed_at" = coalesce(b.committed_at, (
  SELECT min(a.created_at) FROM "audit_log" a
  WHERE a.organization_id = b.organization_id AND a.action = 'batch_committed' AND a.target = b.name
), (
  SELECT min(g.entered_at) FROM "batch_gifts" g WHERE g.batch_id = b.id AND g.kind <> 'entry'
));--> statement-breakpoint
UPDATE "batch_entry_presence" SET "arrived_at" = "seen_at";--> statement-breakpoint
DROP POLICY "fund_ledger_accounts_tenant_isolation" ON "fund_ledger_accounts" CASCADE;--> statement-breakpoint
DROP TABLE "fund_ledger_accounts" CASCADE;--> statement-breakpoint
ALTER TABLE "giving_settings" DROP COLUMN "bank_ledger_account";
