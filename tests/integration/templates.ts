import { randomBytes } from 'node:crypto'
import net from 'node:net'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import postgres from 'postgres'
import { openDatabase } from '#server/db/client.ts'
import { seed } from '#server/db/seed/seed.ts'

// The migrated and seeded databases every integration test file starts from, made once per run
// (global-setup.ts): a PGlite data folder dumped to a file, and a PostgreSQL template database.
// A test file then loads the dump or clones the template in a fraction of a second, instead of
// migrating and seeding its own (about 5 to 12 s each on this machine).

export const defaultPostgresUrl = 'postgres://postgres@127.0.0.1:5432/test'

export async function answers(host: string, port: number): Promise<boolean> {
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

/** The PostgreSQL the tests use, or undefined when none answers. */
export async function postgresBaseUrl(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL
  if (url) return url
  return (await answers('127.0.0.1', 5432)) ? defaultPostgresUrl : undefined
}

/** A migrated and seeded PGlite, dumped (the bytes of its data folder, uncompressed). */
export async function pgliteTemplateDump(): Promise<Blob> {
  const client = await PGlite.create({ extensions: { pg_trgm } })
  const database = await openDatabase({ dataDir: '', pglite: client })
  await database.migrate()
  await seed(database)
  const dump = await client.dumpDataDir('none')
  await client.close()
  return dump
}

/** A migrated and seeded PostgreSQL database to clone (`CREATE DATABASE … TEMPLATE`). */
export async function createPostgresTemplate(baseUrl: string): Promise<string> {
  const name = `shop_template_${randomBytes(6).toString('hex')}`
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  // Closed before any clone: a template with a connection cannot be copied.
  const database = await openDatabase({ url: url.toString(), dataDir: '' })
  await database.migrate()
  await seed(database)
  await database.close()
  return name
}

export async function dropPostgresDatabase(baseUrl: string, name: string): Promise<void> {
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin.end()
}
