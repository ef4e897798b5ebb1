import fastifyMiddie from '@fastify/middie'
import { createServer } from 'vite'
import { buildApp } from '#server/app.ts'
import { configOrFail } from '#server/command.ts'
import { openDatabase } from '#server/db/client.ts'
import { prepareDatabase } from '#server/db/prepare.ts'
import { openFileStore } from '#server/modules/storage/open-store.ts'

// `npm run dev`: the same server as `npm start`, with Vite's middleware and hot reload.
const config = configOrFail({ NODE_ENV: 'development', ...process.env })

const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolSize,
})
await prepareDatabase(database, { files: openFileStore(config) })

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' })
const app = await buildApp(config, { database, vite })
// Vite answers its own module and HMR requests first; everything else falls through to Fastify.
await app.register(fastifyMiddie)
app.use(vite.middlewares)

const close = async () => {
  await app.close()
  await vite.close()
  await database.close()
  process.exit(0)
}
process.on('SIGINT', () => void close())
process.on('SIGTERM', () => void close())
await app.listen({ port: config.port, host: config.host })
