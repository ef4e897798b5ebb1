import { shopDayOf } from '#core/dates/dates.ts'
import { type Locale, pick } from '#core/i18n/locale.ts'
import type { Db } from '#server/db/client.ts'
import { upcomingFairs } from './fair-reads.ts'

// FAIR-6: the fairs the site offers a buyer to plan for (the product page's planner types a
// name or a city). Read without a cache: the list is short and a change must show at once.

/** At most this many fairs per answer. */
export const FAIRS_PER_ANSWER = 20

export interface SiteFair {
  id: number
  name: string
  city: string
  venue: string
  countryCode: string
  opensOn: string
  closesOn: string
  buildUpFrom: string
  buildUpTo: string
}

export function createFairsService(deps: { db: Db; now?: () => Date }) {
  const now = deps.now ?? (() => new Date())
  return {
    /** The active fairs not yet over whose name or city contains `query`, soonest first. */
    async search(query: string, locale: Locale): Promise<SiteFair[]> {
      const rows = await upcomingFairs(deps.db, {
        query,
        today: shopDayOf(now()),
        limit: FAIRS_PER_ANSWER,
      })
      return rows.map((row) => ({
        id: row.id,
        name: pick(row.name, locale),
        city: row.city,
        venue: row.venueName,
        countryCode: row.countryCode,
        opensOn: row.opensOn,
        closesOn: row.closesOn,
        buildUpFrom: row.buildUpFrom,
        buildUpTo: row.buildUpTo,
      }))
    },
  }
}

export type FairsService = ReturnType<typeof createFairsService>
