import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm'
import { categoryPath, type CategoryNode } from '#core/content/categories.ts'
import { type Locale, pick } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { clampQuantity, type PriceLine, priceLine } from '#core/pricing/pricing.ts'
import type { Db } from '#server/db/client.ts'
import {
  combinationValues,
  discountTiers,
  productCombinations,
  productDownloads,
  productDurations,
  productImages,
  productMenus,
  productOptions,
  productOptionValues,
  products,
  productServices,
  productTabs,
  serviceValues,
} from '#server/db/schema/index.ts'
import { AppError } from '#core/errors/errors.ts'
import { categoryNodes, categoryView } from '#server/modules/content/category-reads.ts'
import { orderedCombinationIds, orderLineCount } from '#server/modules/orders/ordered-products.ts'
import { likePattern } from '#server/modules/shared/like.ts'
import { notFound } from './product-edit.ts'
import type { ProductEditorView } from '#core/catalog/product-editor-view.ts'

// CONT-6: what the product editor reads — the list with filters, one product whole in both
// languages with the ids its forms name, and the price preview, which is core/pricing on the
// stored values exactly as the cart prices a line.

export const PRODUCTS_ADMIN_PER_PAGE = 25

export interface ProductAdminRow {
  id: number
  type: number
  title: string
  slug: string
  category: string
  isActive: boolean
  fromPriceCents: number
  combinations: number
  image: string | null
}

export interface PreviewInput {
  combinationId?: number
  durationId?: number
  serviceValueIds?: number[]
  quantity?: number
}

export const productPath = (nodes: CategoryNode[], menuId: number, slug: string, locale: Locale) =>
  `${categoryPath(nodes, menuId, locale)}/${slug}`

export function createProductReads(db: Db) {
  const reads = {
    async list(
      filters: { q?: string; menuId?: number; state?: 'active' | 'inactive'; page?: number },
      locale: Locale,
    ) {
      const page = Math.max(1, filters.page ?? 1)
      const q = filters.q?.trim() ?? ''
      const where = and(
        q
          ? or(
              sql`${products.title}->>'de' ilike ${likePattern(q)}`,
              sql`${products.title}->>'en' ilike ${likePattern(q)}`,
              ilike(products.slugDe, likePattern(q)),
              ilike(products.key, likePattern(q)),
              /^\d+$/.test(q) ? eq(products.id, Number(q)) : undefined,
            )
          : undefined,
        filters.menuId
          ? or(
              eq(products.defaultMenuId, filters.menuId),
              sql`exists (select 1 from ${productMenus} pm where pm.product_id = ${products.id} and pm.menu_id = ${filters.menuId})`,
            )
          : undefined,
        filters.state ? eq(products.isActive, filters.state === 'active') : undefined,
      )
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: products.id,
            type: products.type,
            title: products.title,
            slugDe: products.slugDe,
            slugEn: products.slugEn,
            menuTitle: categoryView.title,
            isActive: products.isActive,
            fromPriceCents: products.fromPriceCents,
            combinations: sql<number>`(select count(*)::int from ${productCombinations} c where c.product_id = ${products.id})`,
            image: sql<
              string | null
            >`(select i.path from ${productImages} i where i.product_id = ${products.id} order by i.position, i.id limit 1)`,
          })
          .from(products)
          .innerJoin(categoryView, eq(categoryView.id, products.defaultMenuId))
          .where(where)
          .orderBy(desc(products.id))
          .limit(PRODUCTS_ADMIN_PER_PAGE)
          .offset((page - 1) * PRODUCTS_ADMIN_PER_PAGE),
        db.select({ n: count() }).from(products).where(where),
      ])
      const totalCount = Number(total?.n ?? 0)
      return {
        rows: rows.map((row): ProductAdminRow => ({
          id: row.id,
          type: row.type,
          title: pick(row.title, locale),
          slug: locale === 'de' ? row.slugDe : row.slugEn,
          category: pick(row.menuTitle, locale),
          isActive: row.isActive,
          fromPriceCents: row.fromPriceCents,
          combinations: Number(row.combinations),
          image: row.image,
        })),
        page,
        total: totalCount,
        lastPage: Math.max(1, Math.ceil(totalCount / PRODUCTS_ADMIN_PER_PAGE)),
      }
    },

    /** Everything the editor shows, in both languages, with the ids its forms name. */
    async get(id: number, locale: Locale): Promise<ProductEditorView> {
      const [row] = await db.select().from(products).where(eq(products.id, id))
      if (!row) throw notFound(locale)
      const [menuRows, optionRows, valueRows, comboRows, comboValueRows, durationRows] =
        await Promise.all([
          db.select().from(productMenus).where(eq(productMenus.productId, id)),
          db
            .select()
            .from(productOptions)
            .where(eq(productOptions.productId, id))
            .orderBy(asc(productOptions.position), asc(productOptions.id)),
          db
            .select({ value: productOptionValues })
            .from(productOptionValues)
            .innerJoin(productOptions, eq(productOptions.id, productOptionValues.optionId))
            .where(eq(productOptions.productId, id))
            .orderBy(asc(productOptionValues.position), asc(productOptionValues.id)),
          db
            .select()
            .from(productCombinations)
            .where(eq(productCombinations.productId, id))
            .orderBy(asc(productCombinations.id)),
          db
            .select({
              combinationId: combinationValues.combinationId,
              valueId: combinationValues.optionValueId,
            })
            .from(combinationValues)
            .innerJoin(
              productCombinations,
              eq(productCombinations.id, combinationValues.combinationId),
            )
            .where(eq(productCombinations.productId, id)),
          db
            .select()
            .from(productDurations)
            .where(eq(productDurations.productId, id))
            .orderBy(asc(productDurations.position), asc(productDurations.id)),
        ])
      const [
        serviceRows,
        serviceValueRows,
        tierRows,
        imageRows,
        downloadRows,
        tabRows,
        ordered,
        nodes,
      ] = await Promise.all([
        db
          .select()
          .from(productServices)
          .where(eq(productServices.productId, id))
          .orderBy(asc(productServices.position), asc(productServices.id)),
        db
          .select({ value: serviceValues })
          .from(serviceValues)
          .innerJoin(productServices, eq(productServices.id, serviceValues.serviceId))
          .where(eq(productServices.productId, id))
          .orderBy(asc(serviceValues.position), asc(serviceValues.id)),
        db
          .select()
          .from(discountTiers)
          .where(eq(discountTiers.productId, id))
          .orderBy(asc(discountTiers.minQuantity)),
        db
          .select()
          .from(productImages)
          .where(eq(productImages.productId, id))
          .orderBy(asc(productImages.position), asc(productImages.id)),
        db
          .select()
          .from(productDownloads)
          .where(eq(productDownloads.productId, id))
          .orderBy(asc(productDownloads.position), asc(productDownloads.id)),
        db
          .select()
          .from(productTabs)
          .where(eq(productTabs.productId, id))
          .orderBy(asc(productTabs.position), asc(productTabs.id)),
        orderedCombinationIds(db, id),
        categoryNodes(db),
      ])
      const orderedCombinations = new Set(ordered)
      const valuesOf = (combinationId: number) =>
        comboValueRows.filter((r) => r.combinationId === combinationId).map((r) => r.valueId)
      return {
        id: row.id,
        key: row.key,
        type: row.type,
        isActive: row.isActive,
        title: row.title,
        slug: { de: row.slugDe, en: row.slugEn },
        path: {
          de: productPath(nodes, row.defaultMenuId, row.slugDe, 'de'),
          en: productPath(nodes, row.defaultMenuId, row.slugEn, 'en'),
        },
        featureDesc: row.featureDesc,
        seoTitle: row.seoTitle,
        metaDescription: row.metaDescription,
        keywords: row.keywords,
        printFormat: row.printFormat,
        printMinPpi: row.printMinPpi,
        printPages: row.printPages,
        printLayout: row.printLayout,
        fromPriceCents: row.fromPriceCents,
        defaultMenuId: row.defaultMenuId,
        menuIds: [...new Set([row.defaultMenuId, ...menuRows.map((m) => m.menuId)])],
        options: optionRows.map((option) => ({
          id: option.id,
          title: option.title,
          values: valueRows
            .filter(({ value }) => value.optionId === option.id)
            .map(({ value }) => ({
              id: value.id,
              title: value.title,
              used: comboValueRows.filter((r) => r.valueId === value.id).length,
              print: value.print,
            })),
        })),
        combinations: comboRows.map((combination) => ({
          id: combination.id,
          valueIds: valuesOf(combination.id),
          priceCents: combination.priceCents,
          realPriceCents: combination.realPriceCents,
          additionalPriceCents: combination.additionalPriceCents,
          stock: combination.stock,
          sku: combination.sku,
          isDefault: combination.isDefault,
          isActive: combination.isActive,
          ordered: orderedCombinations.has(combination.id),
        })),
        durations: durationRows.map((d) => ({
          id: d.id,
          title: d.title,
          workingDays: d.workingDays,
          surchargePercent: d.surchargePercent,
        })),
        services: serviceRows.map((service) => ({
          id: service.id,
          title: service.title,
          values: serviceValueRows
            .filter(({ value }) => value.serviceId === service.id)
            .map(({ value }) => ({
              id: value.id,
              title: value.title,
              priceCents: value.priceCents,
            })),
        })),
        tiers: tierRows.map((t) => ({ minQuantity: t.minQuantity, percent: t.percent })),
        images: imageRows.map((image) => ({
          id: image.id,
          path: image.path,
          width: image.width,
          height: image.height,
          alt: image.alt,
        })),
        downloads: downloadRows.map((d) => ({
          id: d.id,
          kind: d.kind,
          title: d.title,
          file: d.file,
        })),
        tabs: tabRows.map((tab) => ({
          id: tab.id,
          key: tab.key,
          title: tab.title,
          body: tab.body,
        })),
        orderCount: ordered.length === 0 ? 0 : await orderLineCount(db, id),
      }
    },

    /** The editor's price preview: core/pricing on the stored values, as the cart prices it. */
    async preview(
      id: number,
      input: PreviewInput,
      locale: Locale,
    ): Promise<PriceLine & { combinationId: number; durationId: number | null }> {
      const view = await reads.get(id, locale)
      const combination =
        view.combinations.find((c) => c.id === input.combinationId) ??
        view.combinations.find((c) => c.isDefault && c.isActive) ??
        view.combinations.find((c) => c.isActive)
      if (!combination)
        throw new AppError('invalid', translate(locale, 'adminProducts.previewNoCombination'))
      const duration = view.durations.find((d) => d.id === input.durationId) ?? view.durations[0]
      const chosen = new Set(input.serviceValueIds ?? [])
      const servicePrices = view.services.flatMap((service) =>
        service.values
          .filter((value) => chosen.has(value.id))
          .slice(0, 1)
          .map((value) => value.priceCents),
      )
      const line = priceLine({
        productPriceCents: combination.priceCents,
        realPriceCents: combination.realPriceCents,
        additionalPriceCents: combination.additionalPriceCents,
        tiers: view.tiers,
        durationSurchargePercent: duration?.surchargePercent ?? 0,
        servicePricesCents: servicePrices,
        quantity: clampQuantity(input.quantity ?? 1),
      })
      return { ...line, combinationId: combination.id, durationId: duration?.id ?? null }
    },
  }
  return reads
}

export type ProductReads = ReturnType<typeof createProductReads>
