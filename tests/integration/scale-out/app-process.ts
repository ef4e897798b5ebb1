import type { AddressInfo } from 'node:net'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import { openDatabase } from '#server/db/client.ts'
import { prepareDatabase } from '#server/db/prepare.ts'
import { openCheckedStore } from '#server/modules/storage/open-store.ts'
import { assertOneStore } from '#server/modules/storage/shared-store.ts'

// One app process of tests/integration/scale-out.test.ts, started as a real OS process: what
// `npm start` (server/main.ts) does — its own connection pool from DATABASE_URL, migrations and
// the first start's demo data under the startup lock (decision 0031), then listening — but
// without the storefront (integration tests run before the build) and without the demo images
// (drawing them takes half a minute). The environment configures it; it tells the test its port
// over the IPC channel.

const config = loadConfig()
const { files, applicationName } = await openCheckedStore(config)
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
  applicationName,
})
// SEED_IMAGES=true: the first start draws the demo images too (into the file store).
await prepareDatabase(database, process.env.SEED_IMAGES === 'true' ? { files } : {})
// STORE-4: refuses, as npm start does, a store no other process of the shop uses.
await assertOneStore(database, files).catch(async (error: Error) => {
  console.error(error.message)
  await database.close()
  process.exit(1)
})
const app = await buildApp(config, { database, files, storefront: false })
const stop = () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0))
}
process.on('SIGTERM', stop)
// The test that started it is gone (e.g. timed out): no process is left behind.
process.on('disconnect', stop)
await app.listen({ port: config.port, host: config.host })
process.send!({ port: (app.server.address() as AddressInfo).port })
