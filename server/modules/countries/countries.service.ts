import { asc, eq, ilike, or, sql } from 'drizzle-orm'
import { type Locale, pick } from '#core/i18n/locale.ts'
import type { Db } from '#server/db/client.ts'
import { countries, postMethods } from '#server/db/schema/index.ts'
import { COUNTRIES_PER_PAGE } from '#core/countries/countries.ts'

export interface CountryView {
  id: number
  name: string
  code: string
  taxRequired: boolean
  isEu: boolean
}

export interface PostMethodView {
  value: string
  text: string
  priceCents: number
}

export interface Page<T> {
  data: T[]
  currentPage: number
  perPage: number
  total: number
  lastPage: number
}

/** Most buyers are in Germany, Austria and Switzerland (coded SW): they come first. */
const FIRST_COUNTRIES = ['DE', 'AT', 'SW']

/**
 * The list order: Germany, Austria, Switzerland, then the rest alphabetically in the customer's
 * language (Intl.Collator, so 'Österreich' sorts with O, not after Z as bytes would).
 */
export function countryOrder(locale: Locale) {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' })
  const rank = (code: string) => {
    const index = FIRST_COUNTRIES.indexOf(code)
    return index === -1 ? FIRST_COUNTRIES.length : index
  }
  return (a: { code: string; name: string }, b: { code: string; name: string }) =>
    rank(a.code) - rank(b.code) || collator.compare(a.name, b.name)
}

export function createCountriesService(db: Db) {
  return {
    /** Countries whose name (in either language) or code contains the query, by name. */
    async search(
      query: string,
      locale: Locale,
      page = 1,
      perPage = COUNTRIES_PER_PAGE,
    ): Promise<Page<CountryView>> {
      const term = query.trim()
      const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      const where = term
        ? or(
            ilike(sql`${countries.name}->>'de'`, pattern),
            ilike(sql`${countries.name}->>'en'`, pattern),
            eq(countries.code, term.toUpperCase()),
          )
        : undefined
      // A few dozen countries: sorted here, where the collation follows the customer's language.
      const rows = await db.select().from(countries).where(where)
      const sorted = rows
        .map((row) => ({
          id: row.id,
          name: pick(row.name, locale),
          code: row.code,
          taxRequired: row.taxRequired,
          isEu: row.isEu,
        }))
        .sort(countryOrder(locale))
      const total = sorted.length
      return {
        data: sorted.slice((page - 1) * perPage, page * perPage),
        currentPage: page,
        perPage,
        total,
        lastPage: Math.max(1, Math.ceil(total / perPage)),
      }
    },

    async byId(id: number, locale: Locale): Promise<CountryView | undefined> {
      const [row] = await db.select().from(countries).where(eq(countries.id, id)).limit(1)
      return (
        row && {
          id: row.id,
          name: pick(row.name, locale),
          code: row.code,
          taxRequired: row.taxRequired,
          isEu: row.isEu,
        }
      )
    },

    /** Post methods for a destination country, or undefined for an unknown country. */
    async postMethods(countryId: number, locale: Locale): Promise<PostMethodView[] | undefined> {
      const [country] = await db
        .select({ id: countries.id })
        .from(countries)
        .where(eq(countries.id, countryId))
        .limit(1)
      if (!country) return undefined
      const rows = await db
        .select()
        .from(postMethods)
        .where(eq(postMethods.countryId, countryId))
        .orderBy(asc(postMethods.position), asc(postMethods.id))
      return rows.map((row) => ({
        value: row.value,
        text: pick(row.text, locale),
        priceCents: row.priceCents,
      }))
    },
  }
}

export type CountriesService = ReturnType<typeof createCountriesService>
