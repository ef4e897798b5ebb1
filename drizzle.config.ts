import { defineConfig } from 'drizzle-kit'

// Migrations are generated from the schema and committed; the app applies them itself
// (server/db/migrate.ts), on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
})
