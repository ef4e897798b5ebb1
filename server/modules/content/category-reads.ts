import { and, inArray, isNotNull } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { CategoryNode } from '#core/content/categories.ts'
import type { Localized } from '#core/i18n/locale.ts'
import type { Db } from '#server/db/client.ts'
import { menus } from '#server/db/schema/index.ts'

// What other modules read of the categories (decision 0040: the content module owns `menus`).
// Each function takes the caller's executor, so it reads inside the caller's transaction.

/**
 * The categories as another module's query joins them (the product list's category title): a
 * view of the owner's choosing, planned by PostgreSQL as a join of the table itself.
 */
export const categoryView = new QueryBuilder()
  .select({ id: menus.id, parentId: menus.parentId, title: menus.title })
  .from(menus)
  .as('category_view')

/** Every category with its parent and slugs, as product paths are made from them. */
export async function categoryNodes(executor: Db): Promise<CategoryNode[]> {
  const rows = await executor
    .select({ id: menus.id, parentId: menus.parentId, slugDe: menus.slugDe, slugEn: menus.slugEn })
    .from(menus)
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parentId,
    slug: { de: row.slugDe, en: row.slugEn },
  }))
}

/** CAT-3: the categories a product may be listed in (every one below a top category). */
export async function subcategoryTitles(
  executor: Pick<Db, 'select'>,
): Promise<Map<number, Localized>> {
  const rows = await executor
    .select({ id: menus.id, title: menus.title })
    .from(menus)
    .where(isNotNull(menus.parentId))
  return new Map(rows.map((row) => [row.id, row.title]))
}

/** Which of `ids` are categories a product may be listed in (below a top category). */
export async function subcategoryIds(executor: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await executor
    .select({ id: menus.id })
    .from(menus)
    .where(and(inArray(menus.id, ids), isNotNull(menus.parentId)))
  return rows.map((row) => row.id)
}
