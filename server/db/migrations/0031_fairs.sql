-- FAIR-1 (decision 0051): the trade fairs staff keep (module server/modules/fairs). The checks
-- repeat the order rules of FAIR-2, so no writer stores a fair whose days contradict.
CREATE TABLE "fairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"city" text NOT NULL,
	"venue_name" text NOT NULL,
	"venue_street" text NOT NULL,
	"venue_postcode" text NOT NULL,
	"venue_city" text NOT NULL,
	"venue_country_id" integer NOT NULL,
	"opens_on" date NOT NULL,
	"closes_on" date NOT NULL,
	"build_up_from" date NOT NULL,
	"build_up_to" date NOT NULL,
	"build_up_hours_from" text NOT NULL,
	"build_up_hours_to" text NOT NULL,
	"acceptance_at" text NOT NULL,
	"acceptance_from" date NOT NULL,
	"acceptance_to" date NOT NULL,
	"acceptance_hours_from" text NOT NULL,
	"acceptance_hours_to" text NOT NULL,
	"forwarder_name" text,
	"forwarder_address" text,
	"forwarder_contact" text,
	"website" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fairs_days_ck" CHECK ("fairs"."closes_on" >= "fairs"."opens_on"),
	CONSTRAINT "fairs_build_up_ck" CHECK ("fairs"."build_up_from" <= "fairs"."build_up_to" and "fairs"."build_up_to" <= "fairs"."opens_on"),
	CONSTRAINT "fairs_acceptance_ck" CHECK ("fairs"."acceptance_from" <= "fairs"."acceptance_to" and "fairs"."acceptance_to" <= "fairs"."closes_on"),
	CONSTRAINT "fairs_hours_ck" CHECK ("fairs"."build_up_hours_from" < "fairs"."build_up_hours_to" and "fairs"."acceptance_hours_from" < "fairs"."acceptance_hours_to"),
	CONSTRAINT "fairs_website_ck" CHECK ("fairs"."website" is null or "fairs"."website" like 'https://%')
);
--> statement-breakpoint
ALTER TABLE "fairs" ADD CONSTRAINT "fairs_venue_country_id_countries_id_fk" FOREIGN KEY ("venue_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fairs_key_uq" ON "fairs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "fairs_closes_on_idx" ON "fairs" USING btree ("closes_on");
