-- FAIR-PLAN-1 (decision 0051): each post method of a country takes its carrier's working days in
-- transit at the destination, and may deliver on a fixed day (date-definite). A database seeded
-- before gets the seed's figures per shipping zone (server/db/seed/data/countries.ts); a method
-- staff added keeps the default of 2 days until they set its own.
ALTER TABLE "post_methods" ADD COLUMN "transit_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "post_methods" ADD COLUMN "date_definite" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "post_methods" ADD CONSTRAINT "post_methods_transit_days_ck" CHECK ("post_methods"."transit_days" between 0 and 60);--> statement-breakpoint
UPDATE "post_methods" SET "transit_days" = CASE "value"
	WHEN 'pickup' THEN 0 WHEN 'dhl-standard' THEN 1 WHEN 'dhl-express' THEN 1 ELSE 2 END
	WHERE "country_id" = 18;--> statement-breakpoint
UPDATE "post_methods" SET "transit_days" = CASE "value"
	WHEN 'dhl-standard' THEN 2 WHEN 'dhl-express' THEN 1 WHEN 'spedition' THEN 3 ELSE "transit_days" END
	WHERE "country_id" IN (1, 2, 3, 4, 8, 10, 11, 12);--> statement-breakpoint
UPDATE "post_methods" SET "transit_days" = CASE "value"
	WHEN 'dhl-standard' THEN 3 WHEN 'dhl-express' THEN 2 WHEN 'spedition' THEN 4 ELSE "transit_days" END
	WHERE "country_id" IN (5, 6, 7, 13, 14, 15, 16, 17, 19, 20, 24, 25, 26, 9, 29, 30, 31);--> statement-breakpoint
UPDATE "post_methods" SET "transit_days" = CASE "value"
	WHEN 'dhl-standard' THEN 5 WHEN 'dhl-express' THEN 2 WHEN 'spedition' THEN 6 ELSE "transit_days" END
	WHERE "country_id" IN (21, 22, 23, 27, 28);--> statement-breakpoint
UPDATE "post_methods" SET "transit_days" = CASE "value"
	WHEN 'dhl-standard' THEN 6 WHEN 'dhl-express' THEN 3 WHEN 'spedition' THEN 7 ELSE "transit_days" END
	WHERE "country_id" IN (32, 33, 34, 35, 36);--> statement-breakpoint
UPDATE "post_methods" SET "date_definite" = true WHERE "value" = 'dhl-express';
