import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { isProtectedPage } from '#core/content/pages.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { can } from '#core/staff/permissions.ts'
import { footerAliasSchema, footerSectionSchema } from '#core/validation/admin-footer.ts'
import { issueMessages } from '#core/validation/form-input.ts'
import type { Db, Tx } from '#server/db/client.ts'
import {
  footerSectionMenus,
  footerSectionPages,
  footerSections,
  menus,
  pages,
} from '#server/db/schema/index.ts'
import { AppError } from '#core/errors/errors.ts'
import type { Invalidation } from '#server/modules/shared/invalidation.ts'
import type { StaffService } from '#server/modules/staff/staff.service.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import { footerAdminView } from './footer-admin-view.ts'
import { isDatabaseId } from '#core/ids/database-id.ts'

// CONT-7 (decision 0030): staff keep the footer's sections (PAGE-4) and their links. Every write
// runs with the sections locked, is audited in its transaction (`footer.*`) and publishes
// 'footer' after the commit, so every process's footer cache (footer.service.ts) is cleared at
// once (decision 0025). The legal pages keep at least one link in the footer: the checkout's
// footer and the consent banner find them there.

type Section = typeof footerSections.$inferSelect
type Direction = 'up' | 'down'

/** The ids in their new order after `id` swapped places with its neighbour, or null at an end. */
function swapped(ids: number[], id: number, direction: Direction): number[] | null {
  const at = ids.indexOf(id)
  const to = direction === 'up' ? at - 1 : at + 1
  if (at < 0 || to < 0 || to >= ids.length) return null
  const order = [...ids]
  order[at] = ids[to]!
  order[to] = id
  return order
}

export function createFooterAdmin(deps: {
  db: Db
  audit: StaffService['audit']
  invalidation: Pick<Invalidation, 'publish'>
}) {
  const { db } = deps

  function assertRole(actor: StaffMember, locale: Locale) {
    if (!can(actor, 'content.edit')) {
      throw new AppError('forbidden', translate(locale, 'admin.order.notYourStep'))
    }
  }
  const notFound = (locale: Locale) =>
    new AppError('not_found', translate(locale, 'api.itemNotFound'))
  const invalid = (locale: Locale, field: string, key: Parameters<typeof translate>[1]) =>
    new AppError('invalid', translate(locale, 'validation.fixErrors'), {
      [field]: [translate(locale, key)],
    })
  function parsed<T>(
    schema: { safeParse(input: unknown): z.ZodSafeParseResult<T> },
    input: Record<string, unknown>,
    locale: Locale,
  ): T {
    const result = schema.safeParse(input)
    if (!result.success) {
      throw new AppError(
        'invalid',
        translate(locale, 'validation.fixErrors'),
        issueMessages(result.error, locale),
      )
    }
    return result.data
  }

  /** Runs a write with the sections locked, then tells every process (decision 0025). */
  async function write<T>(actor: StaffMember, locale: Locale, work: (tx: Tx) => Promise<T>) {
    assertRole(actor, locale)
    const result = await db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${footerSections} in share row exclusive mode`)
      return work(tx)
    })
    await deps.invalidation.publish('footer')
    return result
  }
  async function sectionOf(tx: Tx, id: number, locale: Locale): Promise<Section> {
    const [row] = await tx.select().from(footerSections).where(eq(footerSections.id, id))
    if (!row) throw notFound(locale)
    return row
  }
  /** The section's links in order: `targetId` is the page's or the category's id. */
  async function linksOf(tx: Tx, section: Section) {
    if (section.type === 'page') {
      const rows = await tx
        .select()
        .from(footerSectionPages)
        .where(eq(footerSectionPages.sectionId, section.id))
        .orderBy(asc(footerSectionPages.position), asc(footerSectionPages.pageId))
      return rows.map((row) => ({ targetId: row.pageId, position: row.position }))
    }
    const rows = await tx
      .select()
      .from(footerSectionMenus)
      .where(eq(footerSectionMenus.sectionId, section.id))
      .orderBy(asc(footerSectionMenus.position), asc(footerSectionMenus.menuId))
    return rows.map((row) => ({ targetId: row.menuId, position: row.position }))
  }
  async function setLinkPosition(tx: Tx, section: Section, targetId: number, position: number) {
    if (section.type === 'page') {
      await tx
        .update(footerSectionPages)
        .set({ position })
        .where(
          and(
            eq(footerSectionPages.sectionId, section.id),
            eq(footerSectionPages.pageId, targetId),
          ),
        )
    } else {
      await tx
        .update(footerSectionMenus)
        .set({ position })
        .where(
          and(
            eq(footerSectionMenus.sectionId, section.id),
            eq(footerSectionMenus.menuId, targetId),
          ),
        )
    }
  }
  /**
   * Refuses a change that would take the last footer link of a legal page away (`pageIds` lose
   * their link in `sectionId`).
   */
  async function keepLegalLinks(tx: Tx, sectionId: number, pageIds: number[], locale: Locale) {
    if (pageIds.length === 0) return
    const links = await tx
      .select({ sectionId: footerSectionPages.sectionId, pageId: pages.id, key: pages.key })
      .from(footerSectionPages)
      .innerJoin(pages, eq(footerSectionPages.pageId, pages.id))
    for (const link of links) {
      if (!pageIds.includes(link.pageId) || !isProtectedPage(link.key)) continue
      const elsewhere = links.some(
        (other) => other.pageId === link.pageId && other.sectionId !== sectionId,
      )
      if (!elsewhere) throw new AppError('conflict', translate(locale, 'adminFooter.legalStays'))
    }
  }

  return {
    /** CONT-7: the sections in order with their links, and what a link may lead to. */
    overview: () => footerAdminView(db),

    /** CONT-7: a new section, last in the footer. */
    async addSection(actor: StaffMember, input: Record<string, unknown>, locale: Locale) {
      const fields = parsed(footerSectionSchema, input, locale)
      return write(actor, locale, async (tx) => {
        const rows = await tx.select().from(footerSections)
        const [row] = await tx
          .insert(footerSections)
          .values({
            type: fields.type,
            title: { de: fields.titleDe, en: fields.titleEn },
            position: Math.max(-1, ...rows.map((section) => section.position)) + 1,
          })
          .returning()
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'footer.section.create',
          objectType: 'footer_section',
          objectId: row!.id,
          after: { type: row!.type, title: row!.title, position: row!.position },
        })
        return { id: row!.id, title: row!.title }
      })
    },

    /** CONT-7: a section's titles (its type stays: its links are of that type). */
    async renameSection(
      actor: StaffMember,
      id: number,
      input: Record<string, unknown>,
      locale: Locale,
    ) {
      return write(actor, locale, async (tx) => {
        const before = await sectionOf(tx, id, locale)
        const fields = parsed(footerSectionSchema, { ...input, type: before.type }, locale)
        const title = { de: fields.titleDe, en: fields.titleEn }
        await tx.update(footerSections).set({ title }).where(eq(footerSections.id, id))
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'footer.section.update',
          objectType: 'footer_section',
          objectId: id,
          before: { title: before.title },
          after: { title },
        })
        return { title }
      })
    },

    /** CONT-7: a section up or down (it swaps places with its neighbour). */
    async shiftSection(actor: StaffMember, id: number, direction: Direction, locale: Locale) {
      return write(actor, locale, async (tx) => {
        const rows = await tx
          .select()
          .from(footerSections)
          .orderBy(asc(footerSections.position), asc(footerSections.id))
        const row = rows.find((section) => section.id === id)
        if (!row) throw notFound(locale)
        const order = swapped(
          rows.map((section) => section.id),
          id,
          direction,
        )
        if (!order) throw new AppError('conflict', translate(locale, 'adminFooter.edge'))
        // Positions may repeat (seeded rows): number them afresh.
        for (const [position, sectionId] of order.entries()) {
          if (rows.find((section) => section.id === sectionId)!.position !== position) {
            await tx
              .update(footerSections)
              .set({ position })
              .where(eq(footerSections.id, sectionId))
          }
        }
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'footer.section.move',
          objectType: 'footer_section',
          objectId: id,
          before: { position: rows.indexOf(row) },
          after: { position: order.indexOf(id) },
        })
        return { title: row.title }
      })
    },

    /** CONT-7: a section goes with its links (not the pages or categories they lead to). */
    async removeSection(actor: StaffMember, id: number, locale: Locale) {
      return write(actor, locale, async (tx) => {
        const row = await sectionOf(tx, id, locale)
        const links = await linksOf(tx, row)
        if (row.type === 'page') {
          await keepLegalLinks(
            tx,
            id,
            links.map((link) => link.targetId),
            locale,
          )
        }
        await tx.delete(footerSections).where(eq(footerSections.id, id))
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'footer.section.delete',
          objectType: 'footer_section',
          objectId: id,
          before: {
            type: row.type,
            title: row.title,
            links: links.map((link) => link.targetId),
          },
        })
        return { title: row.title }
      })
    },

    /**
     * CONT-7: a link at the end of a section: to a page (with its own link text in both
     * languages, or none) in a pages section, to a top category in a categories section.
     */
    async addLink(
      actor: StaffMember,
      sectionId: number,
      input: Record<string, unknown>,
      locale: Locale,
    ) {
      return write(actor, locale, async (tx) => {
        const section = await sectionOf(tx, sectionId, locale)
        const targetId = Number(input.target)
        const valid = isDatabaseId(targetId)
        const target =
          section.type === 'page'
            ? valid
              ? (await tx.select().from(pages).where(eq(pages.id, targetId)))[0]
              : undefined
            : valid
              ? (
                  await tx
                    .select()
                    .from(menus)
                    .where(and(eq(menus.id, targetId), isNull(menus.parentId)))
                )[0]
              : undefined
        if (!target) {
          throw invalid(
            locale,
            'target',
            section.type === 'page' ? 'adminFooter.pageUnknown' : 'adminFooter.menuUnknown',
          )
        }
        const alias = section.type === 'page' ? parsed(footerAliasSchema, input, locale) : null
        const links = await linksOf(tx, section)
        if (links.some((link) => link.targetId === targetId)) {
          throw invalid(locale, 'target', 'adminFooter.linkTaken')
        }
        const position = Math.max(-1, ...links.map((link) => link.position)) + 1
        if (section.type === 'page') {
          await tx
            .insert(footerSectionPages)
            .values({ sectionId, pageId: targetId, position, alias })
        } else {
          await tx.insert(footerSectionMenus).values({ sectionId, menuId: targetId, position })
        }
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'footer.link.create',
          objectType: 'footer_section',
          objectId: sectionId,
          after: { type: section.type, targetId, key: target.key, alias, position },
        })
        return { title: alias ?? target.title }
      })
    },

    /** CONT-7: a link up or down within its section. */
    async shiftLink(
      actor: StaffMember,
      sectionId: number,
      targetId: number,
      direction: Direction,
      locale: Locale,
    ) {
      return write(actor, locale, async (tx) => {
        const section = await sectionOf(tx, sectionId, locale)
        const links = await linksOf(tx, section)
        const ids = links.map((link) => link.targetId)
        if (!ids.includes(targetId)) throw notFound(locale)
        const order = swapped(ids, targetId, direction)
        if (!order) throw new AppError('conflict', translate(locale, 'adminFooter.edge'))
        for (const [position, id] of order.entries()) {
          if (links.find((link) => link.targetId === id)!.position !== position) {
            await setLinkPosition(tx, section, id, position)
          }
        }
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'footer.link.move',
          objectType: 'footer_section',
          objectId: sectionId,
          before: { type: section.type, targetId, position: ids.indexOf(targetId) },
          after: { type: section.type, targetId, position: order.indexOf(targetId) },
        })
        return { title: section.title }
      })
    },

    /** CONT-7: a link leaves its section (the page or category stays). */
    async removeLink(actor: StaffMember, sectionId: number, targetId: number, locale: Locale) {
      return write(actor, locale, async (tx) => {
        const section = await sectionOf(tx, sectionId, locale)
        const links = await linksOf(tx, section)
        if (!links.some((link) => link.targetId === targetId)) throw notFound(locale)
        if (section.type === 'page') {
          await keepLegalLinks(tx, sectionId, [targetId], locale)
          await tx
            .delete(footerSectionPages)
            .where(
              and(
                eq(footerSectionPages.sectionId, sectionId),
                eq(footerSectionPages.pageId, targetId),
              ),
            )
        } else {
          await tx
            .delete(footerSectionMenus)
            .where(
              and(
                eq(footerSectionMenus.sectionId, sectionId),
                eq(footerSectionMenus.menuId, targetId),
              ),
            )
        }
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'footer.link.delete',
          objectType: 'footer_section',
          objectId: sectionId,
          before: { type: section.type, targetId },
        })
        return { title: section.title }
      })
    },
  }
}

export type FooterAdmin = ReturnType<typeof createFooterAdmin>
