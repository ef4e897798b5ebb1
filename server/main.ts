import './node-env.ts'
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { buildApp } from '#server/app.ts'
import { configOrFail, fail } from '#server/command.ts'
import { openDatabase } from '#server/db/client.ts'
import { prepareDatabase } from '#server/db/prepare.ts'
import { StorageError } from '#server/modules/storage/file-store.ts'
import { openCheckedStore } from '#server/modules/storage/open-store.ts'
import { assertOneStore } from '#server/modules/storage/shared-store.ts'

function ensureBuild() {
  if (existsSync(path.resolve('build/server/index.js'))) return
  console.log('No build found: building the storefront once (react-router build) ...')
  const require = createRequire(import.meta.url)
  const manifest = require.resolve('@react-router/dev/package.json')
  const { bin } = require(manifest) as { bin: Record<string, string> }
  const cli = path.join(path.dirname(manifest), bin['react-router']!)
  const result = spawnSync(process.execPath, [cli, 'build'], { stdio: 'inherit' })
  if (result.status !== 0) fail('The storefront build failed (see above).')
}

async function main() {
  const config = configOrFail()
  // STORE-1: a store that cannot be used stops the start with one line (decision 0042).
  const { files, applicationName } = await openCheckedStore(config).catch((error: Error) =>
    fail(error instanceof StorageError ? error.message : `Cannot use the file store: ${error}`),
  )
  ensureBuild()
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    applicationName,
  }).catch((error: Error) => fail(`Cannot open the database: ${error.message}`))
  try {
    // Several processes may start at once on one PostgreSQL: one migrates and seeds, the others
    // wait for it (decision 0031).
    await prepareDatabase(database, {
      files,
      onFirstStart: () => console.log('First start: writing the demo data ...'),
    })
  } catch (error) {
    fail(`Cannot migrate the database: ${(error as Error).message}`)
  }
  // STORE-4: processes of one shop keep their files in one store.
  await assertOneStore(database, files).catch(async (error: Error) => {
    await database.close()
    fail(error.message)
  })

  const app = await buildApp(config, { database, files })
  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const timer = setTimeout(() => process.exit(1), 10_000).unref()
    await app.close()
    await database.close()
    clearTimeout(timer)
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    fail(`Cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`)
  }
}

await main()
