import { randomUUID } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import { checkCategoryFields, checkMove } from '#core/content/categories.ts'
import { CATEGORY_THUMBNAIL_SIZE, CATEGORY_THUMBNAIL_WIDTHS } from '#core/catalog/product-images.ts'
import type { Locale, Localized } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { menus } from '#server/db/schema/index.ts'
import { productsByCategory } from '#server/modules/catalog/catalog-reads.ts'
import type { UploadedImages } from '#server/modules/media/uploaded-images.ts'
import type { Invalidation } from '#server/modules/shared/invalidation.ts'
import { AppError } from '#core/errors/errors.ts'
import type { StaffService } from '#server/modules/staff/staff.service.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import type { CategoryAdminView } from '#core/content/categories.ts'
import {
  type CategoryInput,
  FIELD_MESSAGE,
  MOVE_MESSAGE,
  assertRole,
  byPlace,
  cleanInput,
  fieldError,
  lockedRows,
  nodeOf,
  notFound,
  redirectFromNewPaths,
  redirectMoved,
  snapshot,
  treeView,
} from './category-rules.ts'

export type { CategoryInput } from './category-rules.ts'

// CONT-2 (decision 0025): staff keep the category tree. Every write runs with the tree
// locked, is audited in its transaction, and reaches every process's menu cache after it
// committed; a changed path leaves redirects (ROUTE-4) in the same transaction.

export function createCategoriesAdmin(deps: {
  db: Db
  audit: StaffService['audit']
  invalidation: Pick<Invalidation, 'publish'>
  /** Where an uploaded thumbnail is rendered (absent: thumbnails cannot be changed). */
  images?: Pick<UploadedImages, 'save' | 'remove'>
}) {
  const { db } = deps
  /** Runs a write, then tells every process (decision 0025). */
  async function write<T extends { title: Localized; redirected?: boolean }>(
    work: (tx: Tx) => Promise<T>,
  ) {
    const result = await db.transaction(work)
    await deps.invalidation.publish('menus')
    if (result.redirected) await deps.invalidation.publish('redirections')
    return result
  }
  return {
    /** CONT-2: every category, hidden ones too, in the storefront's order with product counts. */
    async tree(): Promise<CategoryAdminView[]> {
      const rows = (await db.select().from(menus).orderBy(asc(menus.position), asc(menus.id))).sort(
        byPlace,
      )
      return treeView(rows, await productsByCategory(db))
    },

    async create(
      actor: StaffMember,
      input: CategoryInput & { parentId: number | null },
      locale: Locale,
    ): Promise<{ id: number; title: Localized }> {
      assertRole(actor, locale)
      const clean = cleanInput(input)
      return write(async (tx) => {
        const rows = await lockedRows(tx)
        const nodes = rows.map(nodeOf)
        if (input.parentId !== null) {
          // A new category is a leaf: it fits wherever a leaf may move.
          const problem = checkMove(
            [...nodes, { id: -1, parentId: null, slug: clean.slug }],
            -1,
            input.parentId,
          )
          if (problem) {
            const message = translate(locale, MOVE_MESSAGE[problem])
            throw new AppError('invalid', translate(locale, 'validation.fixErrors'), {
              parent: [message],
            })
          }
        }
        const error = fieldError(
          checkCategoryFields(nodes, { parentId: input.parentId, ...clean }),
          locale,
        )
        if (error) throw error
        const shadow = await redirectFromNewPaths(tx, nodes, input.parentId, clean.slug)
        if (shadow) {
          throw new AppError('invalid', translate(locale, 'validation.fixErrors'), {
            [shadow.field]: [
              translate(locale, 'adminContent.categories.slugRedirected', { to: shadow.to }),
            ],
          })
        }
        const siblings = rows.filter((row) => row.parentId === input.parentId)
        const [row] = await tx
          .insert(menus)
          .values({
            key: `category-${randomUUID().slice(0, 8)}`,
            parentId: input.parentId,
            position: Math.max(-1, ...siblings.map((sibling) => sibling.position)) + 1,
            title: clean.title,
            description: clean.description,
            slugDe: clean.slug.de,
            slugEn: clean.slug.en,
            isActive: clean.isActive,
          })
          .returning()
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'category.create',
          objectType: 'category',
          objectId: row!.id,
          after: snapshot(row!),
        })
        return { id: row!.id, title: row!.title }
      })
    },

    /** CONT-2: titles, slugs, description, shown or hidden; answers the redirects made. */
    async update(
      actor: StaffMember,
      id: number,
      input: CategoryInput,
      locale: Locale,
    ): Promise<{ title: Localized; redirects: number; redirected: boolean }> {
      assertRole(actor, locale)
      const clean = cleanInput(input)
      return write(async (tx) => {
        const rows = await lockedRows(tx)
        const before = rows.find((row) => row.id === id)
        if (!before) throw notFound(locale)
        const nodes = rows.map(nodeOf)
        const error = fieldError(
          checkCategoryFields(nodes, { id, parentId: before.parentId, ...clean }),
          locale,
        )
        if (error) throw error
        const after = nodes.map((node) => (node.id === id ? { ...node, slug: clean.slug } : node))
        const field = clean.slug.de !== before.slugDe ? 'slugDe' : 'slugEn'
        const moved = await redirectMoved(tx, nodes, after, id, field, locale)
        const [row] = await tx
          .update(menus)
          .set({
            title: clean.title,
            description: clean.description,
            slugDe: clean.slug.de,
            slugEn: clean.slug.en,
            isActive: clean.isActive,
          })
          .where(eq(menus.id, id))
          .returning()
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'category.update',
          objectType: 'category',
          objectId: id,
          before: snapshot(before),
          after: snapshot(row!),
        })
        return { title: row!.title, ...moved }
      })
    },

    /** CONT-2: up or down among its siblings (the two swap places). */
    async shift(
      actor: StaffMember,
      id: number,
      direction: 'up' | 'down',
      locale: Locale,
    ): Promise<{ title: Localized }> {
      assertRole(actor, locale)
      return write(async (tx) => {
        const rows = await lockedRows(tx)
        const row = rows.find((item) => item.id === id)
        if (!row) throw notFound(locale)
        const siblings = rows.filter((item) => item.parentId === row.parentId).sort(byPlace)
        const at = siblings.findIndex((item) => item.id === id)
        const other = siblings[direction === 'up' ? at - 1 : at + 1]
        if (!other)
          throw new AppError('conflict', translate(locale, 'adminContent.categories.edge'))
        // Positions may repeat (seeded rows): number the level afresh, then swap the two.
        const order = siblings.map((item) => item.id)
        order[at] = other.id
        order[siblings.indexOf(other)] = id
        for (const [position, itemId] of order.entries()) {
          const item = siblings.find((sibling) => sibling.id === itemId)!
          if (item.position !== position) {
            await tx.update(menus).set({ position }).where(eq(menus.id, itemId))
          }
        }
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'category.move',
          objectType: 'category',
          objectId: id,
          before: { parentId: row.parentId, position: at },
          after: { parentId: row.parentId, position: order.indexOf(id) },
        })
        return { title: row.title }
      })
    },

    /** CONT-2: under another parent (or to the top), last on its new level. */
    async move(
      actor: StaffMember,
      id: number,
      parentId: number | null,
      locale: Locale,
    ): Promise<{ title: Localized; redirects: number; redirected: boolean }> {
      assertRole(actor, locale)
      return write(async (tx) => {
        const rows = await lockedRows(tx)
        const row = rows.find((item) => item.id === id)
        if (!row) throw notFound(locale)
        const nodes = rows.map(nodeOf)
        const problem = checkMove(nodes, id, parentId)
        const slugProblems = checkCategoryFields(nodes, {
          id,
          parentId,
          title: row.title,
          slug: { de: row.slugDe, en: row.slugEn },
        })
        const slugProblem = slugProblems.slugDe ?? slugProblems.slugEn
        if (problem || slugProblem) {
          const message = translate(
            locale,
            problem ? MOVE_MESSAGE[problem] : FIELD_MESSAGE[slugProblem!],
          )
          throw new AppError('invalid', message, { parent: [message] })
        }
        // A product's address is /category/subcategory/product (ROUTE-2): a category that lists
        // products stays a subcategory.
        if (parentId === null && ((await productsByCategory(tx, id)).get(id)?.size ?? 0) > 0) {
          const message = translate(locale, 'adminContent.categories.productsNeedParent')
          throw new AppError('invalid', message, { parent: [message] })
        }
        const after = nodes.map((node) => (node.id === id ? { ...node, parentId } : node))
        const moved = await redirectMoved(tx, nodes, after, id, 'parent', locale)
        const siblings = rows.filter((item) => item.parentId === parentId && item.id !== id)
        const position = Math.max(-1, ...siblings.map((item) => item.position)) + 1
        await tx.update(menus).set({ parentId, position }).where(eq(menus.id, id))
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'category.move',
          objectType: 'category',
          objectId: id,
          before: { parentId: row.parentId, position: row.position },
          after: { parentId, position },
        })
        return { title: row.title, ...moved }
      })
    },

    /**
     * CONT-2: a category's thumbnail — an uploaded photo rendered into the storefront's sizes
     * (4:3), or none (`bytes` null). The old files go after the commit.
     */
    async setThumbnail(
      actor: StaffMember,
      id: number,
      bytes: Uint8Array | null,
      locale: Locale,
    ): Promise<{ title: Localized }> {
      assertRole(actor, locale)
      const [row] = await db.select().from(menus).where(eq(menus.id, id))
      if (!row) throw notFound(locale)
      if (!deps.images) throw new Error('categoriesAdmin: no image store')
      const saved = bytes
        ? await deps.images.save(
            bytes,
            row.key,
            { folder: 'menus', size: CATEGORY_THUMBNAIL_SIZE, widths: CATEGORY_THUMBNAIL_WIDTHS },
            locale,
          )
        : null
      let before: string | null = null
      try {
        await write(async (tx) => {
          const [locked] = await tx.select().from(menus).where(eq(menus.id, id)).for('update')
          if (!locked) throw notFound(locale)
          before = locked.thumbnail
          await tx
            .update(menus)
            .set({ thumbnail: saved?.path ?? null })
            .where(eq(menus.id, id))
          await deps.audit(tx, {
            staffId: actor.id,
            action: 'category.thumbnail',
            objectType: 'category',
            objectId: id,
            before: { thumbnail: locked.thumbnail },
            after: { thumbnail: saved?.path ?? null },
          })
          return { title: locked.title }
        })
      } catch (error) {
        if (saved) await deps.images.remove([saved.path], CATEGORY_THUMBNAIL_WIDTHS)
        throw error
      }
      if (before) await deps.images.remove([before], CATEGORY_THUMBNAIL_WIDTHS)
      return { title: row.title }
    },

    /** CONT-2: only an empty leaf goes — no products list it, no subcategory hangs below. */
    async remove(actor: StaffMember, id: number, locale: Locale): Promise<{ title: Localized }> {
      assertRole(actor, locale)
      return write(async (tx) => {
        const rows = await lockedRows(tx)
        const row = rows.find((item) => item.id === id)
        if (!row) throw notFound(locale)
        if (rows.some((item) => item.parentId === id)) {
          throw new AppError('conflict', translate(locale, 'adminContent.categories.hasChildren'))
        }
        const count = (await productsByCategory(tx, id)).get(id)?.size ?? 0
        if (count > 0) {
          throw new AppError(
            'conflict',
            translate(locale, 'adminContent.categories.hasProducts', { count }),
          )
        }
        await tx.delete(menus).where(eq(menus.id, id))
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'category.delete',
          objectType: 'category',
          objectId: id,
          before: snapshot(row),
        })
        return { title: row.title }
      })
    },
  }
}

export type CategoriesAdmin = ReturnType<typeof createCategoriesAdmin>
