import { sql } from 'drizzle-orm'
import type { Locale } from '#core/i18n/locale.ts'
import type { Db } from '#server/db/client.ts'
import type {
  CatalogService,
  Paginated,
  ProductCard,
} from '#server/modules/catalog/catalog.service.ts'

export const SEARCH_PER_PAGE = 24
const MAX_QUERY_LENGTH = 100

// These expressions are the ones indexed in migrations/0003_search.sql; keep them identical.
const searchText = sql.raw(
  `lower(coalesce("title"->>'de', '') || ' ' || coalesce("title"->>'en', '') || ' ' || "keywords")`,
)
const documentDe = sql.raw(
  `to_tsvector('german', coalesce("title"->>'de', '') || ' ' || coalesce("feature_desc"->>'de', '') || ' ' || "keywords")`,
)
const documentEn = sql.raw(
  `to_tsvector('english', coalesce("title"->>'en', '') || ' ' || coalesce("feature_desc"->>'en', '') || ' ' || "keywords")`,
)

/** 'Roll-Up', 'roll up' and 'rollup' are one word to a buyer: compare without spaces and dashes. */
export function compactQuery(query: string): string {
  return query.toLowerCase().replace(/[\s\-_/.]+/g, '')
}

/**
 * Product search (spec 2, 5, 7): German and English full text (stemmed), plus trigram word
 * similarity of the query and of its compact form against titles and keywords, so spellings and
 * typos find the product. Ranked by text rank plus similarity.
 */
export function createSearchService(db: Db, catalog: CatalogService) {
  return {
    async products(
      rawQuery: string,
      locale: Locale,
      options: { page?: number; perPage?: number } = {},
    ): Promise<Paginated<ProductCard>> {
      const perPage = options.perPage ?? SEARCH_PER_PAGE
      const page = Math.max(1, options.page ?? 1)
      const query = rawQuery.trim().slice(0, MAX_QUERY_LENGTH).toLowerCase()
      const compact = compactQuery(query)
      if (compact.length === 0) {
        return { data: [], currentPage: page, perPage, total: 0, lastPage: 1 }
      }
      const tsDe = sql`websearch_to_tsquery('german', ${query})`
      const tsEn = sql`websearch_to_tsquery('english', ${query})`
      const result: unknown = await db.execute(sql`
        select id, count(*) over ()::int as total
        from products
        where is_active and (
          ${documentDe} @@ ${tsDe}
          or ${documentEn} @@ ${tsEn}
          or ${query} <% ${searchText}
          or ${compact} <% ${searchText}
        )
        order by
          ts_rank(${documentDe}, ${tsDe}) + ts_rank(${documentEn}, ${tsEn})
            + greatest(word_similarity(${query}, ${searchText}), word_similarity(${compact}, ${searchText})) desc,
          position asc, id asc
        limit ${perPage} offset ${(page - 1) * perPage}
      `)
      // PGlite answers { rows }, postgres-js an array of rows.
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
        id: number
        total: number
      }[]
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
