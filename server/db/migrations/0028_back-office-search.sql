-- FIND-1 (decision 0048): the back office's search box finds a part of a customer's company,
-- name, e-mail or phone, of an invoice's or credit note's number and of an article number (SKU)
-- through trigram indexes (pg_trgm, migration 0000), so `ilike '%…%'` reads an index instead of
-- every row. The name's expression is the one the search and the customer list compare.
CREATE INDEX IF NOT EXISTS "customers_company_trgm_idx" ON "customers" USING gin ("company" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_name_trgm_idx" ON "customers" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_email_trgm_idx" ON "customers" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_phone_trgm_idx" ON "customers" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoice_documents_number_trgm_idx" ON "invoice_documents" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_combinations_sku_trgm_idx" ON "product_combinations" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_key_trgm_idx" ON "products" USING gin ("key" gin_trgm_ops);
