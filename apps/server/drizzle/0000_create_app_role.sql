-- The role that tenant-scoped transactions switch to (SET LOCAL ROLE steward_app), so that
-- row-level security applies even when Steward connects as a superuser or as the table owner.
-- Roles are cluster-wide: several Steward databases on one server share it. Two of them migrating
-- at once (the migration lock is per database) both find no role, and the second one's CREATE (or
-- GRANT) fails on the catalog's unique key rather than as duplicate_object: both mean "already there".
DO $$
BEGIN
  CREATE ROLE steward_app NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
DO $$
BEGIN
  GRANT steward_app TO CURRENT_USER;
EXCEPTION WHEN unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO steward_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO steward_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO steward_app;
