-- Document content search: name and tags weigh most (A), then the description (B), then the text
-- read out of the file (C, in documents.content_search). The generated column needs an IMMUTABLE
-- expression; to_tsvector with a named configuration is, and array_to_string is for text[].
CREATE OR REPLACE FUNCTION steward_document_search_vector(name text, description text, tags text[])
RETURNS tsvector
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('english'::regconfig, name || ' ' || array_to_string(tags, ' ')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')
$$;
--> statement-breakpoint
CREATE TABLE "document_texts" (
	"document_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"text" text,
	"pages" integer,
	"pages_read" integer,
	"words" integer,
	"ocr" boolean DEFAULT false NOT NULL,
	"progress_page" integer,
	"progress_pages" integer,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_texts_state_valid" CHECK ("document_texts"."state" in ('waiting', 'reading', 'done', 'no-text', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "document_texts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "content_search" "tsvector";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (steward_document_search_vector("documents"."name", "documents"."description", "documents"."tags") || coalesce("documents"."content_search", ''::tsvector)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "document_texts" ADD CONSTRAINT "document_texts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_texts" ADD CONSTRAINT "document_texts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_texts_queue_idx" ON "document_texts" USING btree ("next_attempt_at") WHERE "document_texts"."state" in ('waiting', 'reading');--> statement-breakpoint
CREATE INDEX "document_texts_organization_idx" ON "document_texts" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "documents_search_vector_idx" ON "documents" USING gin ("search_vector");--> statement-breakpoint
CREATE POLICY "document_texts_tenant_isolation" ON "document_texts" AS PERMISSIVE FOR ALL TO "steward_app" USING ("document_texts"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("document_texts"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);
--> statement-breakpoint
-- Every document gets its row in the reading queue in the transaction that stores it, and goes
-- back to waiting in the transaction that changes its bytes (a text edit), whatever code path
-- wrote it. The row keeps the old text until the new one is read, so search goes on working.
CREATE OR REPLACE FUNCTION steward_queue_document_text() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO document_texts (document_id, organization_id)
  VALUES (NEW.id, NEW.organization_id)
  ON CONFLICT (document_id) DO UPDATE
    SET state = 'waiting', attempts = 0, claim = NULL, reason = NULL, progress_page = NULL,
        progress_pages = NULL, next_attempt_at = now(), updated_at = now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER documents_queue_text_on_insert AFTER INSERT ON documents
FOR EACH ROW EXECUTE FUNCTION steward_queue_document_text();
--> statement-breakpoint
CREATE TRIGGER documents_queue_text_on_change AFTER UPDATE OF sha256, storage_key ON documents
FOR EACH ROW WHEN (OLD.sha256 IS DISTINCT FROM NEW.sha256 OR OLD.storage_key IS DISTINCT FROM NEW.storage_key)
EXECUTE FUNCTION steward_queue_document_text();
--> statement-breakpoint
-- The backfill: every document stored before text reading existed waits to be read.
INSERT INTO document_texts (document_id, organization_id)
SELECT id, organization_id FROM documents
ON CONFLICT (document_id) DO NOTHING;
