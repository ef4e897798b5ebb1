import { desc, ilike, inArray, or, sql } from 'drizzle-orm'
import type { Locale } from '#core/i18n/locale.ts'
import type { Db } from '#server/db/client.ts'
import { productCombinations, products } from '#server/db/schema/index.ts'
import { likePattern } from '#server/modules/shared/like.ts'
import type { ProductHit } from '#core/staff/search-hits.ts'

// FIND-1 (decision 0048): the catalogue answers the back office's search box for its own
// tables — a product by a part of its name (either language), its key or an article number
// (SKU) of one of its combinations; active or not, since staff edit both. The name is read from
// the trigram-indexed `search_text` (migration 0005), the SKU through its own trigram index
// (migration 0028).

const searchText = sql.raw('"products"."search_text"')

/** Products matching `term` (at least 2 characters), a whole SKU first, then by name. */
export async function findProductsForStaff(
  executor: Db,
  term: string,
  locale: Locale,
  limit: number,
): Promise<ProductHit[]> {
  if (term.length < 2) return []
  const pattern = likePattern(term)
  const wholeSku = sql<string | null>`(select ${productCombinations.sku} from ${productCombinations}
    where ${productCombinations.productId} = ${products.id}
      and lower(${productCombinations.sku}) = lower(${term}) limit 1)`
  const rows = await executor
    .select({
      id: products.id,
      title: sql<string>`${products.title}->>${locale}`,
      key: products.key,
      active: products.isActive,
      skuMatch: wholeSku,
    })
    .from(products)
    .where(
      or(
        sql`${searchText} ilike ${pattern}`,
        ilike(products.key, pattern),
        // Computed once and hashed, through the SKU's trigram index.
        inArray(
          products.id,
          executor
            .select({ id: productCombinations.productId })
            .from(productCombinations)
            .where(ilike(productCombinations.sku, pattern)),
        ),
      ),
    )
    .orderBy(desc(sql`${wholeSku} is not null`), sql`${products.title}->>${locale}`, products.id)
    .limit(limit)
  return rows
}
