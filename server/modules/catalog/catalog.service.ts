import { and, asc, desc, eq, exists, inArray, sql } from 'drizzle-orm'
import type { HolidayCalendar } from '#core/calendar/holidays.ts'
import type { ProductCard } from '#core/catalog/product-card.ts'
import type { ProductSort } from '#core/catalog/sorts.ts'
import type { MenuView } from '#core/content/menus.ts'
import { type Locale, type Localized, pick } from '#core/i18n/locale.ts'
import type { Db } from '#server/db/client.ts'
import { productDownloads, productImages, productMenus, products } from '#server/db/schema/index.ts'
import type { MenusService } from '#server/modules/content/menus.service.ts'
import type { SettingsService } from '#server/modules/settings/settings.service.ts'
import type { Paginated } from './catalog-views.ts'
import { configurationQuotes } from './configuration-quote.ts'
import { productDetails } from './product-detail.ts'

export const PRODUCTS_PER_PAGE = 12

export type * from './catalog-views.ts'
export { PRODUCT_CACHE_ENTRIES, PRODUCT_CACHE_MS } from './product-detail.ts'

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

  const { detail, clearCache } = productDetails(deps, pathsOf)
  const quotes = configurationQuotes(db, detail)

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
    clearCache,

    ...quotes,

    async options(id: number, locale: Locale) {
      const { type, options, combinations } = await detail(id, locale)
      return { type, options, combinations }
    },

    /** Public holidays of the next `days` days (DLV-3, API-4: period 30). */
    async holidays(days: number, locale: Locale) {
      const shop = await deps.settings.get()
      return deps.holidays(shop.holidayState).upcoming(days, now(), locale)
    },
  }
}

export type CatalogService = ReturnType<typeof createCatalogService>
