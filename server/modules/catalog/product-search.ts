import { sql } from 'drizzle-orm'
import type { SearchSort } from '#core/catalog/sorts.ts'
import type { Locale } from '#core/i18n/locale.ts'
import type { Db } from '#server/db/client.ts'
import { likePattern } from '#server/modules/shared/like.ts'
import { productOrder } from './catalog.service.ts'

// CAT-8: the queries of the product search. The catalogue owns the products with their search
// columns and the word list made from them (decision 0040); the search module asks these.

// Stored generated columns with GIN indexes (migrations/0003_search.sql), not in the Drizzle
// schema because nothing but this query reads them.
const searchText = sql.raw('"search_text"')
const documentDe = sql.raw('"search_de"')
const documentEn = sql.raw('"search_en"')

/** PGlite answers { rows }, postgres-js an array of rows. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}

/** One page of matches in one order. */
export interface MatchOptions {
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
 * Active products whose German or English full text (stemmed) matches `query`, or whose titles
 * and keywords contain `compact` ('roll up' -> 'rollup'), both index-backed; each row carries
 * the number of all matches.
 */
export async function matchingProducts(
  executor: Db,
  query: string,
  compact: string,
  options: MatchOptions,
): Promise<{ id: number; total: number }[]> {
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
    await executor.execute(sql`
      select id, count(*) over ()::int as total
      from products
      where is_active and (${documentDe} @@ ${tsDe} or ${documentEn} @@ ${tsEn} or ${contains})
      order by ${order}
      limit ${options.perPage} offset ${options.offset}
    `),
  )
}

/**
 * Each word replaced by the most similar known word (trigram similarity against the short
 * `search_words` list: 'rolup' -> 'rollup'), for the words that have one.
 */
export async function closestWords(
  executor: Db,
  words: string[],
): Promise<{ input: string; word: string }[]> {
  return rowsOf<{ input: string; word: string }>(
    await executor.execute(sql`
      select distinct on (input) input, word
      from unnest(array[${sql.join(
        words.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]) as input
      join search_words on word % input
      order by input, similarity(word, input) desc, word
    `),
  )
}
