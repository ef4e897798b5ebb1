import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { queryCountingLogger } from './query-count.ts'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/**
 * An open transaction of `Db`, as `db.transaction(work)` hands it to `work`. It is a `Db` too: a
 * function taking a `Db` executor runs inside the caller's transaction when handed one; a function
 * taking a `Tx` says it must (its row locks last until the caller commits).
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface Database {
  db: Db
  driver: 'pglite' | 'postgres'
  migrate(): Promise<void>
  /** Resolves when the database answers a query. */
  ping(): Promise<void>
  /**
   * Runs `work` while no other process runs work under this lock (PostgreSQL's advisory lock,
   * held by a connection of its own): app processes starting together migrate and seed one
   * after the other (decision 0031). PGlite is one process's database: it just runs `work`.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>
  close(): Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

export interface DatabaseOptions {
  /** postgres://... for a PostgreSQL server; without it PGlite keeps the data in `dataDir`. */
  url?: string
  dataDir: string
  /** An already opened PGlite instance (tests hand in a copy of a migrated template). */
  pglite?: PGlite
  /** PostgreSQL: the most connections this process opens (DATABASE_POOL_SIZE). */
  poolSize?: number
  /**
   * PostgreSQL: the name the connections show in pg_stat_activity; the file store's identity,
   * so a starting process sees which stores the running ones use (STORE-4, decision 0042).
   */
  applicationName?: string
}

/** The connections a process opens to PostgreSQL unless DATABASE_POOL_SIZE says otherwise. */
export const DEFAULT_POOL_SIZE = 10

/**
 * PERF-5, decision 0033: PGlite's buffer pool lives in the process's WebAssembly memory, which
 * never shrinks: PostgreSQL's default of 128 MB became resident as pages were read. 32 MB holds
 * the bench catalogue's hot tables (10,000 products, ~50 MB on disk in all); what falls out is
 * read again from the operating system's file cache, not from the disk.
 */
const PGLITE_SETTINGS = ['shared_buffers=32MB']

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    return openPostgres(options.url, options.poolSize ?? DEFAULT_POOL_SIZE, options.applicationName)
  }
  return openPglite(options)
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  let client = options.pglite
  if (!client) {
    // PGlite does not create the parent of its data directory.
    const dir = path.join(options.dataDir, 'db')
    mkdirSync(options.dataDir, { recursive: true })
    client = await PGlite.create(dir, {
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((it) => ['-c', it])],
    })
  }
  const db = drizzlePglite(client, { schema, logger: queryCountingLogger }) as unknown as Db
  const pglite = client
  return {
    db,
    driver: 'pglite',
    // Migrations run through the app's own instance: drizzle-kit cannot load pg_trgm into PGlite.
    migrate: () => migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder }),
    ping: async () => {
      await pglite.query('select 1')
    },
    exclusively: (work) => work(),
    close: () => pglite.close(),
  }
}

async function openPostgres(
  url: string,
  poolSize: number,
  applicationName: string | undefined,
): Promise<Database> {
  const client = postgres(url, {
    max: poolSize,
    onnotice: () => {},
    ...(applicationName && { connection: { application_name: applicationName } }),
  })
  const db = drizzlePostgres(client, { schema, logger: queryCountingLogger }) as unknown as Db
  return {
    db,
    driver: 'postgres',
    async migrate() {
      // Nothing to do is found out without DDL, so the shop may run as a role that may change
      // no table (README, "Database roles"); the owner role applies a release's migrations.
      if (!(await migrationPending(client))) return
      await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder })
    },
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    async exclusively(work) {
      // Its own connection, not one of the pool: the work needs the pool's, and a pool of one
      // would wait for itself. Closing the connection releases the lock, also when this process
      // dies while holding it.
      const lock = postgres(url, { max: 1, onnotice: () => {} })
      try {
        await lock`select pg_advisory_lock(hashtext('nordlicht-shop:prepare'))`
        return await work()
      } finally {
        await lock.end({ timeout: 5 })
      }
    },
    close: () => client.end({ timeout: 5 }),
  }
}

/**
 * Whether a committed migration is newer than the last one applied, as Drizzle's migrator
 * decides it (by the journal's time); true also when the migrations' table cannot be read.
 */
async function migrationPending(client: postgres.Sql): Promise<boolean> {
  const newest = Math.max(...readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis))
  try {
    const [last] = await client<{ at: string | null }[]>`
      select max(created_at)::text as at from drizzle.__drizzle_migrations`
    return last?.at == null || Number(last.at) < newest
  } catch {
    return true
  }
}
