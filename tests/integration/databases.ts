import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import postgres from 'postgres'
import { type Database, openDatabase } from '#server/db/client.ts'
import { seed } from '#server/db/seed/seed.ts'
import { inject } from 'vitest'
import { answers, pgliteTemplateDump, postgresBaseUrl } from './templates.ts'

/**
 * The databases integration tests run against: PGlite always, PostgreSQL when
 * TEST_DATABASE_URL is set or a server answers on 127.0.0.1:5432 (README, 'Test it').
 */
export interface TestDatabase {
  name: 'pglite' | 'postgres'
  /** A fresh, migrated and seeded database of its own. */
  create(): Promise<Database & { drop(): Promise<void>; url?: string }>
  /**
   * PostgreSQL only: a fresh database with nothing in it, for app processes that migrate and
   * seed it themselves as `npm start` does.
   */
  empty?(): Promise<{ url: string; drop(): Promise<void> }>
}

// Each file loads the run's PGlite dump (templates.ts, global-setup.ts); without a global setup
// (a file run on its own by another runner) it makes the dump once for itself.
let pgliteTemplate: Promise<Blob> | undefined

function templateDump(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = inject('pgliteTemplate')
    return file ? new Blob([await readFile(file)]) : pgliteTemplateDump()
  })()
  return pgliteTemplate
}

async function pgliteDatabase(): Promise<Database & { drop(): Promise<void> }> {
  const client = await PGlite.create({ extensions: { pg_trgm }, loadDataDir: await templateDump() })
  const database = await openDatabase({ dataDir: '', pglite: client })
  return { ...database, drop: () => database.close() }
}

async function emptyPostgresDatabase(
  baseUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const cleanup = postgres(baseUrl, { max: 1, onnotice: () => {} })
      await cleanup.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}

async function postgresDatabase(
  baseUrl: string,
): Promise<Database & { drop(): Promise<void>; url: string }> {
  const template = inject('postgresTemplate')
  const empty = await emptyPostgresDatabase(
    baseUrl,
    template?.baseUrl === baseUrl ? template.name : undefined,
  )
  const database = await openDatabase({ url: empty.url, dataDir: '' })
  if (!template) {
    await database.migrate()
    await seed(database)
  }
  return {
    ...database,
    /** For a second connection pool, as a second app process has. */
    url: empty.url,
    async drop() {
      await database.close()
      await empty.drop()
    },
  }
}

/**
 * The Redis that tests of several app processes share: REDIS_URL, else one answering on
 * 127.0.0.1:6379 (CI has one), else undefined and those tests are skipped.
 */
export async function testRedisUrl(): Promise<string | undefined> {
  if (process.env.REDIS_URL) return process.env.REDIS_URL
  return (await answers('127.0.0.1', 6379)) ? 'redis://127.0.0.1:6379' : undefined
}

export async function testDatabases(): Promise<TestDatabase[]> {
  const list: TestDatabase[] = [{ name: 'pglite', create: pgliteDatabase }]
  const url = await postgresBaseUrl()
  if (url) {
    list.push({
      name: 'postgres',
      create: () => postgresDatabase(url),
      empty: () => emptyPostgresDatabase(url),
    })
  }
  return list
}
