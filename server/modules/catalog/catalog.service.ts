import type { PrintOverride } from '#core/preflight/print-spec.ts'
import { and, asc, desc, eq, exists, inArray, sql } from 'drizzle-orm'
import { deliveryDate } from '#core/delivery-date/delivery-date.ts'
import { type Locale, type Localized, pick } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { type PriceLine, priceLine, type TierTableRow, tierTable } from '#core/pricing/pricing.ts'
import type { ProductSort } from '#core/catalog/sorts.ts'
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
import type { HolidayCalendar } from '#core/calendar/holidays.ts'
import type { MenusService } from '#server/modules/content/menus.service.ts'
import type { MenuView } from '#core/content/menus.ts'
import { sanitizeContent } from '#server/modules/content/sanitize.ts'
import { activeValueIds, combinationOfValues } from '#core/catalog/configurator.ts'
import type { SettingsService } from '#server/modules/settings/settings.service.ts'
import { AppError } from '#core/errors/errors.ts'
import { memoByKey } from '#server/modules/shared/memo.ts'
import type { ProductCard, ImageView } from '#core/catalog/product-card.ts'

export const PRODUCTS_PER_PAGE = 12

/**
 * PERF-4, decision 0033: a product as a page reads it is kept this long in the process (the bus
 * clears it at once on a back-office change; the lifetime bounds a missed message) ...
 */
export const PRODUCT_CACHE_MS = 30_000
/** ... for at most this many products × languages (a few KB each). */
export const PRODUCT_CACHE_ENTRIES = 1_000

export interface Paginated<T> {
  data: T[]
  currentPage: number
  perPage: number
  total: number
  lastPage: number
}

export interface OptionView {
  id: number
  title: string
  /** PRE-3: what choosing a value means for the print data (its width, height or pages). */
  values: { id: number; title: string; print?: PrintOverride | null }[]
}

export interface CombinationView {
  id: number
  optionValueIds: number[]
  priceCents: number
  realPriceCents: number
  additionalPriceCents: number
  stock: number
  isDefault: boolean
}

export interface DurationView {
  id: number
  title: string
  workingDays: number
  surchargePercent: number
  /** ISO date of delivery when ordered now. */
  deliveryDate: string
}

export interface ServiceView {
  id: number
  title: string
  values: { id: number; title: string; priceCents: number }[]
}

export interface ProductDetail extends ProductCard {
  metaDescription: string
  /** CONT-6: the page title for search engines; empty means the product's title. */
  seoTitle: string
  slugs: Localized
  paths: Localized
  defaultMenuId: number
  menuChain: MenuView[]
  printFormat: { widthMm: number; heightMm: number; bleedMm: number } | null
  /** PRE-2, PRE-5: the product's pages and lowest resolution (the print data tab states them). */
  printMinPpi: number
  printPages: number
  images: ImageView[]
  options: OptionView[]
  combinations: CombinationView[]
  durations: DurationView[]
  services: ServiceView[]
  tiers: { minQuantity: number; percent: number }[]
  downloads: { id: number; kind: string; title: string; file: string }[]
  tabs: { key: string; title: string; body: string }[]
}

export interface QuoteInput {
  productId: number
  /** One of combinationId or optionValueIds (type 2 chooses by values). */
  combinationId?: number
  optionValueIds?: number[]
  durationId?: number
  serviceValueIds?: number[]
  quantity: number
}

export interface Quote {
  productId: number
  combinationId: number
  durationId: number
  serviceValueIds: number[]
  options: { option: string; value: string }[]
  durationTitle: string
  surchargePercent: number
  deliveryDate: string
  line: PriceLine
  tierTable: TierTableRow[]
  stock: number
}

export interface CatalogDeps {
  db: Db
  menus: MenusService
  settings: SettingsService
  /** The public holidays of a federal state (the state is a setting). */
  holidays: (state: string) => HolidayCalendar
  now?: () => Date
}

/** ORDER BY terms of a product list (category page, search results in one of its orders). */
export function productOrder(sort: ProductSort, locale: Locale) {
  switch (sort) {
    case 'price-asc':
      return [asc(products.fromPriceCents), asc(products.id)]
    case 'price-desc':
      return [desc(products.fromPriceCents), asc(products.id)]
    case 'name':
      return [asc(sql`${products.title}->>${locale}`), asc(products.id)]
    default:
      return [asc(products.position), asc(products.id)]
  }
}

const itemNotFound = (locale: Locale) =>
  new AppError('not_found', translate(locale, 'api.itemNotFound'))
const invalid = (locale: Locale, field: string) => {
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

export function createCatalogService(deps: CatalogDeps) {
  const { db, menus } = deps
  const now = deps.now ?? (() => new Date())

  async function pathsOf(defaultMenuId: number, slugs: Localized): Promise<Localized> {
    const menuPaths = await menus.paths(defaultMenuId)
    return {
      de: `${menuPaths?.de ?? ''}/${slugs.de}`,
      en: `${menuPaths?.en ?? ''}/${slugs.en}`,
    }
  }

  type CardRow = {
    id: number
    type: number
    title: Localized
    slugDe: string
    slugEn: string
    featureDesc: Localized
    fromPriceCents: number
    defaultMenuId: number
    cover: { path: string; width: number; height: number; alt: Localized } | null
  }

  const cardColumns = {
    id: products.id,
    type: products.type,
    title: products.title,
    slugDe: products.slugDe,
    slugEn: products.slugEn,
    featureDesc: products.featureDesc,
    fromPriceCents: products.fromPriceCents,
    defaultMenuId: products.defaultMenuId,
    // PERF-4: the first image in the card's own row, not a second query per list. Spelt out:
    // Drizzle writes a selected column without its table, which inside this subquery would be
    // the image's own id.
    cover: sql<CardRow['cover']>`(
      select json_build_object('path', i.path, 'width', i.width, 'height', i.height, 'alt', i.alt)
      from ${productImages} i
      where i.product_id = products.id and i.position = 0
      order by i.id limit 1)`,
  }

  async function toCards(rows: CardRow[], locale: Locale): Promise<ProductCard[]> {
    return Promise.all(
      rows.map(async (row) => {
        const slugs = { de: row.slugDe, en: row.slugEn }
        return {
          id: row.id,
          type: row.type,
          title: pick(row.title, locale),
          slug: slugs[locale],
          path: (await pathsOf(row.defaultMenuId, slugs))[locale],
          featureDesc: pick(row.featureDesc, locale),
          fromPriceCents: row.fromPriceCents,
          image: row.cover && { ...row.cover, alt: pick(row.cover.alt, locale) },
        }
      }),
    )
  }

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
  return {
    /** Every active product's path in both languages (sitemap), one query. */
    async sitemapPaths(): Promise<{ paths: Localized }[]> {
      const rows = await db
        .select({
          slugDe: products.slugDe,
          slugEn: products.slugEn,
          defaultMenuId: products.defaultMenuId,
        })
        .from(products)
        .where(eq(products.isActive, true))
        .orderBy(asc(products.id))
      return Promise.all(
        rows.map(async (row) => ({
          paths: await pathsOf(row.defaultMenuId, { de: row.slugDe, en: row.slugEn }),
        })),
      )
    },

    /** API-4, PAGE-13 home/downloads: print templates and data sheets of all active products. */
    async downloads(locale: Locale) {
      const rows = await db
        .select({
          productId: products.id,
          productTitle: products.title,
          slugDe: products.slugDe,
          slugEn: products.slugEn,
          defaultMenuId: products.defaultMenuId,
          id: productDownloads.id,
          kind: productDownloads.kind,
          title: productDownloads.title,
          file: productDownloads.file,
        })
        .from(productDownloads)
        .innerJoin(products, eq(products.id, productDownloads.productId))
        .where(eq(products.isActive, true))
        .orderBy(asc(products.defaultMenuId), asc(products.id), asc(productDownloads.position))
      const byProduct = new Map<
        number,
        {
          productId: number
          title: string
          path: string
          files: { id: number; kind: string; title: string; file: string }[]
        }
      >()
      for (const row of rows) {
        let entry = byProduct.get(row.productId)
        if (!entry) {
          const paths = await pathsOf(row.defaultMenuId, { de: row.slugDe, en: row.slugEn })
          entry = {
            productId: row.productId,
            title: pick(row.productTitle, locale),
            path: paths[locale],
            files: [],
          }
          byProduct.set(row.productId, entry)
        }
        entry.files.push({
          id: row.id,
          kind: row.kind,
          title: pick(row.title, locale),
          file: row.file[locale],
        })
      }
      return [...byProduct.values()]
    },
    /** Products listed in a menu or any of its submenus, one page, without a query per product. */
    async listByMenu(
      menu: MenuView,
      options: { sort?: ProductSort; page?: number; perPage?: number },
      locale: Locale,
    ): Promise<Paginated<ProductCard>> {
      const perPage = options.perPage ?? PRODUCTS_PER_PAGE
      const page = Math.max(1, options.page ?? 1)
      const menuIds = [menu.id, ...menu.children.map((child) => child.id)]
      const where = and(
        eq(products.isActive, true),
        inArray(
          products.id,
          db
            .select({ id: productMenus.productId })
            .from(productMenus)
            .where(inArray(productMenus.menuId, menuIds)),
        ),
      )
      const count = () =>
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(products)
          .where(where)
      // The total rides along with the page's rows; only a page past the end counts apart.
      const rows = await db
        .select({ ...cardColumns, total: sql<number>`(count(*) over ())::int` })
        .from(products)
        .where(where)
        .orderBy(...productOrder(options.sort ?? 'position', locale))
        .limit(perPage)
        .offset((page - 1) * perPage)
      const total = rows[0]?.total ?? (page > 1 ? ((await count())[0]?.total ?? 0) : 0)
      return {
        data: await toCards(rows, locale),
        currentPage: page,
        perPage,
        total,
        lastPage: Math.max(1, Math.ceil(total / perPage)),
      }
    },

    /** Cards for known product ids, in the given order (search results). */
    async cards(ids: number[], locale: Locale): Promise<ProductCard[]> {
      if (ids.length === 0) return []
      const rows = await db.select(cardColumns).from(products).where(inArray(products.id, ids))
      const byId = new Map(rows.map((row) => [row.id, row]))
      return toCards(
        ids.flatMap((id) => byId.get(id) ?? []),
        locale,
      )
    },

    /**
     * Resolves '/{menu}/{submenu}/{product}'. The product must be listed in the menu (or its
     * parent); slugs of the other language are accepted so the page can redirect, and so is a
     * category path that exists no more (the page redirects to the product's path).
     */
    async resolvePath(
      menuSlugs: string[],
      productSlug: string,
      locale: Locale,
    ): Promise<{ id: number; matchedLocale: Locale } | undefined> {
      const resolved = await menus.resolve(menuSlugs, locale)
      const menuIds = resolved?.chain.map((menu) => menu.id) ?? []
      // PERF-4: whether it is listed in the menu comes with the product, in one query.
      const listed = db
        .select({ one: sql`1` })
        .from(productMenus)
        .where(and(eq(productMenus.productId, products.id), inArray(productMenus.menuId, menuIds)))
      const [row] = await db
        .select({
          id: products.id,
          slugDe: products.slugDe,
          slugEn: products.slugEn,
          listed: menuIds.length > 0 ? sql<boolean>`${exists(listed)}` : sql<boolean>`false`,
        })
        .from(products)
        .where(
          and(
            eq(products.isActive, true),
            sql`(${products.slugDe} = ${productSlug} or ${products.slugEn} = ${productSlug})`,
          ),
        )
        .limit(1)
      if (!row) return undefined
      const slugLocale: Locale =
        row.slugDe === row.slugEn ? locale : row.slugDe === productSlug ? 'de' : 'en'
      // CONT-2: a category path that no longer exists (renamed or moved in the back office)
      // still finds its product, whose page then answers 301 to its canonical path.
      if (!resolved) return { id: row.id, matchedLocale: slugLocale }
      if (!row.listed) return undefined
      return {
        id: row.id,
        matchedLocale: resolved.matchedLocale !== locale ? resolved.matchedLocale : slugLocale,
      }
    },

    detail,

    /** Forgets every kept product (a back-office change published 'catalog' or 'menus'). */
    clearCache: details.clear,

    async options(id: number, locale: Locale) {
      const { type, options, combinations } = await detail(id, locale)
      return { type, options, combinations }
    },

    /** Type 2: which option values stay selectable with the chosen combination. */
    async activeOptions(productId: number, combinationId: number, locale: Locale) {
      const { type, options, combinations } = await detail(productId, locale)
      if (type !== 2) throw itemNotFound(locale)
      const chosen = combinations.find((combination) => combination.id === combinationId)
      if (!chosen) {
        const [other] = await db
          .select({ productId: productCombinations.productId })
          .from(productCombinations)
          .where(eq(productCombinations.id, combinationId))
        if (other && other.productId !== productId) throw invalid(locale, 'combination_id')
        throw itemNotFound(locale)
      }
      return {
        options,
        combination: chosen,
        activeValueIds: activeValueIds(options, combinations, chosen),
      }
    },

    /**
     * The price of a configuration, computed by core/pricing from database values, and its
     * delivery date. Unknown ids are 404; ids of another product (or a service value given twice
     * for one service) are 422.
     */
    async quote(input: QuoteInput, locale: Locale, loaded?: ProductDetail): Promise<Quote> {
      // The product page has just loaded the product: price it without reading it again.
      const pricing =
        loaded && loaded.id === input.productId ? loaded : await detail(input.productId, locale)
      const { options, combinations } = pricing

      let combination: CombinationView | undefined
      if (input.optionValueIds && input.optionValueIds.length > 0) {
        const known = new Set(options.flatMap((option) => option.values.map((value) => value.id)))
        for (const id of input.optionValueIds) {
          if (known.has(id)) continue
          const [other] = await db
            .select({ id: productOptionValues.id })
            .from(productOptionValues)
            .where(eq(productOptionValues.id, id))
          if (other) throw invalid(locale, 'option_values')
          throw itemNotFound(locale)
        }
        combination = combinationOfValues(combinations, input.optionValueIds)
        if (!combination) throw itemNotFound(locale)
      } else if (input.combinationId !== undefined) {
        combination = combinations.find((c) => c.id === input.combinationId)
        if (!combination) {
          const [other] = await db
            .select({ productId: productCombinations.productId })
            .from(productCombinations)
            .where(eq(productCombinations.id, input.combinationId))
          if (other && other.productId !== input.productId) throw invalid(locale, 'combination_id')
          throw itemNotFound(locale)
        }
      } else {
        combination = combinations.find((c) => c.isDefault) ?? combinations[0]
        if (!combination) throw itemNotFound(locale)
      }

      let duration: DurationView | undefined
      if (input.durationId !== undefined) {
        duration = pricing.durations.find((d) => d.id === input.durationId)
        if (!duration) {
          const [other] = await db
            .select({ productId: productDurations.productId })
            .from(productDurations)
            .where(eq(productDurations.id, input.durationId))
          if (other) throw invalid(locale, 'duration_id')
          throw itemNotFound(locale)
        }
      } else {
        duration = pricing.durations[0]
        if (!duration) throw itemNotFound(locale)
      }

      const serviceValueIds = [...new Set(input.serviceValueIds ?? [])]
      const chosenServices: { serviceId: number; priceCents: number }[] = []
      for (const id of serviceValueIds) {
        const service = pricing.services.find((s) => s.values.some((value) => value.id === id))
        if (!service) {
          const [other] = await db
            .select({ id: serviceValues.id })
            .from(serviceValues)
            .where(eq(serviceValues.id, id))
          if (other) throw invalid(locale, 'services')
          throw itemNotFound(locale)
        }
        // One value per service group: one or two spotlights, not both.
        if (chosenServices.some((chosen) => chosen.serviceId === service.id)) {
          throw invalid(locale, 'services')
        }
        chosenServices.push({
          serviceId: service.id,
          priceCents: service.values.find((value) => value.id === id)!.priceCents,
        })
      }

      const priceInput = {
        productPriceCents: combination.priceCents,
        realPriceCents: combination.realPriceCents,
        additionalPriceCents: combination.additionalPriceCents,
        tiers: pricing.tiers,
        durationSurchargePercent: duration.surchargePercent,
        servicePricesCents: chosenServices.map((service) => service.priceCents),
      }
      const chosenIds = new Set(combination.optionValueIds)
      return {
        productId: input.productId,
        combinationId: combination.id,
        durationId: duration.id,
        serviceValueIds,
        options: options.flatMap((option) =>
          option.values
            .filter((value) => chosenIds.has(value.id))
            .map((value) => ({ option: option.title, value: value.title })),
        ),
        durationTitle: duration.title,
        surchargePercent: duration.surchargePercent,
        deliveryDate: duration.deliveryDate,
        line: priceLine({ ...priceInput, quantity: input.quantity }),
        tierTable: tierTable(priceInput),
        stock: combination.stock,
      }
    },

    /** Public holidays of the next `days` days (DLV-3, API-4: period 30). */
    async holidays(days: number, locale: Locale) {
      const shop = await deps.settings.get()
      return deps.holidays(shop.holidayState).upcoming(days, now(), locale)
    },
  }
}

export type CatalogService = ReturnType<typeof createCatalogService>
