-- Each Steward process keeps the sessions it has resolved in memory (platform/session). Any change
-- to what a session resolves to announces itself on the 'steward_session_changes' channel, so
-- every process drops what it holds: a session signed out, deleted or given another expiry (the
-- hourly sliding extension included, which costs one re-read), a member added, deactivated
-- or given another role, a user's email, name or password changed, an organisation renamed, its
-- logo changed or deleted. NOTIFY is sent at commit, so no process can read the old row again
-- after hearing of the new one. Triggers rather than calls in the services: no path that writes
-- these tables can forget to announce it.
CREATE FUNCTION steward_announce_session_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  payload text;
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    payload := 'session:' || OLD.id;
  ELSIF TG_TABLE_NAME = 'memberships' THEN
    IF TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      PERFORM pg_notify('steward_session_changes', 'user:' || OLD.user_id);
    END IF;
    payload := 'user:' || CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END;
  ELSIF TG_TABLE_NAME = 'users' THEN
    payload := 'user:' || OLD.id;
  ELSE
    payload := 'organization:' || OLD.id;
  END IF;
  PERFORM pg_notify('steward_session_changes', payload);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_announce_change AFTER UPDATE OF expires_at OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION steward_announce_session_change();
--> statement-breakpoint
CREATE TRIGGER memberships_announce_change AFTER INSERT OR UPDATE OR DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION steward_announce_session_change();
--> statement-breakpoint
CREATE TRIGGER users_announce_change AFTER UPDATE OF email, full_name, password_hash OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION steward_announce_session_change();
--> statement-breakpoint
CREATE TRIGGER organizations_announce_change AFTER UPDATE OR DELETE ON organizations
  FOR EACH ROW EXECUTE FUNCTION steward_announce_session_change();
