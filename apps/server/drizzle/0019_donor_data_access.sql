-- Donor Data documents are fundraising data (spec 001 §6): on top of the organisation's policy,
-- a transaction sees them, and files or moves a document into or out of the category, only when
-- withTenant set app.fundraising for a member with fundraising access; a document's text is seen
-- only with its document.
CREATE POLICY "document_texts_with_document" ON "document_texts" AS RESTRICTIVE FOR ALL TO "steward_app" USING (exists (select 1 from documents d where d.id = "document_texts"."document_id")) WITH CHECK (exists (select 1 from documents d where d.id = "document_texts"."document_id"));--> statement-breakpoint
CREATE POLICY "documents_donor_data" ON "documents" AS RESTRICTIVE FOR ALL TO "steward_app" USING (("documents"."category" <> 'Donor Data' or current_setting('app.fundraising', true) = 'on')) WITH CHECK (("documents"."category" <> 'Donor Data' or current_setting('app.fundraising', true) = 'on'));
