import { buildApp } from '#server/app.ts'
import { loadConfig } from '#server/config.ts'
import type { Database } from '#server/db/client.ts'

/** The app on a test database, answering through app.inject() (no port, no storefront build). */
export async function testApp(
  database: Database,
  env: Record<string, string> = {},
  { logStream }: { logStream?: { write(line: string): void } } = {},
) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/shop-test-data',
    LOG_LEVEL: 'silent',
    // Several tests use an https PUBLIC_URL: these shops simulate payments on purpose.
    PAYMENTS_TEST_MODE: 'true',
    ...env,
  })
  return buildApp(config, {
    database,
    storefront: false,
    ...(logStream ? { logStream } : { logger: false }),
  })
}
