-- Product search (spec 2, 5, 7): full text with German and English stemming plus trigram
-- similarity for typos and spellings ('rollup', 'Roll-Up', 'roll up'). The expressions must stay
-- identical to those in server/modules/search/search.service.ts, or the indexes are not used.
CREATE INDEX IF NOT EXISTS "products_search_trgm_idx" ON "products" USING gin ((lower(coalesce("title"->>'de', '') || ' ' || coalesce("title"->>'en', '') || ' ' || "keywords")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_de_idx" ON "products" USING gin (to_tsvector('german', coalesce("title"->>'de', '') || ' ' || coalesce("feature_desc"->>'de', '') || ' ' || "keywords"));--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_en_idx" ON "products" USING gin (to_tsvector('english', coalesce("title"->>'en', '') || ' ' || coalesce("feature_desc"->>'en', '') || ' ' || "keywords"));
