CREATE TABLE "document_counts" (
	"organization_id" uuid NOT NULL,
	"category" text NOT NULL,
	"expiry_date" date,
	"documents" integer NOT NULL,
	CONSTRAINT "document_counts_key" UNIQUE NULLS NOT DISTINCT("organization_id","category","expiry_date"),
	CONSTRAINT "document_counts_not_negative" CHECK ("document_counts"."documents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "document_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "document_counts" ADD CONSTRAINT "document_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "document_counts_tenant_isolation" ON "document_counts" AS PERMISSIVE FOR ALL TO "steward_app" USING ("document_counts"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid) WITH CHECK ("document_counts"."organization_id" = nullif(current_setting('app.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "document_counts_donor_data" ON "document_counts" AS RESTRICTIVE FOR ALL TO "steward_app" USING (("document_counts"."category" <> 'Donor Data' or current_setting('app.fundraising', true) = 'on')) WITH CHECK (("document_counts"."category" <> 'Donor Data' or current_setting('app.fundraising', true) = 'on'));--> statement-breakpoint
-- The counts follow every change of the documents in the same transaction. Statement-level: a
-- statement that inserts or deletes thousands of documents adjusts each count once, and an update
-- that keeps a document's category and expiry date (its text read, its name changed) writes none.
-- Removed documents only lower counts that exist: when an organisation is deleted its counts may
-- be gone before its documents' delete fires this. A count that reaches 0 stays, at 0: removing it
-- would take another statement, and the readers sum the counts.
CREATE OR REPLACE FUNCTION steward_count_documents() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE document_counts c SET documents = c.documents - gone.documents
    FROM (SELECT organization_id, category, expiry_date, count(*)::integer AS documents
          FROM removed GROUP BY organization_id, category, expiry_date) gone
    WHERE c.organization_id = gone.organization_id AND c.category = gone.category
      AND c.expiry_date IS NOT DISTINCT FROM gone.expiry_date;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE document_counts c SET documents = c.documents - gone.documents
    FROM (SELECT o.organization_id, o.category, o.expiry_date, count(*)::integer AS documents
          FROM removed o JOIN added n ON n.id = o.id
          WHERE (o.organization_id, o.category, o.expiry_date) IS DISTINCT FROM (n.organization_id, n.category, n.expiry_date)
          GROUP BY o.organization_id, o.category, o.expiry_date) gone
    WHERE c.organization_id = gone.organization_id AND c.category = gone.category
      AND c.expiry_date IS NOT DISTINCT FROM gone.expiry_date;
    INSERT INTO document_counts AS c (organization_id, category, expiry_date, documents)
    SELECT n.organization_id, n.category, n.expiry_date, count(*)::integer
    FROM removed o JOIN added n ON n.id = o.id
    WHERE (o.organization_id, o.category, o.expiry_date) IS DISTINCT FROM (n.organization_id, n.category, n.expiry_date)
    GROUP BY n.organization_id, n.category, n.expiry_date
    ORDER BY n.organization_id, n.category, n.expiry_date
    ON CONFLICT (organization_id, category, expiry_date)
      DO UPDATE SET documents = c.documents + excluded.documents;
  ELSE
    INSERT INTO document_counts AS c (organization_id, category, expiry_date, documents)
    SELECT organization_id, category, expiry_date, count(*)::integer
    FROM added GROUP BY organization_id, category, expiry_date
    ORDER BY organization_id, category, expiry_date
    ON CONFLICT (organization_id, category, expiry_date)
      DO UPDATE SET documents = c.documents + excluded.documents;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER documents_count_on_insert AFTER INSERT ON documents
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION steward_count_documents();
--> statement-breakpoint
CREATE TRIGGER documents_count_on_update AFTER UPDATE ON documents
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION steward_count_documents();
--> statement-breakpoint
CREATE TRIGGER documents_count_on_delete AFTER DELETE ON documents
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION steward_count_documents();
--> statement-breakpoint
-- The backfill: the documents stored before the counts existed.
INSERT INTO document_counts (organization_id, category, expiry_date, documents)
SELECT organization_id, category, expiry_date, count(*)::integer
FROM documents GROUP BY organization_id, category, expiry_date;
