import { asc, eq } from 'drizzle-orm'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { mayEditContent } from '#core/staff/roles.ts'
import { type PageInput, pageInputSchema } from '#core/validation/admin-pages.ts'
import { fieldErrors } from '#core/validation/customer.ts'
import type { Db } from '#server/db/client.ts'
import { pages } from '#server/db/schema/index.ts'
import { AppError } from '#server/modules/shared/errors.ts'
import type { Invalidation } from '#server/modules/shared/invalidation.ts'
import type { StaffMember, StaffService } from '#server/modules/staff/staff.service.ts'
import { sanitizeContent, sanitizeRemoves } from './sanitize.ts'

// CONT-5: staff edit the static pages (imprint, terms, privacy, …): titles, meta descriptions and
// bodies. The HTML is cleaned when saved (and again when shown). The storefront reads pages
// without a cache; the footer caches the pages' titles, so a save publishes 'footer'
// (decision 0025). Slugs stay as they are (no redirects needed); no pages are created or deleted.

export interface PageAdminSummary {
  id: number
  key: string
  position: number
  titleDe: string
  titleEn: string
  slugDe: string
  slugEn: string
}

export interface PageAdminView extends PageAdminSummary {
  metaDescriptionDe: string
  metaDescriptionEn: string
  bodyDe: string
  bodyEn: string
}

export function createPagesAdmin(deps: {
  db: Db
  audit: StaffService['audit']
  invalidation: Pick<Invalidation, 'publish'>
}) {
  const { db } = deps

  function allowed(actor: StaffMember, locale: Locale) {
    if (!mayEditContent(actor.role)) {
      throw new AppError('forbidden', translate(locale, 'admin.order.notYourStep'))
    }
  }
  function parse(input: Record<string, unknown>, locale: Locale): PageInput {
    const parsed = pageInputSchema(locale).safeParse(input)
    if (!parsed.success) {
      throw new AppError(
        'invalid',
        translate(locale, 'validation.fixErrors'),
        fieldErrors(parsed.error),
      )
    }
    return parsed.data
  }
  const summaryOf = (row: typeof pages.$inferSelect): PageAdminSummary => ({
    id: row.id,
    key: row.key,
    position: row.position,
    titleDe: row.title.de,
    titleEn: row.title.en,
    slugDe: row.slugDe,
    slugEn: row.slugEn,
  })
  const viewOf = (row: typeof pages.$inferSelect): PageAdminView => ({
    ...summaryOf(row),
    metaDescriptionDe: row.metaDescription.de,
    metaDescriptionEn: row.metaDescription.en,
    bodyDe: row.body.de,
    bodyEn: row.body.en,
  })
  // The audit keeps titles and slugs; of the bodies only their length.
  const audited = (row: typeof pages.$inferSelect) => ({
    title: row.title,
    slug: { de: row.slugDe, en: row.slugEn },
    metaDescription: row.metaDescription,
    bodyLength: { de: row.body.de.length, en: row.body.en.length },
  })

  return {
    async list(): Promise<PageAdminSummary[]> {
      const rows = await db.select().from(pages).orderBy(asc(pages.position), asc(pages.id))
      return rows.map(summaryOf)
    },

    async get(id: number, locale: Locale): Promise<PageAdminView> {
      const [row] = await db.select().from(pages).where(eq(pages.id, id))
      if (!row) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
      return viewOf(row)
    },

    async update(actor: StaffMember, id: number, input: Record<string, unknown>, locale: Locale) {
      allowed(actor, locale)
      const parsed = parse(input, locale)
      const bodyDe = sanitizeContent(parsed.bodyDe)
      const bodyEn = sanitizeContent(parsed.bodyEn)
      const row = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(pages).where(eq(pages.id, id)).for('update')
        if (!before) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
        const [after] = await tx
          .update(pages)
          .set({
            title: { de: parsed.titleDe, en: parsed.titleEn },
            metaDescription: { de: parsed.metaDescriptionDe, en: parsed.metaDescriptionEn },
            body: { de: bodyDe, en: bodyEn },
          })
          .where(eq(pages.id, id))
          .returning()
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'page.update',
          objectType: 'page',
          objectId: id,
          before: audited(before),
          after: audited(after!),
        })
        return after!
      })
      await deps.invalidation.publish('footer')
      // Only a removal is told: the cleaner's harmless rewrites (`<br />`, rel) are not.
      const cleaned = sanitizeRemoves(parsed.bodyDe) || sanitizeRemoves(parsed.bodyEn)
      return { page: viewOf(row), cleaned }
    },
  }
}

export type PagesAdmin = ReturnType<typeof createPagesAdmin>
