-- Product search (CAT-8): full text with German and English stemming plus trigram
-- similarity for typos and spellings ('rollup', 'Roll-Up', 'roll up'). The documents are stored
-- generated columns, so ranking does not compute to_tsvector per row at query time; the search
-- service (server/modules/search/search.service.ts) reads these columns by name.
ALTER TABLE "products" ADD COLUMN "search_de" tsvector GENERATED ALWAYS AS (to_tsvector('german', coalesce("title"->>'de', '') || ' ' || coalesce("feature_desc"->>'de', '') || ' ' || "keywords")) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_en" tsvector GENERATED ALWAYS AS (to_tsvector('english', coalesce("title"->>'en', '') || ' ' || coalesce("feature_desc"->>'en', '') || ' ' || "keywords")) STORED;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("title"->>'de', '') || ' ' || coalesce("title"->>'en', '') || ' ' || "keywords")) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_de_idx" ON "products" USING gin ("search_de");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_en_idx" ON "products" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- The distinct words of all product texts: a typo is corrected against this short list
-- (trigram similarity), not against every product row. Refreshed after catalogue writes.
CREATE MATERIALIZED VIEW IF NOT EXISTS "public"."search_words" AS SELECT "word" FROM ts_stat($$SELECT to_tsvector('simple', "search_text") FROM "public"."products" WHERE "is_active"$$);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
