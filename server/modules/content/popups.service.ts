import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm'
import { type Locale, pick } from '#core/i18n/locale.ts'
import type { Db } from '#server/db/client.ts'
import { popups } from '#server/db/schema/index.ts'
import { sanitizeContent } from './sanitize.ts'

export interface PopupView {
  id: number
  title: string
  content: string
}

export function createPopupsService(db: Db) {
  return {
    /**
     * The active popups now (CONSENT-6: shown when one is active and the visitor has
     * not seen it).
     */
    async active(locale: Locale, now: Date = new Date()): Promise<PopupView[]> {
      const rows = await db
        .select()
        .from(popups)
        .where(
          and(
            eq(popups.isActive, true),
            or(isNull(popups.startsAt), lte(popups.startsAt, now)),
            or(isNull(popups.endsAt), gt(popups.endsAt, now)),
          ),
        )
        .orderBy(desc(popups.id))
      return rows.map((row) => ({
        id: row.id,
        title: pick(row.title, locale),
        // Sanitised on the way out, so neither the API nor the page ever carries a script.
        content: sanitizeContent(pick(row.content, locale)),
      }))
    },
  }
}

export type PopupsService = ReturnType<typeof createPopupsService>
