ALTER TABLE "statement_documents" ADD COLUMN "render_error" text;--> statement-breakpoint
ALTER TABLE "statement_documents" ADD COLUMN "email_error" text;