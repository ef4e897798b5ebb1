import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/client.ts'
import { seed } from '#server/db/seed/seed.ts'
import { openFileStore } from '#server/modules/storage/open-store.ts'

// npm run db:seed [-- --reset]: writes the demo data; --reset restores the demo state.
const reset = process.argv.includes('--reset')
const config = loadConfig()
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
// Under the lock the starting app processes take (decision 0031): never two seeds at once.
await database.exclusively(async () => {
  await database.migrate()
  await seed(database, { reset, files: openFileStore(config) })
})
await database.close()
console.log(reset ? 'Demo data restored.' : 'Demo data written (existing rows kept).')
