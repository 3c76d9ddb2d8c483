ALTER TABLE "documents" ADD COLUMN "suggested_expiry_date" date;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "suggested_expiry_sentence" text;