-- Only a materialized view's owner may refresh it (PostgreSQL before 17 has no MAINTAIN right),
-- and the shop may run as a role that owns nothing (README, "Database roles"; STAFF-6). The
-- function runs as the role that ran this migration, the view's owner; it does one thing.
CREATE FUNCTION "refresh_search_words"() RETURNS void LANGUAGE sql SECURITY DEFINER
  SET search_path = pg_catalog, public
  AS $$ REFRESH MATERIALIZED VIEW "public"."search_words" $$;
