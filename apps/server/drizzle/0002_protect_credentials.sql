-- Tenant-scoped code (running as steward_app) never needs sessions or password hashes:
-- only the sign-in path, which runs as the owner, reads them. Even a query bug inside a tenant
-- transaction cannot leak them.
REVOKE ALL ON "sessions" FROM steward_app;
--> statement-breakpoint
REVOKE ALL ON "users" FROM steward_app;
--> statement-breakpoint
GRANT SELECT ("id", "email", "full_name", "last_login_at", "created_at", "updated_at") ON "users" TO steward_app;
