import { eq } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { Db } from '#server/db/client.ts'
import { productMenus, products } from '#server/db/schema/index.ts'

// What other modules read of the catalogue (decision 0040: the catalogue owns its products).
// Each function takes the caller's executor, so it reads inside the caller's transaction.

/**
 * The products a customer may see (CAT-3), as another module's query joins them (the watch
 * list's lines): a view of the owner's choosing, planned by PostgreSQL as a join of the table.
 */
export const activeProducts = new QueryBuilder()
  .select({ id: products.id })
  .from(products)
  .where(eq(products.isActive, true))
  .as('active_products')

/** Whether the product exists and is shown. */
export async function isActiveProduct(executor: Db, productId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: activeProducts.id })
    .from(activeProducts)
    .where(eq(activeProducts.id, productId))
    .limit(1)
  return row !== undefined
}

/**
 * CONT-2: the products of each category (or of `only`), whether listed there or having it as
 * their default.
 */
export async function productsByCategory(
  executor: Db,
  only?: number,
): Promise<Map<number, Set<number>>> {
  const [listed, defaults] = await Promise.all([
    executor
      .select({ menuId: productMenus.menuId, productId: productMenus.productId })
      .from(productMenus)
      .where(only === undefined ? undefined : eq(productMenus.menuId, only)),
    executor
      .select({ menuId: products.defaultMenuId, productId: products.id })
      .from(products)
      .where(only === undefined ? undefined : eq(products.defaultMenuId, only)),
  ])
  const byMenu = new Map<number, Set<number>>()
  for (const { menuId, productId } of [...listed, ...defaults]) {
    byMenu.set(menuId, (byMenu.get(menuId) ?? new Set()).add(productId))
  }
  return byMenu
}
