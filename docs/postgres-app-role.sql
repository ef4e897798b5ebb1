-- The rights of the role the shop runs as (README, "Database roles"; STAFF-6). Run it once as
-- the owner role, in the shop's database, after the first `npm run db:migrate`:
--   psql "postgres://shop_owner@db.example/shop" -f docs/postgres-app-role.sql
-- shop_owner owns the tables and runs the migrations; shop_app (DATABASE_URL of `npm start`)
-- reads and writes rows, may change no table, and may only add to the audit log. Neither is a
-- superuser. tests/integration/database-role.test.ts runs this file.

GRANT USAGE ON SCHEMA public TO shop_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO shop_app;
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO shop_app;
-- Tables and sequences later migrations add get the same rights.
ALTER DEFAULT PRIVILEGES FOR ROLE shop_owner IN SCHEMA public
  GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO shop_app;
ALTER DEFAULT PRIVILEGES FOR ROLE shop_owner IN SCHEMA public
  GRANT USAGE, SELECT ON SEQUENCES TO shop_app;
-- The audit log is append-only: its triggers refuse UPDATE, DELETE and TRUNCATE, and shop_app may
-- not even ask (a table's owner could drop a trigger; shop_app owns nothing).
REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM shop_app;
-- A start finds out whether a migration is pending without changing anything.
GRANT USAGE ON SCHEMA drizzle TO shop_app;
GRANT SELECT ON ALL TABLES IN SCHEMA drizzle TO shop_app;
