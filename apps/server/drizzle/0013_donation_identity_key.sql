ALTER TABLE "donations" DROP COLUMN "id";--> statement-breakpoint
DROP INDEX "donations_identity_idx";--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_identity_pk" PRIMARY KEY("donor_id","gift_date","amount_cents","fund","occurrence");
