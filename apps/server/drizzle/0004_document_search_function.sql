-- Document search (issue 4): substring matches on name, description and tags, served by a
-- trigram index. pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- A generated column needs an IMMUTABLE expression; array_to_string is only STABLE in general
-- (it depends on the element type's output function), but for text[] it is immutable.
CREATE OR REPLACE FUNCTION steward_document_search_text(name text, description text, tags text[])
RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$ SELECT lower(name || ' ' || coalesce(description, '') || ' ' || array_to_string(tags, ' ')) $$;
