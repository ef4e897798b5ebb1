import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { PreflightThresholds } from '#core/preflight/preflight.ts'
import { type PrintOverride, type ProductPrint, thresholdsFor } from '#core/preflight/print-spec.ts'
import type { Db } from '#server/db/client.ts'
import {
  combinationValues,
  productMenus,
  productOptionValues,
  products,
} from '#server/db/schema/index.ts'

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

/**
 * PRE-2..PRE-5: what a product prints (its format, pages and lowest resolution), or undefined
 * for an unknown product.
 */
export async function productPrintOf(
  executor: Db,
  productId: number,
): Promise<ProductPrint | undefined> {
  const [product] = await executor
    .select({
      format: products.printFormat,
      minPpi: products.printMinPpi,
      pages: products.printPages,
      layout: products.printLayout,
    })
    .from(products)
    .where(eq(products.id, productId))
  return product
}

/** PRE-3: what the combination's option values change of the print, in the options' order. */
export async function printOverridesOf(
  executor: Db,
  combinationId: number,
): Promise<(PrintOverride | null)[]> {
  const chosen = await executor
    .select({ print: productOptionValues.print })
    .from(combinationValues)
    .innerJoin(productOptionValues, eq(productOptionValues.id, combinationValues.optionValueId))
    .where(eq(combinationValues.combinationId, combinationId))
    .orderBy(asc(productOptionValues.optionId))
  return chosen.map((row) => row.print as PrintOverride | null)
}

/**
 * PRE-2..PRE-5, TPL-2: what the print data of a product in a configuration must be — the one
 * source of the check's thresholds and of the template (null: the product prints nothing).
 */
export async function printSpecOf(
  executor: Db,
  productId: number,
  combinationId: number | null,
): Promise<PreflightThresholds | null> {
  const product = await productPrintOf(executor, productId)
  if (!product) return null
  return thresholdsFor(
    product,
    combinationId ? await printOverridesOf(executor, combinationId) : [],
  )
}

/** TPL-3: which of these products are printed (have print data), so their lines offer a template. */
export async function printedProducts(executor: Db, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set()
  const rows = await executor
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, productIds), isNotNull(products.printFormat)))
  return new Set(rows.map((row) => row.id))
}
