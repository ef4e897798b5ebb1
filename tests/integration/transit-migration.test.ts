import { readFile } from 'node:fs/promises'
import { asc, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { postMethods } from '#server/db/schema/index.ts'
import { postMethods as seedMethods } from '#server/db/seed/data/countries.ts'
import { testDatabases } from './databases.ts'

// FAIR-PLAN-1 on both databases: migration 0030 gives a database seeded before it the figures the
// seed gives a new one, so an old shop and a fresh clone plan alike.

const databases = await testDatabases()
const migration = await readFile(
  new URL('../../server/db/migrations/0030_transit-times.sql', import.meta.url),
  'utf8',
)
/** The migration's data statements (the columns exist already in a test database). */
const updates = migration
  .split('--> statement-breakpoint')
  .map((statement) =>
    statement
      .split('\n')
      .filter((line) => !line.startsWith('--'))
      .join('\n')
      .trim(),
  )
  .filter((statement) => statement.startsWith('UPDATE'))

describe.each(databases)('migration 0030 on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  beforeAll(async () => {
    database = await kind.create()
  })
  afterAll(async () => {
    await database?.drop()
  })

  it('sets every seeded method’s transit days and date-definite flag as the seed does', async () => {
    // As before the migration: the columns' defaults.
    await database.db.execute(sql`update post_methods set transit_days = 2, date_definite = false`)
    expect(updates.length).toBeGreaterThanOrEqual(6)
    for (const statement of updates) await database.db.execute(sql.raw(statement))
    const rows = await database.db
      .select({
        countryId: postMethods.countryId,
        value: postMethods.value,
        transitDays: postMethods.transitDays,
        dateDefinite: postMethods.dateDefinite,
      })
      .from(postMethods)
      .orderBy(asc(postMethods.countryId), asc(postMethods.value))
    const expected = seedMethods
      .map(({ countryId, value, transitDays, dateDefinite }) => ({
        countryId,
        value,
        transitDays,
        dateDefinite,
      }))
      .sort((a, b) => a.countryId - b.countryId || (a.value < b.value ? -1 : 1))
    expect(rows).toEqual(expected)
  })
})
