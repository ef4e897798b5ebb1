import { and, asc, eq, gte, ilike, inArray, or, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { fairs } from '#server/db/schema/index.ts'
import { countryView } from '#server/modules/countries/country-reads.ts'

// FAIR-1 (decision 0040): what other modules read of the trade fairs. The fairs module owns
// the table; each function takes the caller's executor, so it reads inside its transaction.

export type FairRow = typeof fairs.$inferSelect

/** A fair as the planner and the delivery address read it: its row and its country's code. */
export interface FairFacts extends FairRow {
  countryCode: string
}

/** The fair with this id (active or not), or undefined. */
export async function fairById(executor: Db, id: number): Promise<FairFacts | undefined> {
  const [row] = await executor
    .select({ fair: fairs, countryCode: countryView.code })
    .from(fairs)
    .innerJoin(countryView, eq(countryView.id, fairs.venueCountryId))
    .where(eq(fairs.id, id))
    .limit(1)
  return row && { ...row.fair, countryCode: row.countryCode }
}

/** FAIR-MINE-1: the fairs with these ids (active or not); an unknown id is left out. */
export async function fairsByIds(executor: Db, ids: readonly number[]): Promise<FairFacts[]> {
  if (ids.length === 0) return []
  const rows = await executor
    .select({ fair: fairs, countryCode: countryView.code })
    .from(fairs)
    .innerJoin(countryView, eq(countryView.id, fairs.venueCountryId))
    .where(inArray(fairs.id, [...ids]))
  return rows.map((row) => ({ ...row.fair, countryCode: row.countryCode }))
}

/** A text to find inside a column with `ilike`: its own % and _ match only themselves. */
export function containsPattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** Where a fair's name (either language) or city contains `query`; undefined for no query. */
export function fairMatches(query: string) {
  const term = query.trim()
  if (!term) return undefined
  const pattern = containsPattern(term)
  return or(
    ilike(sql`${fairs.name}->>'de'`, pattern),
    ilike(sql`${fairs.name}->>'en'`, pattern),
    ilike(fairs.city, pattern),
  )
}

/**
 * FAIR-6: the active fairs whose closing day is `today` or later and that match `query`,
 * soonest first, at most `limit`.
 */
export async function upcomingFairs(
  executor: Db,
  { query, today, limit }: { query: string; today: string; limit: number },
): Promise<FairFacts[]> {
  const rows = await executor
    .select({ fair: fairs, countryCode: countryView.code })
    .from(fairs)
    .innerJoin(countryView, eq(countryView.id, fairs.venueCountryId))
    .where(and(eq(fairs.isActive, true), gte(fairs.closesOn, today), fairMatches(query)))
    .orderBy(asc(fairs.opensOn), asc(fairs.closesOn), asc(fairs.id))
    .limit(limit)
  return rows.map((row) => ({ ...row.fair, countryCode: row.countryCode }))
}
