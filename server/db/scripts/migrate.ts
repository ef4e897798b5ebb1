import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/client.ts'

// npm run db:migrate: applies the committed migrations to DATABASE_URL or the PGlite in DATA_DIR.
const config = loadConfig()
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
await database.migrate()
await database.close()
console.log(`Migrations applied (${database.driver}).`)
