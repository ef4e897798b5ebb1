import { and, asc, count, eq } from 'drizzle-orm'
import { AppError } from '#core/errors/errors.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { Db } from '#server/db/client.ts'
import { staffSavedFilters } from '#server/db/schema/index.ts'
import { uniqueViolation } from '#server/modules/customers/secrets.ts'

// ORD-SAVED-1 (decision 0047): each member's own named filters of the order list. A filter is
// the list's query string; only its member lists, applies or deletes it (another member's id
// is not found). Personal view settings, not the shop's data: not in the audit log.

/** ORD-SAVED-1: at most this many saved filters per member and list. */
export const SAVED_FILTERS_MAX = 30

export type SavedFilterList = 'orders'

export interface SavedFilterView {
  id: number
  name: string
  query: string
}

export function createSavedFilters(db: Db) {
  const invalidName = (locale: Locale, key: 'taken' | 'tooMany') =>
    new AppError('invalid', translate(locale, 'validation.fixErrors'), {
      name: [translate(locale, `adminShipping.saved.${key}`)],
    })

  return {
    /** The member's filters of `list`, by name. */
    async list(staffId: number, list: SavedFilterList): Promise<SavedFilterView[]> {
      return db
        .select({
          id: staffSavedFilters.id,
          name: staffSavedFilters.name,
          query: staffSavedFilters.query,
        })
        .from(staffSavedFilters)
        .where(and(eq(staffSavedFilters.staffId, staffId), eq(staffSavedFilters.list, list)))
        .orderBy(asc(staffSavedFilters.name), asc(staffSavedFilters.id))
    },

    /** Saves `query` under `name` (checked by savedFilterForm); a name is the member's once. */
    async save(
      staffId: number,
      input: { list: SavedFilterList; name: string; query: string },
      locale: Locale,
    ): Promise<SavedFilterView> {
      const [held] = await db
        .select({ total: count() })
        .from(staffSavedFilters)
        .where(and(eq(staffSavedFilters.staffId, staffId), eq(staffSavedFilters.list, input.list)))
      if ((held?.total ?? 0) >= SAVED_FILTERS_MAX) throw invalidName(locale, 'tooMany')
      try {
        const [row] = await db
          .insert(staffSavedFilters)
          .values({ staffId, list: input.list, name: input.name, query: input.query })
          .returning({
            id: staffSavedFilters.id,
            name: staffSavedFilters.name,
            query: staffSavedFilters.query,
          })
        return row!
      } catch (error) {
        if (uniqueViolation(error) !== undefined) throw invalidName(locale, 'taken')
        throw error
      }
    },

    /** Deletes one of the member's own filters; another's (or a deleted one) is not found. */
    async remove(staffId: number, filterId: number, locale: Locale): Promise<void> {
      const deleted = await db
        .delete(staffSavedFilters)
        .where(and(eq(staffSavedFilters.id, filterId), eq(staffSavedFilters.staffId, staffId)))
        .returning({ id: staffSavedFilters.id })
      if (deleted.length === 0) {
        throw new AppError('not_found', translate(locale, 'adminShipping.saved.gone'))
      }
    },
  }
}

export type SavedFilters = ReturnType<typeof createSavedFilters>
