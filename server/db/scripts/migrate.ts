import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/client.ts'

// npm run db:migrate: applies the committed migrations to DATABASE_URL or the PGlite in DATA_DIR.
const config = loadConfig()
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
// Under the lock the starting app processes take (decision 0031): never two at once.
await database.exclusively(() => database.migrate())
await database.close()
console.log(`Migrations applied (${database.driver}).`)
