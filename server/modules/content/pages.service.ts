import { asc, eq, or } from 'drizzle-orm'
import {
  fillPlaceholders,
  fillTextPlaceholders,
  type PlaceholderSettings,
  placeholderValues,
} from '#core/content/placeholders.ts'
import { type Locale, type Localized, pick } from '#core/i18n/locale.ts'
import type { Db } from '#server/db/client.ts'
import { pages } from '#server/db/schema/index.ts'
import { sanitizeContent } from './sanitize.ts'

export interface PageView {
  id: number
  key: string
  title: string
  slug: string
  /** The slug in each language (language switch, hreflang). */
  slugs: Localized
  metaDescription: string
  /** HTML from the back office, sanitised (sanitize.ts), its placeholders filled in (CONT-9). */
  body: string
}

export function createPagesService(db: Db, settings: { get(): Promise<PlaceholderSettings> }) {
  function summary(row: typeof pages.$inferSelect, locale: Locale): Omit<PageView, 'body'> {
    return {
      id: row.id,
      key: row.key,
      title: pick(row.title, locale),
      slug: locale === 'de' ? row.slugDe : row.slugEn,
      slugs: { de: row.slugDe, en: row.slugEn },
      metaDescription: pick(row.metaDescription, locale),
    }
  }

  async function view(row: typeof pages.$inferSelect, locale: Locale): Promise<PageView> {
    // Sanitised here, where every reader (API, storefront) gets a page from, so a body written
    // by any path (seed, back office, SQL) is shown only as harmless markup. The settings'
    // placeholders are filled in on every read (CONT-9): the settings are kept in the process
    // and cleared with the guest pages on a change (decisions 0025, 0032), so a page never
    // names an old value.
    const values = placeholderValues(await settings.get(), locale)
    const page = summary(row, locale)
    return {
      ...page,
      metaDescription: fillTextPlaceholders(page.metaDescription, values),
      body: fillPlaceholders(sanitizeContent(pick(row.body, locale)), values),
    }
  }

  return {
    /** A page by its slug in either language; the view is in `locale`. */
    async bySlug(slug: string, locale: Locale): Promise<PageView | undefined> {
      const [row] = await db
        .select()
        .from(pages)
        .where(or(eq(pages.slugDe, slug), eq(pages.slugEn, slug)))
        .limit(1)
      return row && view(row, locale)
    },

    async byKey(key: string, locale: Locale): Promise<PageView | undefined> {
      const [row] = await db.select().from(pages).where(eq(pages.key, key)).limit(1)
      return row && view(row, locale)
    },

    async list(locale: Locale): Promise<Omit<PageView, 'body'>[]> {
      const rows = await db.select().from(pages).orderBy(asc(pages.position), asc(pages.id))
      return rows.map((row) => summary(row, locale))
    },
  }
}

export type PagesService = ReturnType<typeof createPagesService>
