import { and, asc, eq, sql } from 'drizzle-orm'
import { deliveryDate } from '#core/delivery-date/delivery-date.ts'
import { AppError } from '#core/errors/errors.ts'
import { type Locale, type Localized, pick } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import {
  combinationValues,
  discountTiers,
  productCombinations,
  productDownloads,
  productDurations,
  productImages,
  productOptions,
  productOptionValues,
  products,
  productServices,
  productTabs,
  serviceValues,
} from '#server/db/schema/index.ts'
import { sanitizeContent } from '#server/modules/content/sanitize.ts'
import { memoByKey } from '#server/modules/shared/memo.ts'
import type { CatalogDeps } from './catalog.service.ts'
import type {
  CombinationView,
  DurationView,
  OptionView,
  ProductDetail,
  ServiceView,
} from './catalog-views.ts'

// The product page's product (PAGE-8): read whole from the database, kept in the process
// (PERF-4, decision 0033) and handed out with the delivery dates of the minute.

/**
 * PERF-4, decision 0033: a product as a page reads it is kept this long in the process (the bus
 * clears it at once on a back-office change; the lifetime bounds a missed message) ...
 */
export const PRODUCT_CACHE_MS = 30_000
/** ... for at most this many products × languages (a few KB each). */
export const PRODUCT_CACHE_ENTRIES = 1_000

export const itemNotFound = (locale: Locale) =>
  new AppError('not_found', translate(locale, 'api.itemNotFound'))
export const invalid = (locale: Locale, field: string) => {
  const message = translate(locale, 'api.itemDoesNotBelong')
  return new AppError('invalid', message, { [field]: [message] })
}

/** Freezes a plain value and everything in it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

/**
 * The products as their pages read them. `pathsOf` gives a product's storefront paths from its
 * default menu and slugs.
 */
export function productDetails(
  deps: CatalogDeps,
  pathsOf: (defaultMenuId: number, slugs: Localized) => Promise<Localized>,
) {
  const { db, menus } = deps
  const now = deps.now ?? (() => new Date())

  async function activeProduct(id: number) {
    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.id, id), eq(products.isActive, true)))
    return row
  }

  /** Options, values and active combinations of a product (three queries). */
  async function loadOptions(productId: number, locale: Locale) {
    const [optionRows, valueRows, comboRows] = await Promise.all([
      db
        .select()
        .from(productOptions)
        .where(eq(productOptions.productId, productId))
        .orderBy(asc(productOptions.position), asc(productOptions.id)),
      db
        .select({
          id: productOptionValues.id,
          optionId: productOptionValues.optionId,
          title: productOptionValues.title,
          print: productOptionValues.print,
        })
        .from(productOptionValues)
        .innerJoin(productOptions, eq(productOptions.id, productOptionValues.optionId))
        .where(eq(productOptions.productId, productId))
        .orderBy(asc(productOptionValues.position), asc(productOptionValues.id)),
      db
        .select({
          combination: productCombinations,
          valueIds: sql<
            number[]
          >`coalesce(array_agg(${combinationValues.optionValueId} order by ${combinationValues.optionValueId}) filter (where ${combinationValues.optionValueId} is not null), '{}')`,
        })
        .from(productCombinations)
        .leftJoin(combinationValues, eq(combinationValues.combinationId, productCombinations.id))
        .where(
          and(eq(productCombinations.productId, productId), eq(productCombinations.isActive, true)),
        )
        .groupBy(productCombinations.id)
        .orderBy(asc(productCombinations.id)),
    ])
    const options: OptionView[] = optionRows.map((option) => ({
      id: option.id,
      title: pick(option.title, locale),
      values: valueRows
        .filter((value) => value.optionId === option.id)
        .map((value) => ({ id: value.id, title: pick(value.title, locale), print: value.print })),
    }))
    const combinations: CombinationView[] = comboRows.map(({ combination, valueIds }) => ({
      id: combination.id,
      optionValueIds: valueIds.map(Number),
      priceCents: combination.priceCents,
      realPriceCents: combination.realPriceCents,
      additionalPriceCents: combination.additionalPriceCents,
      stock: combination.stock,
      isDefault: combination.isDefault,
    }))
    return { options, combinations }
  }

  async function loadPricing(productId: number, locale: Locale) {
    const [durationRows, serviceRows, valueRows, tierRows] = await Promise.all([
      db
        .select()
        .from(productDurations)
        .where(eq(productDurations.productId, productId))
        .orderBy(asc(productDurations.position)),
      db
        .select()
        .from(productServices)
        .where(eq(productServices.productId, productId))
        .orderBy(asc(productServices.position)),
      db
        .select({
          id: serviceValues.id,
          serviceId: serviceValues.serviceId,
          title: serviceValues.title,
          priceCents: serviceValues.priceCents,
        })
        .from(serviceValues)
        .innerJoin(productServices, eq(productServices.id, serviceValues.serviceId))
        .where(eq(productServices.productId, productId))
        .orderBy(asc(serviceValues.position)),
      db
        .select({ minQuantity: discountTiers.minQuantity, percent: discountTiers.percent })
        .from(discountTiers)
        .where(eq(discountTiers.productId, productId))
        .orderBy(asc(discountTiers.minQuantity)),
    ])
    const durations: DurationView[] = durationRows.map((row) => ({
      id: row.id,
      title: pick(row.title, locale),
      workingDays: row.workingDays,
      surchargePercent: row.surchargePercent,
      // Set on every read (withLiveParts): the date moves with the clock.
      deliveryDate: '',
    }))
    const services: ServiceView[] = serviceRows.map((service) => ({
      id: service.id,
      title: pick(service.title, locale),
      values: valueRows
        .filter((value) => value.serviceId === service.id)
        .map((value) => ({
          id: value.id,
          title: pick(value.title, locale),
          priceCents: value.priceCents,
        })),
    }))
    return { durations, services, tiers: tierRows }
  }

  /** The whole product page from the database in 11 queries; 404 when unknown or inactive. */
  async function loadDetail(id: number, locale: Locale): Promise<ProductDetail> {
    const row = await activeProduct(id)
    if (!row) throw itemNotFound(locale)
    const [optionData, pricing, imageRows, downloadRows, tabRows, menuChain] = await Promise.all([
      loadOptions(id, locale),
      loadPricing(id, locale),
      db
        .select()
        .from(productImages)
        .where(eq(productImages.productId, id))
        .orderBy(asc(productImages.position)),
      db
        .select()
        .from(productDownloads)
        .where(eq(productDownloads.productId, id))
        .orderBy(asc(productDownloads.position)),
      db
        .select()
        .from(productTabs)
        .where(eq(productTabs.productId, id))
        .orderBy(asc(productTabs.position)),
      menus.chain(row.defaultMenuId, locale),
    ])
    const slugs = { de: row.slugDe, en: row.slugEn }
    const paths = await pathsOf(row.defaultMenuId, slugs)
    const images = imageRows.map((image) => ({
      path: image.path,
      width: image.width,
      height: image.height,
      alt: pick(image.alt, locale),
    }))
    return {
      id: row.id,
      type: row.type,
      title: pick(row.title, locale),
      slug: slugs[locale],
      slugs,
      path: paths[locale],
      paths,
      featureDesc: pick(row.featureDesc, locale),
      metaDescription: pick(row.metaDescription, locale),
      seoTitle: pick(row.seoTitle, locale),
      fromPriceCents: row.fromPriceCents,
      image: images[0] ?? null,
      images,
      defaultMenuId: row.defaultMenuId,
      menuChain,
      printFormat: row.printFormat,
      printMinPpi: row.printMinPpi,
      printPages: row.printPages,
      printLayout: row.printLayout,
      ...optionData,
      ...pricing,
      downloads: downloadRows.map((download) => ({
        id: download.id,
        kind: download.kind,
        title: pick(download.title, locale),
        file: download.file[locale],
      })),
      tabs: tabRows.map((tab) => ({
        key: tab.key,
        title: pick(tab.title, locale),
        // Sanitised where every reader gets a product from (API, storefront), whatever wrote it.
        body: sanitizeContent(pick(tab.body, locale)),
      })),
    }
  }

  const details = memoByKey(
    { ttlMs: PRODUCT_CACHE_MS, maxEntries: PRODUCT_CACHE_ENTRIES },
    async (key: string) => {
      const [locale, id] = key.split(':') as [Locale, string]
      // Shared by every request that reads it: frozen, so no reader can change another's copy.
      return deepFreeze(await loadDetail(Number(id), locale))
    },
  )

  // The delivery date of n working days, for the minute and the settings they were computed
  // with: every product read needs them, and they change with neither.
  let dates: { minute: number; shop: object; byDays: Map<number, string> } | undefined

  /** DLV-2, DLV-3: the cut-off hour and the holidays' state are settings (STAFF-11). */
  async function deliveryDateOf(workingDays: number): Promise<string> {
    const shop = await deps.settings.get()
    const orderedAt = now()
    const minute = Math.floor(orderedAt.getTime() / 60_000)
    if (dates?.minute !== minute || dates.shop !== shop) dates = { minute, shop, byDays: new Map() }
    let date = dates.byDays.get(workingDays)
    if (date === undefined) {
      date = deliveryDate({
        orderedAt,
        productionDays: workingDays,
        productionDelayDays: shop.productionDelay,
        cutoffHour: shop.orderCutoffHour,
        isHoliday: deps.holidays(shop.holidayState).isHoliday,
      })
      dates.byDays.set(workingDays, date)
    }
    return date
  }

  /** A kept product with its delivery dates, which move with the clock. */
  async function withLiveParts(product: ProductDetail): Promise<ProductDetail> {
    const durations = await Promise.all(
      product.durations.map(async (d) => ({
        ...d,
        deliveryDate: await deliveryDateOf(d.workingDays),
      })),
    )
    return { ...product, durations }
  }

  /**
   * The whole product page (PERF-4, decision 0033): from the process's cache, cleared by the
   * 'catalog', 'menus' and 'stock' topics, with delivery dates for now; 404 when unknown or
   * inactive.
   */
  async function detail(id: number, locale: Locale): Promise<ProductDetail> {
    return withLiveParts(await details.get(`${locale}:${id}`))
  }

  return { detail, clearCache: details.clear }
}
