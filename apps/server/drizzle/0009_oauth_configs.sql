CREATE TABLE "oauth_configs" (
	"organization_id" uuid NOT NULL,
	"provider_id" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"company_domain" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_configs_organization_id_provider_id_pk" PRIMARY KEY("organization_id","provider_id")
);
--> statement-breakpoint
ALTER TABLE "oauth_configs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "oauth_configs" ADD CONSTRAINT "oauth_configs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_configs" ADD CONSTRAINT "oauth_configs_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "oauth_configs_tenant_isolation" ON "oauth_configs" AS PERMISSIVE FOR ALL TO "steward_app" USING ("oauth_configs"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("oauth_configs"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);