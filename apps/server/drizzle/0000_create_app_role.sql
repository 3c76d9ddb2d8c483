-- The role that tenant-scoped transactions switch to (SET LOCAL ROLE steward_app), so that
-- row-level security applies even when Steward connects as a superuser or as the table owner.
-- Roles are cluster-wide: several Steward databases on one server share it.
DO $$
BEGIN
  CREATE ROLE steward_app NOLOGIN;
EXCEPTION WHEN duplicate_object THEN NULL;
END
$$;
--> statement-breakpoint
GRANT steward_app TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO steward_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO steward_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO steward_app;
