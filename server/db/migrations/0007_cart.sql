CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"combination_id" integer NOT NULL,
	"duration_id" integer NOT NULL,
	"services" text DEFAULT '0' NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity_ck" CHECK ("cart_items"."quantity" between 1 and 50)
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_customer_idx" ON "cart_items" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_configuration_uq" ON "cart_items" USING btree ("customer_id","product_id","combination_id","duration_id","services");