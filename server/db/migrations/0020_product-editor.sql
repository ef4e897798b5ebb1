ALTER TABLE "product_combinations" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "seo_title" jsonb DEFAULT '{"de":"","en":""}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "product_combinations_sku_uq" ON "product_combinations" USING btree ("sku");