CREATE TABLE "document_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"threshold" text NOT NULL,
	"expiry_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_reminders_threshold_valid" CHECK ("document_reminders"."threshold" in ('overdue', '7', '30'))
);
--> statement-breakpoint
ALTER TABLE "document_reminders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "reminder_digests" (
	"organization_id" uuid NOT NULL,
	"day" date NOT NULL,
	"document_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_digests_organization_id_day_pk" PRIMARY KEY("organization_id","day")
);
--> statement-breakpoint
ALTER TABLE "reminder_digests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "storage_garbage" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "storage_garbage" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "search_text" text GENERATED ALWAYS AS (steward_document_search_text("documents"."name", "documents"."description", "documents"."tags")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "document_reminders" ADD CONSTRAINT "document_reminders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_reminders" ADD CONSTRAINT "document_reminders_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_digests" ADD CONSTRAINT "reminder_digests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_garbage" ADD CONSTRAINT "storage_garbage_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_reminders_once" ON "document_reminders" USING btree ("document_id","threshold","expiry_date");--> statement-breakpoint
CREATE INDEX "storage_garbage_due_idx" ON "storage_garbage" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "documents_organization_name_idx" ON "documents" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "documents_organization_size_idx" ON "documents" USING btree ("organization_id","size_bytes");--> statement-breakpoint
CREATE INDEX "documents_organization_category_idx" ON "documents" USING btree ("organization_id","category","created_at");--> statement-breakpoint
CREATE INDEX "documents_search_text_trgm_idx" ON "documents" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "documents_tags_idx" ON "documents" USING gin ("tags");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_version_positive" CHECK ("documents"."version" >= 1);--> statement-breakpoint
CREATE POLICY "document_reminders_tenant_isolation" ON "document_reminders" AS PERMISSIVE FOR ALL TO "steward_app" USING ("document_reminders"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("document_reminders"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "reminder_digests_tenant_isolation" ON "reminder_digests" AS PERMISSIVE FOR ALL TO "steward_app" USING ("reminder_digests"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("reminder_digests"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "storage_garbage_tenant_isolation" ON "storage_garbage" AS PERMISSIVE FOR ALL TO "steward_app" USING ("storage_garbage"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("storage_garbage"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);