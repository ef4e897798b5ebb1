-- FAIR-TGT-2, FAIR-TGT-3 (decision 0052): what a cart is ordered for (a fair, or a day and a
-- country), and the target, latest approval moment and promised arrival an order keeps.
CREATE TABLE "cart_targets" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"fair_id" integer,
	"target_on" date,
	"country_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_targets_kind_ck" CHECK (("cart_targets"."fair_id" is not null and "cart_targets"."target_on" is null and "cart_targets"."country_id" is null) or ("cart_targets"."fair_id" is null and "cart_targets"."target_on" is not null and "cart_targets"."country_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fair_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "target_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "target_country_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "latest_approval_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_arrival_on" date;--> statement-breakpoint
ALTER TABLE "cart_targets" ADD CONSTRAINT "cart_targets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_targets" ADD CONSTRAINT "cart_targets_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_targets" ADD CONSTRAINT "cart_targets_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_target_country_id_countries_id_fk" FOREIGN KEY ("target_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_latest_approval_idx" ON "orders" USING btree ("latest_approval_at") WHERE "orders"."latest_approval_at" is not null;