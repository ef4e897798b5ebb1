import { tmpdir } from 'node:os'
import path from 'node:path'
import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import type { ViteDevServer } from 'vite'
import type { Database } from '#server/db/client.ts'

// Test files run in parallel (vitest.config.ts): each worker writes its mails and the first
// owner's password file to a folder of its own. VITEST_POOL_ID is 1..maxWorkers.
const dataDir = path.join(tmpdir(), `shop-test-data-${process.env.VITEST_POOL_ID ?? process.pid}`)

/**
 * The app on a test database, answering through app.inject() (no port, no storefront; with
 * `storefront`, the built one or the one Vite's dev server renders: storefront.ts).
 */
export async function testApp(
  database: Database,
  env: Record<string, string> = {},
  {
    logStream,
    storefront,
    now,
  }: {
    logStream?: { write(line: string): void }
    storefront?: { vite: ViteDevServer } | 'built'
    /** The trade-fair planner's clock (FAIR-PLAN-6). */
    now?: () => Date
  } = {},
) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Several tests use an https PUBLIC_URL: these shops simulate payments on purpose.
    PAYMENTS_TEST_MODE: 'true',
    ...env,
  })
  return buildApp(config, {
    database,
    // Every page request runs its loaders, as under Vite: tests count and change what they read.
    ...(storefront === 'built'
      ? { pageCache: false }
      : storefront
        ? { vite: storefront.vite }
        : { storefront: false }),
    ...(logStream ? { logStream } : { logger: false }),
    ...(now ? { now } : {}),
  })
}
