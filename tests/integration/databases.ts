import { randomBytes } from 'node:crypto'
import net from 'node:net'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import postgres from 'postgres'
import { type Database, openDatabase } from '#server/db/client.ts'
import { seed } from '#server/db/seed/seed.ts'

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

const defaultPostgresUrl = 'postgres://postgres@127.0.0.1:5432/test'

async function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port })
    // Generous on a busy machine (test files run in parallel): a missed answer would quietly
    // leave PostgreSQL out of a whole file. A closed port answers at once either way.
    socket.setTimeout(2_000)
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}

// Migrating and seeding once, then copying the data directory, keeps each test file fast.
let pgliteTemplate: Promise<File | Blob> | undefined

async function pgliteDatabase(): Promise<Database & { drop(): Promise<void> }> {
  pgliteTemplate ??= (async () => {
    const client = await PGlite.create({ extensions: { pg_trgm } })
    const database = await openDatabase({ dataDir: '', pglite: client })
    await database.migrate()
    await seed(database)
    const dump = await client.dumpDataDir('none')
    await client.close()
    return dump
  })()
  const client = await PGlite.create({ extensions: { pg_trgm }, loadDataDir: await pgliteTemplate })
  const database = await openDatabase({ dataDir: '', pglite: client })
  return { ...database, drop: () => database.close() }
}

async function emptyPostgresDatabase(
  baseUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_test_${randomBytes(6).toString('hex')}`
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`CREATE DATABASE ${name}`)
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
  const empty = await emptyPostgresDatabase(baseUrl)
  const database = await openDatabase({ url: empty.url, dataDir: '' })
  await database.migrate()
  await seed(database)
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
  const url = process.env.TEST_DATABASE_URL
  if (url || (await answers('127.0.0.1', 5432))) {
    list.push({
      name: 'postgres',
      create: () => postgresDatabase(url ?? defaultPostgresUrl),
      empty: () => emptyPostgresDatabase(url ?? defaultPostgresUrl),
    })
  }
  return list
}
