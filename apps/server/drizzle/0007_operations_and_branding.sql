CREATE TABLE "corporate_status" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"entity_name" text NOT NULL,
	"entity_type" text NOT NULL,
	"status" text NOT NULL,
	"filing_date" date,
	"next_due_date" date,
	"annual_report_status" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "corporate_status" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "department_members" (
	"organization_id" uuid NOT NULL,
	"department_slug" text NOT NULL,
	"user_id" uuid NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "department_members_organization_id_department_slug_user_id_pk" PRIMARY KEY("organization_id","department_slug","user_id")
);
--> statement-breakpoint
ALTER TABLE "department_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "integration_contacts" (
	"organization_id" uuid NOT NULL,
	"integration_key" text NOT NULL,
	"name" text,
	"title" text,
	"email" text,
	"phone" text,
	"company" text,
	"notes" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_contacts_organization_id_integration_key_pk" PRIMARY KEY("organization_id","integration_key")
);
--> statement-breakpoint
ALTER TABLE "integration_contacts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "integrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"builtin_id" text,
	"operations_category" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"url" text NOT NULL,
	"category" text NOT NULL,
	"note" text,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integrations_url_http" CHECK ("integrations"."url" ~* '^https?://')
);
--> statement-breakpoint
ALTER TABLE "integrations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "logo_svg" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "logo_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "corporate_status" ADD CONSTRAINT "corporate_status_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_status" ADD CONSTRAINT "corporate_status_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_members" ADD CONSTRAINT "department_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_members" ADD CONSTRAINT "department_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "department_members" ADD CONSTRAINT "department_members_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_contacts" ADD CONSTRAINT "integration_contacts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_contacts" ADD CONSTRAINT "integration_contacts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "integrations_one_override_per_builtin" ON "integrations" USING btree ("organization_id","builtin_id");--> statement-breakpoint
CREATE INDEX "integrations_organization_category_idx" ON "integrations" USING btree ("organization_id","operations_category");--> statement-breakpoint
CREATE POLICY "corporate_status_tenant_isolation" ON "corporate_status" AS PERMISSIVE FOR ALL TO "steward_app" USING ("corporate_status"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("corporate_status"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "department_members_tenant_isolation" ON "department_members" AS PERMISSIVE FOR ALL TO "steward_app" USING ("department_members"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("department_members"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "integration_contacts_tenant_isolation" ON "integration_contacts" AS PERMISSIVE FOR ALL TO "steward_app" USING ("integration_contacts"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("integration_contacts"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "integrations_tenant_isolation" ON "integrations" AS PERMISSIVE FOR ALL TO "steward_app" USING ("integrations"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("integrations"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);