import { asc, eq, sql } from 'drizzle-orm'
import {
  checkPageSlugs,
  isProtectedPage,
  pageKeyFor,
  pagePath,
  pageSlug,
  type PageSlugProblem,
} from '#core/content/pages.ts'
import { type Locale, type Localized, locales } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { can } from '#core/staff/permissions.ts'
import { type PageInput, pageInputSchema } from '#core/validation/admin-pages.ts'
import { issueMessages } from '#core/validation/form-input.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { footerSectionPages, pages } from '#server/db/schema/index.ts'
import { AppError } from '#core/errors/errors.ts'
import type { Invalidation } from '#server/modules/shared/invalidation.ts'
import type { StaffService } from '#server/modules/staff/staff.service.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import { redirectFrom, writeRedirectMoves } from './redirect-moves.ts'
import { refuseEditorLoss } from './editor-check.ts'
import { sanitizeContent, sanitizeRemoves } from './sanitize.ts'

// CONT-5 (decision 0030): staff create, edit and delete the static pages: titles, slugs, meta
// descriptions and bodies. The HTML is cleaned when saved (and again when shown); a changed
// slug leaves a 301 from the old address (ROUTE-4); the pages the shop links by key are not
// deleted. The storefront reads pages without a cache; the footer caches the pages' titles and
// slugs, so every write publishes 'footer' after its commit (decision 0025); a cache of whole
// guest pages clears on it too.

export interface PageAdminSummary {
  id: number
  key: string
  position: number
  titleDe: string
  titleEn: string
  slugDe: string
  slugEn: string
  /** The shop links it by its key: it cannot be deleted (decision 0030). */
  isProtected: boolean
}

export interface PageAdminView extends PageAdminSummary {
  metaDescriptionDe: string
  metaDescriptionEn: string
  bodyDe: string
  bodyEn: string
}

type Row = typeof pages.$inferSelect

const SLUG_MESSAGE: Record<PageSlugProblem, Parameters<typeof translate>[1]> = {
  slugInvalid: 'adminContent.pages.slugInvalid',
  slugReserved: 'adminContent.pages.slugReserved',
  slugTaken: 'adminContent.pages.slugTaken',
}

const summaryOf = (row: Row): PageAdminSummary => ({
  id: row.id,
  key: row.key,
  position: row.position,
  titleDe: row.title.de,
  titleEn: row.title.en,
  slugDe: row.slugDe,
  slugEn: row.slugEn,
  isProtected: isProtectedPage(row.key),
})
const viewOf = (row: Row): PageAdminView => ({
  ...summaryOf(row),
  metaDescriptionDe: row.metaDescription.de,
  metaDescriptionEn: row.metaDescription.en,
  bodyDe: row.body.de,
  bodyEn: row.body.en,
})
// The audit keeps key, titles and slugs; of the bodies only their length.
const audited = (row: Row) => ({
  key: row.key,
  title: row.title,
  slug: { de: row.slugDe, en: row.slugEn },
  metaDescription: row.metaDescription,
  bodyLength: { de: row.body.de.length, en: row.body.en.length },
})

export function createPagesAdmin(deps: {
  db: Db
  audit: StaffService['audit']
  invalidation: Pick<Invalidation, 'publish'>
}) {
  const { db } = deps

  function allowed(actor: StaffMember, locale: Locale) {
    if (!can(actor, 'content.edit')) {
      throw new AppError('forbidden', translate(locale, 'admin.order.notYourStep'))
    }
  }
  const notFound = (locale: Locale) =>
    new AppError('not_found', translate(locale, 'api.itemNotFound'))
  /** A refusal with a message at each named field, in the member's language. */
  const invalid = (locale: Locale, fields: Record<string, string>) =>
    new AppError(
      'invalid',
      translate(locale, 'validation.fixErrors'),
      Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, [text]])),
    )
  function parse(input: Record<string, unknown>, locale: Locale): PageInput {
    const parsed = pageInputSchema.safeParse(input)
    if (!parsed.success) {
      throw new AppError(
        'invalid',
        translate(locale, 'validation.fixErrors'),
        issueMessages(parsed.error, locale),
      )
    }
    return parsed.data
  }
  /** The pages locked against other editors for the rest of the transaction. */
  async function lockedPages(tx: Tx): Promise<Row[]> {
    await tx.execute(sql`lock table ${pages} in share row exclusive mode`)
    return tx.select().from(pages)
  }
  /** The slugs checked among the other pages (`id`: the page edited). */
  function checkSlugs(rows: Row[], slug: Localized, locale: Locale, id?: number) {
    const problems = checkPageSlugs(
      rows.map((row) => ({ id: row.id, slug: { de: row.slugDe, en: row.slugEn } })),
      { id, slug },
    )
    const entries = Object.entries(problems)
    if (entries.length > 0) {
      throw invalid(
        locale,
        Object.fromEntries(
          entries.map(([field, problem]) => [field, translate(locale, SLUG_MESSAGE[problem])]),
        ),
      )
    }
  }
  const redirected = (locale: Locale, field: string, to: string) =>
    invalid(locale, { [field]: translate(locale, 'adminContent.pages.slugRedirected', { to }) })
  /**
   * The texts to write, and whether cleaning the HTML removed anything. A body the back office's
   * editor could not show whole is refused at its field (decision 0036).
   */
  async function textsOf(parsed: PageInput, locale: Locale) {
    const body = { de: sanitizeContent(parsed.bodyDe), en: sanitizeContent(parsed.bodyEn) }
    await refuseEditorLoss({ bodyDe: body.de, bodyEn: body.en }, locale)
    return {
      values: {
        title: { de: parsed.titleDe, en: parsed.titleEn },
        metaDescription: { de: parsed.metaDescriptionDe, en: parsed.metaDescriptionEn },
        body,
      },
      // Only a removal is told: the cleaner's harmless rewrites (`<br />`, rel) are not.
      cleaned: sanitizeRemoves(parsed.bodyDe) || sanitizeRemoves(parsed.bodyEn),
    }
  }

  return {
    async list(): Promise<PageAdminSummary[]> {
      const rows = await db.select().from(pages).orderBy(asc(pages.position), asc(pages.id))
      return rows.map(summaryOf)
    },

    async get(id: number, locale: Locale): Promise<PageAdminView> {
      const [row] = await db.select().from(pages).where(eq(pages.id, id))
      if (!row) throw notFound(locale)
      return viewOf(row)
    },

    /** CONT-5: a new page, last in the list; its key is its German slug (decision 0030). */
    async create(actor: StaffMember, input: Record<string, unknown>, locale: Locale) {
      allowed(actor, locale)
      const parsed = parse(input, locale)
      const { values, cleaned } = await textsOf(parsed, locale)
      const slug = {
        de: pageSlug(parsed.slugDe ?? '', parsed.titleDe),
        en: pageSlug(parsed.slugEn ?? '', parsed.titleEn),
      }
      const row = await db.transaction(async (tx) => {
        const rows = await lockedPages(tx)
        checkSlugs(rows, slug, locale)
        // A redirect from the new address would send visitors away before the page answers.
        const paths = locales.map((language) => pagePath(slug[language], language))
        const hidden = await redirectFrom(tx, paths)
        if (hidden)
          throw redirected(locale, hidden.from === paths[0] ? 'slugDe' : 'slugEn', hidden.to)
        const [created] = await tx
          .insert(pages)
          .values({
            ...values,
            key: pageKeyFor(
              slug.de,
              rows.map((page) => page.key),
            ),
            position: Math.max(-1, ...rows.map((page) => page.position)) + 1,
            slugDe: slug.de,
            slugEn: slug.en,
          })
          .returning()
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'page.create',
          objectType: 'page',
          objectId: created!.id,
          after: audited(created!),
        })
        return created!
      })
      // Not in the footer yet, but in the pages list (PAGE-13): cached guest pages clear on it.
      await deps.invalidation.publish('footer')
      return { page: viewOf(row), cleaned }
    },

    /**
     * CONT-5: texts and slugs (a slug not sent stays, an empty one is made from the title); a
     * changed slug leaves a 301 from the old address in its language (ROUTE-4).
     */
    async update(actor: StaffMember, id: number, input: Record<string, unknown>, locale: Locale) {
      allowed(actor, locale)
      const parsed = parse(input, locale)
      const { values, cleaned } = await textsOf(parsed, locale)
      const { row, redirects, changedRules } = await db.transaction(async (tx) => {
        const rows = await lockedPages(tx)
        const before = rows.find((page) => page.id === id)
        if (!before) throw notFound(locale)
        const slug = {
          de: parsed.slugDe === undefined ? before.slugDe : pageSlug(parsed.slugDe, parsed.titleDe),
          en: parsed.slugEn === undefined ? before.slugEn : pageSlug(parsed.slugEn, parsed.titleEn),
        }
        checkSlugs(rows, slug, locale, id)
        const old = { de: before.slugDe, en: before.slugEn }
        const moves = locales.map((language) => ({
          from: pagePath(old[language], language),
          to: pagePath(slug[language], language),
        }))
        const written = await writeRedirectMoves(tx, moves)
        if (written.blocked) {
          const field = written.blocked.from === moves[0]!.to ? 'slugDe' : 'slugEn'
          throw redirected(locale, field, written.blocked.to)
        }
        const [after] = await tx
          .update(pages)
          .set({ ...values, slugDe: slug.de, slugEn: slug.en })
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
        return { row: after!, redirects: written.redirects, changedRules: written.redirected }
      })
      await deps.invalidation.publish('footer')
      if (changedRules) await deps.invalidation.publish('redirections')
      return { page: viewOf(row), cleaned, redirects }
    },

    /**
     * CONT-5: a page goes with its footer links, once the member confirmed it; the pages the
     * shop links by key stay (decision 0030).
     */
    async remove(
      actor: StaffMember,
      id: number,
      confirmed: boolean,
      locale: Locale,
    ): Promise<{ title: Localized }> {
      allowed(actor, locale)
      const removed = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(pages).where(eq(pages.id, id)).for('update')
        if (!row) throw notFound(locale)
        if (isProtectedPage(row.key)) {
          throw new AppError('conflict', translate(locale, 'adminContent.pages.protected'))
        }
        if (!confirmed) {
          throw invalid(locale, { confirm: translate(locale, 'adminContent.pages.confirmNeeded') })
        }
        const links = await tx
          .select({ sectionId: footerSectionPages.sectionId })
          .from(footerSectionPages)
          .where(eq(footerSectionPages.pageId, id))
        // The footer's links to it go by the foreign key's cascade.
        await tx.delete(pages).where(eq(pages.id, id))
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'page.delete',
          objectType: 'page',
          objectId: id,
          before: { ...audited(row), footerSections: links.map((link) => link.sectionId) },
        })
        return row
      })
      await deps.invalidation.publish('footer')
      return { title: removed.title }
    },
  }
}

export type PagesAdmin = ReturnType<typeof createPagesAdmin>
