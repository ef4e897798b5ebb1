-- QUOTE-1..QUOTE-7 (decision 0058): quote requests with their lines, the quote numbers per year
-- and what an accepted quote's lines carry into the cart and the order.
CREATE TABLE "quote_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"quote_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer NOT NULL,
	"combination_id" integer NOT NULL,
	"duration_id" integer NOT NULL,
	"services" text DEFAULT '0' NOT NULL,
	"quantity" integer NOT NULL,
	"list_unit_cents" integer,
	"discount_basis_points" integer,
	"unit_cents" integer,
	CONSTRAINT "quote_lines_quantity_ck" CHECK ("quote_lines"."quantity" between 1 and 10000),
	CONSTRAINT "quote_lines_unit_ck" CHECK ("quote_lines"."unit_cents" is null or "quote_lines"."unit_cents" >= 0),
	CONSTRAINT "quote_lines_discount_ck" CHECK ("quote_lines"."discount_basis_points" is null or "quote_lines"."discount_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"number" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"fair_id" integer,
	"target_on" date,
	"locale" text NOT NULL,
	"shipping_cents" integer,
	"note" text,
	"valid_until" date,
	"sent_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"pdf" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_shipping_ck" CHECK ("quotes"."shipping_cents" is null or "quotes"."shipping_cents" >= 0),
	CONSTRAINT "quotes_sent_ck" CHECK ("quotes"."status" = 'requested' or ("quotes"."number" is not null and "quotes"."valid_until" is not null and "quotes"."shipping_cents" is not null))
);
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_quantity_ck";--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_quantity_ck";--> statement-breakpoint
DROP INDEX "cart_items_configuration_uq";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "quote_line_id" integer;--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_fair_id_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."fairs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_lines_position_uq" ON "quote_lines" USING btree ("quote_id","position");--> statement-breakpoint
CREATE INDEX "quotes_customer_idx" ON "quotes" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_number_uq" ON "quotes" USING btree ("number");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_quote_line_id_quote_lines_id_fk" FOREIGN KEY ("quote_line_id") REFERENCES "public"."quote_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_quote_line_uq" ON "cart_items" USING btree ("quote_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_configuration_uq" ON "cart_items" USING btree ("customer_id","product_id","combination_id","duration_id","services") WHERE "cart_items"."quote_line_id" is null;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_quantity_ck" CHECK (("cart_items"."quote_line_id" is null and "cart_items"."quantity" between 1 and 50) or ("cart_items"."quote_line_id" is not null and "cart_items"."quantity" between 1 and 10000));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_quantity_ck" CHECK ("order_items"."quantity" between 1 and 10000);