CREATE TABLE "oauth_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid,
	"access_token_sealed" text NOT NULL,
	"refresh_token_sealed" text,
	"expires_at" timestamp with time zone,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"needs_reconnect" boolean DEFAULT false NOT NULL,
	"refresh_error" text,
	"refresh_lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oauth_connections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state_digest" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"code_verifier_sealed" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "oauth_states" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_valid";--> statement-breakpoint
ALTER TABLE "oauth_connections" ADD CONSTRAINT "oauth_connections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_connections" ADD CONSTRAINT "oauth_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "oauth_connections_one_active_idx" ON "oauth_connections" USING btree ("organization_id","provider_id") WHERE "oauth_connections"."is_active";--> statement-breakpoint
CREATE INDEX "oauth_connections_refresh_due_idx" ON "oauth_connections" USING btree ("expires_at") WHERE "oauth_connections"."is_active" and "oauth_connections"."refresh_token_sealed" is not null and not "oauth_connections"."needs_reconnect";--> statement-breakpoint
CREATE INDEX "oauth_states_expires_at_idx" ON "oauth_states" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_valid" CHECK (action in ('sign_in', 'sign_in_failed', 'organization_created', 'role_changed', 'member_deactivated', 'member_reactivated', 'invitation_sent', 'invitation_accepted', 'invitation_cancelled', 'oauth_configured', 'oauth_connected', 'oauth_disconnected'));--> statement-breakpoint
CREATE POLICY "oauth_connections_tenant_isolation" ON "oauth_connections" AS PERMISSIVE FOR ALL TO "steward_app" USING ("oauth_connections"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("oauth_connections"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "oauth_states_tenant_isolation" ON "oauth_states" AS PERMISSIVE FOR ALL TO "steward_app" USING ("oauth_states"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("oauth_states"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);