-- Trigram similarity for search (PGlite loads the extension when it opens the database).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
