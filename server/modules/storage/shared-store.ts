import { sql } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { type FileStore, StorageError } from './file-store.ts'

// STORE-4, decision 0042: several processes on one PostgreSQL must keep their files in one
// store. Each process names its store's identity in its connections' application_name; a
// starting process reads the names of the others' live connections (pg_stat_activity) and
// refuses to start when one of them keeps its files elsewhere — a DATA_DIR that is not shared,
// or another bucket. Connections end with their process, so a stopped machine never blocks.

const PREFIX = 'shop files '

/** The application_name of this process's connections (PostgreSQL keeps 63 bytes). */
export const presenceName = (identity: string) => `${PREFIX}${identity}`.slice(0, 63)

/** Throws a StorageError with one clear line when a running process uses another store. */
export async function assertOneStore(database: Database, files: FileStore): Promise<void> {
  // PGlite is one process's database: nobody else can be running on it.
  if (database.driver !== 'postgres') return
  const mine = presenceName(await files.identity())
  const rows = (await database.db.execute(sql`
    select distinct application_name as name from pg_stat_activity
    where datname = current_database() and application_name like ${`${PREFIX}%`}
      and application_name <> ${mine}`)) as unknown as { name: string }[]
  const other = rows[0]?.name.slice(PREFIX.length)
  if (!other) return
  const theirs = other.startsWith('s3:') ? 'an S3 bucket' : 'a DATA_DIR of its own'
  const fix =
    files.kind === 'local'
      ? 'give every process the same S3_* settings (object storage, see README "Run it on several machines") or one shared DATA_DIR'
      : 'give every process the same S3_* settings'
  throw new StorageError(
    `Another process of this shop keeps its files in ${theirs}, not in this process's ${files.location}: ${fix}; files uploaded through one would be missing on the other.`,
  )
}
