import { desc, eq } from 'drizzle-orm'
import {
  fillPlaceholders,
  type PlaceholderSettings,
  placeholderValues,
} from '#core/content/placeholders.ts'
import { type Locale, type Localized, pick } from '#core/i18n/locale.ts'
import type { Db } from '#server/db/client.ts'
import { popups } from '#server/db/schema/index.ts'
import { memo } from '#server/modules/shared/memo.ts'
import { sanitizeContent } from './sanitize.ts'
import type { PopupView } from '#core/content/popups.ts'

interface SwitchedOnPopup {
  id: number
  title: Localized
  content: Localized
  startsAt: Date | null
  endsAt: Date | null
}

export function createPopupsService(db: Db, settings: { get(): Promise<PlaceholderSettings> }) {
  // Every page reads them (PERF-4): the switched-on popups are kept briefly, cleared by the
  // 'popups' topic (decision 0025); their time windows are checked on every read.
  const switchedOn = memo(30_000, async (): Promise<SwitchedOnPopup[]> => {
    const rows = await db
      .select()
      .from(popups)
      .where(eq(popups.isActive, true))
      .orderBy(desc(popups.id))
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      // Sanitised on the way out, so neither the API nor the page ever carries a script.
      content: {
        de: sanitizeContent(pick(row.content, 'de')),
        en: sanitizeContent(pick(row.content, 'en')),
      },
      startsAt: row.startsAt,
      endsAt: row.endsAt,
    }))
  })

  return {
    /**
     * The active popups now (CONSENT-6: shown when one is active and the visitor has
     * not seen it).
     */
    async active(locale: Locale, now: Date = new Date()): Promise<PopupView[]> {
      // CONT-9: the settings' placeholders, filled in on every read from the kept settings.
      const [list, shop] = await Promise.all([switchedOn.get(), settings.get()])
      const values = placeholderValues(shop, locale)
      return list
        .filter(
          (popup) =>
            (popup.startsAt === null || popup.startsAt <= now) &&
            (popup.endsAt === null || popup.endsAt > now),
        )
        .map((popup) => ({
          id: popup.id,
          title: pick(popup.title, locale),
          content: fillPlaceholders(popup.content[locale], values),
        }))
    },

    clearCache: switchedOn.clear,
  }
}

export type PopupsService = ReturnType<typeof createPopupsService>
