-- FAIR-ADDR-1 (decision 0053): an address of the address book may be a trade-fair booth.
ALTER TABLE "addresses" ADD COLUMN "fair_id" integer;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "hall" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "booth" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "onsite_contact" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "onsite_mobile" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "deliver_on" date;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "deliver_from" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "deliver_to" text;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "via_forwarder" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE set null ON UPDATE no action;
