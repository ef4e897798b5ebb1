import type { SearchSort } from '#core/catalog/sorts.ts'
import type { Locale } from '#core/i18n/locale.ts'
import type { Db } from '#server/db/client.ts'
import type { CatalogService, Paginated } from '#server/modules/catalog/catalog.service.ts'
import {
  closestWords,
  type MatchOptions,
  matchingProducts,
} from '#server/modules/catalog/product-search.ts'
import { type ProductCard } from '#core/catalog/product-card.ts'

export const SEARCH_PER_PAGE = 24
const MAX_QUERY_LENGTH = 100

/** 'Roll-Up', 'roll up' and 'rollup' are one word to a buyer: compare without spaces and dashes. */
export function compactQuery(query: string): string {
  return query.toLowerCase().replace(/[\s\-_/.]+/g, '')
}

/**
 * Product search (CAT-8). First pass: German and English full text (stemmed) or the
 * compact query ('roll up' -> 'rollup') inside titles and keywords, both index-backed. When that
 * finds nothing, each word is replaced by the most similar known word ('rolup' -> 'rollup') and
 * the search runs again. The catalogue runs both queries (catalog/product-search.ts).
 */
export function createSearchService(db: Db, catalog: CatalogService) {
  const find = (query: string, options: MatchOptions) =>
    matchingProducts(db, query, compactQuery(query), options)

  /** Each word of the query replaced by its closest known word, when one is similar enough. */
  async function corrected(query: string): Promise<string | undefined> {
    const words = [...new Set([...query.split(/[\s\-_/.]+/), compactQuery(query)])].filter(
      (word) => word.length >= 3,
    )
    if (words.length === 0) return undefined
    const rows = await closestWords(db, words)
    if (rows.length === 0) return undefined
    return rows.map((row) => row.word).join(' or ')
  }

  return {
    async products(
      rawQuery: string,
      locale: Locale,
      options: { page?: number; perPage?: number; sort?: SearchSort } = {},
    ): Promise<Paginated<ProductCard>> {
      const perPage = options.perPage ?? SEARCH_PER_PAGE
      const page = Math.max(1, options.page ?? 1)
      const query = rawQuery.trim().slice(0, MAX_QUERY_LENGTH).toLowerCase()
      if (compactQuery(query).length === 0) {
        return { data: [], currentPage: page, perPage, total: 0, lastPage: 1 }
      }
      const findOptions: MatchOptions = {
        perPage,
        offset: (page - 1) * perPage,
        sort: options.sort ?? 'relevance',
        locale,
      }
      let rows = await find(query, findOptions)
      if (rows.length === 0) {
        const better = await corrected(query)
        if (better) rows = await find(better, findOptions)
      }
      const total = rows[0]?.total ?? 0
      return {
        data: await catalog.cards(
          rows.map((row) => Number(row.id)),
          locale,
        ),
        currentPage: page,
        perPage,
        total,
        lastPage: Math.max(1, Math.ceil(total / perPage)),
      }
    },
  }
}

export type SearchService = ReturnType<typeof createSearchService>
