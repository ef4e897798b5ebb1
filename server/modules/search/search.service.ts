import { sql } from 'drizzle-orm'
import type { SearchSort } from '#core/catalog/sorts.ts'
import type { Locale } from '#core/i18n/locale.ts'
import type { Db } from '#server/db/client.ts'
import {
  type CatalogService,
  type Paginated,
  productOrder,
} from '#server/modules/catalog/catalog.service.ts'
import { type ProductCard } from '#core/catalog/product-card.ts'
import { likePattern } from '#server/modules/shared/like.ts'

export const SEARCH_PER_PAGE = 24
const MAX_QUERY_LENGTH = 100

// Stored generated columns with GIN indexes (migrations/0003_search.sql), not in the Drizzle
// schema because nothing but this query reads them.
const searchText = sql.raw('"search_text"')
const documentDe = sql.raw('"search_de"')
const documentEn = sql.raw('"search_en"')

/** 'Roll-Up', 'roll up' and 'rollup' are one word to a buyer: compare without spaces and dashes. */
export function compactQuery(query: string): string {
  return query.toLowerCase().replace(/[\s\-_/.]+/g, '')
}

/** PGlite answers { rows }, postgres-js an array of rows. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}

/** One page of matches in one order. */
interface FindOptions {
  perPage: number
  offset: number
  sort: SearchSort
  locale: Locale
}

/**
 * Refreshes the word list typos are corrected against; call after writing products. Through the
 * view owner's function (migration 0022): the shop may run as a role that owns no table.
 */
export async function refreshSearchWords(db: Db): Promise<void> {
  await db.execute(sql`select refresh_search_words()`)
}

/**
 * Product search (CAT-8). First pass: German and English full text (stemmed) or the
 * compact query ('roll up' -> 'rollup') inside titles and keywords, both index-backed. When that
 * finds nothing, each word is replaced by the most similar known word (trigram similarity against
 * the short `search_words` list: 'rolup' -> 'rollup') and the search runs again.
 */
export function createSearchService(db: Db, catalog: CatalogService) {
  async function find(query: string, options: FindOptions) {
    const compact = compactQuery(query)
    const tsDe = sql`websearch_to_tsquery('german', ${query})`
    const tsEn = sql`websearch_to_tsquery('english', ${query})`
    const contains =
      compact.length >= 3 ? sql`${searchText} like ${likePattern(compact)}` : sql`false`
    // Relevance: the best match first, ties in the catalogue's order. Any other sort is the
    // category page's order over the same matches.
    const order =
      options.sort === 'relevance'
        ? sql`ts_rank(${documentDe}, ${tsDe}) + ts_rank(${documentEn}, ${tsEn})
            + (case when ${contains} then 0.1 else 0 end) desc, position asc, id asc`
        : sql.join(productOrder(options.sort, options.locale), sql`, `)
    return rowsOf<{ id: number; total: number }>(
      await db.execute(sql`
        select id, count(*) over ()::int as total
        from products
        where is_active and (${documentDe} @@ ${tsDe} or ${documentEn} @@ ${tsEn} or ${contains})
        order by ${order}
        limit ${options.perPage} offset ${options.offset}
      `),
    )
  }

  /** Each word of the query replaced by its closest known word, when one is similar enough. */
  async function corrected(query: string): Promise<string | undefined> {
    const words = [...new Set([...query.split(/[\s\-_/.]+/), compactQuery(query)])].filter(
      (word) => word.length >= 3,
    )
    if (words.length === 0) return undefined
    const rows = rowsOf<{ input: string; word: string }>(
      await db.execute(sql`
        select distinct on (input) input, word
        from unnest(array[${sql.join(
          words.map((word) => sql`${word}`),
          sql`, `,
        )}]::text[]) as input
        join search_words on word % input
        order by input, similarity(word, input) desc, word
      `),
    )
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
      const findOptions: FindOptions = {
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
