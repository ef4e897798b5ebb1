import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { Db } from '#server/db/client.ts'
import { bookmarks } from '#server/db/schema/index.ts'
import { activeProducts, isActiveProduct } from '#server/modules/catalog/catalog-reads.ts'
import type { CatalogService, Paginated } from '#server/modules/catalog/catalog.service.ts'
import type { ProductCard } from '#core/catalog/product-card.ts'
import { AppError } from '#core/errors/errors.ts'

/** MARK-3: bookmark lists show 30 per page. */
export const BOOKMARKS_PER_PAGE = 30

export function createBookmarksService(db: Db, catalog: Pick<CatalogService, 'cards'>) {
  async function countFor(customerId: number): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(bookmarks)
      .innerJoin(activeProducts, eq(activeProducts.id, bookmarks.productId))
      .where(eq(bookmarks.customerId, customerId))
    return row?.total ?? 0
  }

  return {
    /** Adds a product to the customer's watch list; adding twice changes nothing. */
    async add(customerId: number, productId: number, locale: Locale): Promise<void> {
      if (!(await isActiveProduct(db, productId)))
        throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
      await db.insert(bookmarks).values({ customerId, productId }).onConflictDoNothing()
    },

    /** Removes it; removing what is not there is not an error (the result is the same). */
    async remove(customerId: number, productId: number): Promise<void> {
      await db
        .delete(bookmarks)
        .where(and(eq(bookmarks.customerId, customerId), eq(bookmarks.productId, productId)))
    },

    count: countFor,

    /** Newest first, as product cards (one query for the ids, one for the cards). */
    async list(
      customerId: number,
      locale: Locale,
      page = 1,
      perPage = BOOKMARKS_PER_PAGE,
    ): Promise<Paginated<ProductCard>> {
      const [rows, total] = await Promise.all([
        db
          .select({ productId: bookmarks.productId })
          .from(bookmarks)
          .innerJoin(activeProducts, eq(activeProducts.id, bookmarks.productId))
          .where(eq(bookmarks.customerId, customerId))
          .orderBy(desc(bookmarks.createdAt), desc(bookmarks.productId))
          .limit(perPage)
          .offset((page - 1) * perPage),
        countFor(customerId),
      ])
      return {
        data: await catalog.cards(
          rows.map((row) => row.productId),
          locale,
        ),
        currentPage: page,
        perPage,
        total,
        lastPage: Math.max(1, Math.ceil(total / perPage)),
      }
    },

    /**
     * Decision 0060, in one query: how many products the customer has bookmarked (as `count`)
     * and whether any of these is among them (a kept page's watch-list buttons).
     */
    async frame(
      customerId: number,
      productIds: readonly number[],
    ): Promise<{ count: number; marked: boolean }> {
      const [row] = await db
        .select({
          total: count(),
          marked: productIds.length
            ? sql<boolean>`coalesce(bool_or(${inArray(bookmarks.productId, [...productIds])}), false)`
            : sql<boolean>`false`,
        })
        .from(bookmarks)
        .innerJoin(activeProducts, eq(activeProducts.id, bookmarks.productId))
        .where(eq(bookmarks.customerId, customerId))
      return { count: row?.total ?? 0, marked: Boolean(row?.marked) }
    },

    /** Which of these products the customer has bookmarked (product pages, lists). */
    async has(customerId: number, productId: number): Promise<boolean> {
      const [row] = await db
        .select({ productId: bookmarks.productId })
        .from(bookmarks)
        .where(and(eq(bookmarks.customerId, customerId), eq(bookmarks.productId, productId)))
        .limit(1)
      return Boolean(row)
    },
  }
}

export type BookmarksService = ReturnType<typeof createBookmarksService>
