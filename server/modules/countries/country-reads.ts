import { asc, eq, inArray } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { Db } from '#server/db/client.ts'
import type { Localized } from '#core/i18n/locale.ts'
import { countries, postMethods } from '#server/db/schema/index.ts'

// What other modules read of the shop's countries (decision 0040: the countries module owns
// them). Each function takes the caller's executor, so it reads inside the caller's transaction.

/**
 * The countries as another module's query joins them (an address's country, a customer's
 * country code): a view of the owner's choosing, planned by PostgreSQL as a join of the table.
 */
export const countryView = new QueryBuilder()
  .select({ id: countries.id, code: countries.code, name: countries.name })
  .from(countries)
  .as('country_view')

/** Whether the id names one of the shop's countries. */
export async function countryExists(executor: Db, countryId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.id, countryId))
    .limit(1)
  return row !== undefined
}

/** The code of the country with this id, or undefined. */
export async function countryCode(executor: Db, countryId: number): Promise<string | undefined> {
  const [row] = await executor
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.id, countryId))
  return row?.code
}

/** Every country's code, A to Z. */
export async function countryCodes(executor: Db): Promise<string[]> {
  const rows = await executor
    .select({ code: countries.code })
    .from(countries)
    .orderBy(asc(countries.code))
  return rows.map((row) => row.code)
}

/** Which of these country codes are in the EU. */
export async function euCountryCodes(executor: Db, codes: string[]): Promise<Set<string>> {
  const rows = await executor
    .select({ code: countries.code, isEu: countries.isEu })
    .from(countries)
    .where(inArray(countries.code, codes.length > 0 ? codes : ['']))
  return new Set(rows.filter((row) => row.isEu).map((row) => row.code))
}

export interface TransitMethod {
  value: string
  priceCents: number
  transitDays: number
  dateDefinite: boolean
  /** The method's name as the shop shows it (FAIR-DUE-6 offers a date-definite one by name). */
  text: Localized
}

/**
 * FAIR-PLAN-1: a country's code and post methods with their transit times, in the shipping
 * settings' order; undefined for an unknown country.
 */
export async function transitMethods(
  executor: Db,
  countryId: number,
): Promise<{ code: string; name: Localized; methods: TransitMethod[] } | undefined> {
  const [country] = await executor
    .select({ code: countries.code, name: countries.name })
    .from(countries)
    .where(eq(countries.id, countryId))
    .limit(1)
  if (country === undefined) return undefined
  const methods = await executor
    .select({
      value: postMethods.value,
      priceCents: postMethods.priceCents,
      transitDays: postMethods.transitDays,
      dateDefinite: postMethods.dateDefinite,
      text: postMethods.text,
    })
    .from(postMethods)
    .where(eq(postMethods.countryId, countryId))
    .orderBy(asc(postMethods.position), asc(postMethods.id))
  return { ...country, methods }
}
