import type { Tx } from '#server/db/client.ts'
import { randomBytes } from 'node:crypto'
import { and, eq, ne, or, sql } from 'drizzle-orm'
import {
  type NewProduct,
  newProductSchema,
  type ProductBasics,
  productBasicsSchema,
  productSlug,
} from '#core/catalog/product-editor.ts'
import { type Locale, type Localized, locales } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import {
  productCombinations,
  productDownloads,
  productDurations,
  productImages,
  productMenus,
  products,
} from '#server/db/schema/index.ts'
import { writeRedirectMoves } from '#server/modules/content/redirect-moves.ts'
import { AppError } from '#core/errors/errors.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import {
  assertEditor,
  createProductEdit,
  type EditDeps,
  fieldError,
  freeSlug,
  notFound,
  parseInput,
  type ProductRow,
} from './product-edit.ts'
import { duplicateProduct } from './product-duplicate.ts'
import type { ProductMediaFiles } from './product-media.ts'
import { createProductReads, productPath } from './product-reads.ts'
import { categoryNodes, subcategoryIds } from '#server/modules/content/category-reads.ts'
import { orderLineCount } from '#server/modules/orders/ordered-products.ts'

// CONT-6: the product editor's product-level writes — create, the product's own fields (a
// changed address leaves redirects, ROUTE-4), its categories, publishing, duplicating and
// deleting (refused while orders name it: orders keep their snapshots, the product is switched
// off instead); with the reads of product-reads.ts.

const basicsOf = (row: ProductRow) => ({
  type: row.type,
  title: row.title,
  slug: { de: row.slugDe, en: row.slugEn },
  featureDesc: row.featureDesc,
  seoTitle: row.seoTitle,
  metaDescription: row.metaDescription,
  keywords: row.keywords,
  printFormat: row.printFormat,
  printMinPpi: row.printMinPpi,
  printPages: row.printPages,
})

export async function listedMenus(tx: Tx, id: number): Promise<number[]> {
  const rows = await tx
    .select({ menuId: productMenus.menuId })
    .from(productMenus)
    .where(eq(productMenus.productId, id))
  return rows.map((row) => row.menuId)
}

/**
 * ROUTE-4: every address the product had (under each category it was listed in, both
 * languages) that no longer shows it leads to its new address. Answers whether the list changed.
 */
export async function redirectOldPaths(
  tx: Tx,
  before: { slug: Localized; menuIds: number[]; defaultMenuId: number },
  after: { slug: Localized; menuIds: number[]; defaultMenuId: number },
  locale: Locale,
): Promise<boolean> {
  const nodes = await categoryNodes(tx)
  const moves = locales.flatMap((language) =>
    [...new Set([before.defaultMenuId, ...before.menuIds])]
      .filter(
        (menuId) =>
          before.slug[language] !== after.slug[language] || !after.menuIds.includes(menuId),
      )
      .map((menuId) => ({
        from: productPath(nodes, menuId, before.slug[language], language),
        to: productPath(nodes, after.defaultMenuId, after.slug[language], language),
      }))
      .filter((move) => move.from !== move.to),
  )
  const written = await writeRedirectMoves(tx, moves)
  if (written.blocked) {
    throw fieldError(locale, 'slugDe', 'adminProducts.slugRedirected', { to: written.blocked.to })
  }
  return written.redirected
}

/**
 * A new product as every way of making one leaves it (the editor, the product file): offline
 * until it is complete, listed in its main category, with one production time to start from
 * ("Standard", 5 working days); its files are named by a key from its slug.
 */
export async function insertNewProduct(
  tx: Tx,
  fields: Pick<
    typeof products.$inferInsert,
    'type' | 'defaultMenuId' | 'title' | 'slugDe' | 'slugEn'
  > &
    Partial<
      Pick<
        typeof products.$inferInsert,
        'featureDesc' | 'seoTitle' | 'metaDescription' | 'keywords'
      >
    >,
): Promise<ProductRow> {
  const [row] = await tx
    .insert(products)
    .values({
      key: `${fields.slugDe}-${randomBytes(3).toString('hex')}`,
      featureDesc: { de: '', en: '' },
      metaDescription: { de: '', en: '' },
      ...fields,
      fromPriceCents: 0,
      isActive: false,
    })
    .returning()
  await tx.insert(productMenus).values({ productId: row!.id, menuId: fields.defaultMenuId })
  await tx.insert(productDurations).values({
    productId: row!.id,
    title: { de: 'Standard', en: 'Standard' },
    workingDays: 5,
    surchargePercent: 0,
  })
  return row!
}

export function createProductsAdmin(deps: EditDeps & { media: ProductMediaFiles }) {
  const { db } = deps
  const { edit, afterCommit } = createProductEdit(deps)

  /** A slug no other product uses in either language (the storefront finds a product by both). */
  async function assertSlugsFree(tx: Tx, id: number | null, slug: Localized, locale: Locale) {
    for (const language of locales) {
      const field = language === 'de' ? 'slugDe' : 'slugEn'
      const [taken] = await tx
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            or(eq(products.slugDe, slug[language]), eq(products.slugEn, slug[language])),
            id === null ? undefined : ne(products.id, id),
          ),
        )
        .limit(1)
      if (taken) throw fieldError(locale, field, 'adminProducts.slugTaken')
    }
  }

  const reads = createProductReads(db)

  return {
    ...reads,
    /** A new product (insertNewProduct): its kind, titles, slugs from them, its category. */
    async create(actor: StaffMember, input: Record<string, unknown>, locale: Locale) {
      assertEditor(actor, locale)
      const parsed: NewProduct = parseInput(newProductSchema, input, locale)
      const id = await db.transaction(async (tx) => {
        const [menu] = await subcategoryIds(tx, [parsed.menuId])
        if (menu === undefined) throw fieldError(locale, 'menuId', 'adminProducts.categoryUnknown')
        const slugDe = await freeSlug(tx, productSlug('', parsed.titleDe) || 'produkt')
        const slugEn = await freeSlug(tx, productSlug('', parsed.titleEn) || 'product', slugDe)
        const row = await insertNewProduct(tx, {
          type: parsed.type,
          defaultMenuId: parsed.menuId,
          title: { de: parsed.titleDe, en: parsed.titleEn },
          slugDe,
          slugEn,
        })
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'product.create',
          objectType: 'product',
          objectId: row.id,
          after: basicsOf(row),
        })
        return row.id
      })
      await afterCommit({ topics: ['menus'], words: true })
      return { id }
    },

    /** CONT-6: the product's own fields; a changed slug leaves redirects from the old address. */
    async updateBasics(
      actor: StaffMember,
      id: number,
      input: Record<string, unknown>,
      locale: Locale,
    ) {
      const parsed: ProductBasics = parseInput(productBasicsSchema, input, locale)
      return edit(actor, id, locale, async (tx, before) => {
        const slug = { de: parsed.slugDe, en: parsed.slugEn }
        await assertSlugsFree(tx, id, slug, locale)
        const [after] = await tx
          .update(products)
          .set({
            type: parsed.type,
            title: { de: parsed.titleDe, en: parsed.titleEn },
            slugDe: slug.de,
            slugEn: slug.en,
            featureDesc: { de: parsed.featureDescDe, en: parsed.featureDescEn },
            seoTitle: { de: parsed.seoTitleDe, en: parsed.seoTitleEn },
            metaDescription: { de: parsed.metaDescriptionDe, en: parsed.metaDescriptionEn },
            keywords: parsed.keywords,
            printFormat:
              parsed.printWidthMm !== null && parsed.printHeightMm !== null
                ? {
                    widthMm: parsed.printWidthMm,
                    heightMm: parsed.printHeightMm,
                    bleedMm: parsed.printBleedMm ?? 0,
                  }
                : null,
            printMinPpi: parsed.printMinPpi!,
            printPages: parsed.printPages!,
          })
          .where(eq(products.id, id))
          .returning()
        const menuIds = await listedMenus(tx, id)
        const redirected = await redirectOldPaths(
          tx,
          {
            slug: { de: before.slugDe, en: before.slugEn },
            menuIds,
            defaultMenuId: before.defaultMenuId,
          },
          { slug, menuIds, defaultMenuId: before.defaultMenuId },
          locale,
        )
        return {
          action: 'product.update',
          before: basicsOf(before),
          after: basicsOf(after!),
          value: { redirected },
          topics: redirected ? ['redirections', 'menus'] : ['menus'],
          words: true,
        }
      })
    },

    /**
     * The categories the product is listed in, one of them its default (its canonical address).
     * Only subcategories: a product's address is /category/subcategory/product (ROUTE-2).
     */
    async setCategories(
      actor: StaffMember,
      id: number,
      input: { menuIds: number[]; defaultMenuId: number },
      locale: Locale,
    ) {
      return edit(actor, id, locale, async (tx, before) => {
        const wanted = [...new Set([input.defaultMenuId, ...input.menuIds])].filter(
          (menuId) => Number.isSafeInteger(menuId) && menuId > 0,
        )
        const known = await subcategoryIds(tx, wanted)
        if (
          !Number.isSafeInteger(input.defaultMenuId) ||
          known.length !== wanted.length ||
          wanted.length === 0
        ) {
          throw fieldError(locale, 'defaultMenuId', 'adminProducts.categoryUnknown')
        }
        const beforeMenus = await listedMenus(tx, id)
        await tx.delete(productMenus).where(eq(productMenus.productId, id))
        await tx.insert(productMenus).values(wanted.map((menuId) => ({ productId: id, menuId })))
        await tx
          .update(products)
          .set({ defaultMenuId: input.defaultMenuId })
          .where(eq(products.id, id))
        const slug = { de: before.slugDe, en: before.slugEn }
        const redirected = await redirectOldPaths(
          tx,
          { slug, menuIds: beforeMenus, defaultMenuId: before.defaultMenuId },
          { slug, menuIds: wanted, defaultMenuId: input.defaultMenuId },
          locale,
        )
        return {
          action: 'product.categories',
          before: { defaultMenuId: before.defaultMenuId, menuIds: beforeMenus },
          after: { defaultMenuId: input.defaultMenuId, menuIds: wanted },
          value: { redirected },
          topics: redirected ? ['menus', 'redirections'] : ['menus'],
        }
      })
    },

    /**
     * Publishing: a product goes live only when it can be ordered — an active combination with
     * a price, and a production time. Switching off always works.
     */
    async setActive(actor: StaffMember, id: number, isActive: boolean, locale: Locale) {
      return edit(actor, id, locale, async (tx, before) => {
        if (isActive) {
          const [combination] = await tx
            .select({ id: productCombinations.id })
            .from(productCombinations)
            .where(
              and(
                eq(productCombinations.productId, id),
                eq(productCombinations.isActive, true),
                sql`${productCombinations.priceCents} + ${productCombinations.realPriceCents} + ${productCombinations.additionalPriceCents} > 0`,
              ),
            )
            .limit(1)
          if (!combination)
            throw fieldError(locale, 'isActive', 'adminProducts.publishNoCombination')
          const [duration] = await tx
            .select({ id: productDurations.id })
            .from(productDurations)
            .where(eq(productDurations.productId, id))
            .limit(1)
          if (!duration) throw fieldError(locale, 'isActive', 'adminProducts.publishNoDuration')
        }
        await tx.update(products).set({ isActive }).where(eq(products.id, id))
        return {
          action: isActive ? 'product.publish' : 'product.unpublish',
          before: { isActive: before.isActive },
          after: { isActive },
          value: { isActive },
          topics: ['menus'],
        }
      })
    },

    duplicate: (actor: StaffMember, id: number, locale: Locale) =>
      duplicateProduct(deps, reads, actor, id, locale),

    /** Deleting: only a product no order names (else it is switched off); its files go too. */
    async remove(actor: StaffMember, id: number, locale: Locale) {
      assertEditor(actor, locale)
      const removed = await db.transaction(async (tx) => {
        const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update')
        if (!before) throw notFound(locale)
        if ((await orderLineCount(tx, id)) > 0) {
          throw new AppError('conflict', translate(locale, 'adminProducts.deleteOrdered'))
        }
        const images = await tx
          .select({ path: productImages.path })
          .from(productImages)
          .where(eq(productImages.productId, id))
        const downloads = await tx
          .select({ file: productDownloads.file })
          .from(productDownloads)
          .where(eq(productDownloads.productId, id))
        await tx.delete(products).where(eq(products.id, id))
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'product.delete',
          objectType: 'product',
          objectId: id,
          before: basicsOf(before),
        })
        return { images: images.map((i) => i.path), downloads: downloads.map((d) => d.file) }
      })
      await afterCommit({ topics: ['menus'], words: true })
      await deps.media.removeFiles(removed.images, removed.downloads)
    },
  }
}

export type ProductsAdmin = ReturnType<typeof createProductsAdmin>
