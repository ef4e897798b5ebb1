import { and, asc, count, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm'
import { AppError } from '#core/errors/errors.ts'
import { type Locale, type Localized, pick } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { can } from '#core/staff/permissions.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import type { StockFilters, StockInput, StockRow } from '#core/validation/stock.ts'
import type { Db } from '#server/db/client.ts'
import {
  combinationValues,
  productCombinations,
  productOptions,
  productOptionValues,
  products,
} from '#server/db/schema/index.ts'
import type { Invalidation } from '#server/modules/shared/invalidation.ts'
import { likePattern } from '#server/modules/shared/like.ts'
import type { StaffService } from '#server/modules/staff/staff.service.ts'
import type { StockChange } from './stock.ts'

// STOCK-1..STOCK-3 (decision 0045): the catalogue's stock page — every combination with its
// stock and low-stock threshold, the low-stock queue (`low`), and the crossings an order's
// reservation causes, for the low-stock mail.

export const STOCK_PER_PAGE = 50

/** A combination an order took to or below its threshold (it was above before). */
export interface LowStockCrossing {
  combinationId: number
  productId: number
  product: Localized
  configuration: Localized
  stock: number
  threshold: number
}

const isLow = and(
  isNotNull(productCombinations.lowStockThreshold),
  sql`${productCombinations.stock} <= ${productCombinations.lowStockThreshold}`,
)!

/** The option values' titles of each combination, in the options' order. */
async function configurations(
  db: Pick<Db, 'select'>,
  ids: number[],
  locale: Locale,
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: combinationValues.combinationId, title: productOptionValues.title })
    .from(combinationValues)
    .innerJoin(productOptionValues, eq(productOptionValues.id, combinationValues.optionValueId))
    .innerJoin(productOptions, eq(productOptions.id, productOptionValues.optionId))
    .where(inArray(combinationValues.combinationId, ids))
    .orderBy(asc(productOptions.position), asc(productOptions.id))
  const names = new Map<number, string[]>()
  for (const row of rows) names.set(row.id, [...(names.get(row.id) ?? []), pick(row.title, locale)])
  return new Map([...names].map(([id, list]) => [id, list.join(' · ')]))
}

/**
 * STOCK-3: after `reserveStock` took `changes` in `tx`, the combinations this took to or below
 * their threshold from above it — once per crossing: the next order starts at or below it.
 */
export async function lowStockCrossings(
  tx: Pick<Db, 'select'>,
  changes: StockChange[],
): Promise<LowStockCrossing[]> {
  if (changes.length === 0) return []
  const rows = await tx
    .select({
      combinationId: productCombinations.id,
      productId: productCombinations.productId,
      title: products.title,
      stock: productCombinations.stock,
      threshold: productCombinations.lowStockThreshold,
    })
    .from(productCombinations)
    .innerJoin(products, eq(products.id, productCombinations.productId))
    .where(
      and(
        inArray(
          productCombinations.id,
          changes.map((change) => change.combinationId),
        ),
        isLow,
      ),
    )
  const taken = new Map(changes.map((change) => [change.combinationId, change.quantity]))
  const crossed = rows.filter(
    (row) =>
      row.threshold !== null && row.stock + (taken.get(row.combinationId) ?? 0) > row.threshold,
  )
  const ids = crossed.map((row) => row.combinationId)
  const de = await configurations(tx, ids, 'de')
  const en = await configurations(tx, ids, 'en')
  return crossed.map((row) => ({
    combinationId: row.combinationId,
    productId: row.productId,
    product: row.title,
    configuration: { de: de.get(row.combinationId) ?? '', en: en.get(row.combinationId) ?? '' },
    stock: row.stock,
    threshold: row.threshold!,
  }))
}

export function createStockAdmin(deps: {
  db: Db
  audit: StaffService['audit']
  invalidation: Pick<Invalidation, 'publish'>
}) {
  const { db } = deps

  function whereOf(filters: Pick<StockFilters, 'q' | 'low'>): SQL | undefined {
    const pattern = likePattern(filters.q)
    return and(
      filters.low ? isLow : undefined,
      filters.q
        ? or(
            ilike(sql`${products.title}->>'de'`, pattern),
            ilike(sql`${products.title}->>'en'`, pattern),
            ilike(productCombinations.sku, pattern),
          )
        : undefined,
    )
  }

  return {
    /** STOCK-2: the page's rows, products by title, combinations in their order. */
    async list(filters: StockFilters, locale: Locale) {
      const where = whereOf(filters)
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            combinationId: productCombinations.id,
            productId: products.id,
            title: products.title,
            sku: productCombinations.sku,
            stock: productCombinations.stock,
            threshold: productCombinations.lowStockThreshold,
            active: productCombinations.isActive,
          })
          .from(productCombinations)
          .innerJoin(products, eq(products.id, productCombinations.productId))
          .where(where)
          .orderBy(sql`${products.title}->>${locale}`, asc(productCombinations.id))
          .limit(STOCK_PER_PAGE)
          .offset((filters.page - 1) * STOCK_PER_PAGE),
        db
          .select({ total: count() })
          .from(productCombinations)
          .innerJoin(products, eq(products.id, productCombinations.productId))
          .where(where),
      ])
      const names = await configurations(
        db,
        rows.map((row) => row.combinationId),
        locale,
      )
      const total = counted?.total ?? 0
      return {
        rows: rows.map((row): StockRow => ({
          combinationId: row.combinationId,
          productId: row.productId,
          product: pick(row.title, locale),
          configuration: names.get(row.combinationId) ?? '',
          sku: row.sku,
          stock: row.stock,
          threshold: row.threshold,
          active: row.active,
          low: row.threshold !== null && row.stock <= row.threshold,
        })),
        total,
        page: filters.page,
        lastPage: Math.max(1, Math.ceil(total / STOCK_PER_PAGE)),
      }
    },

    /** STAFF-13: the low-stock queue's count, the same condition as `list({ low: true })`. */
    async lowCount(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(productCombinations)
        .innerJoin(products, eq(products.id, productCombinations.productId))
        .where(whereOf({ q: '', low: true }))
      return row?.n ?? 0
    },

    /** STOCK-2: a combination's stock and threshold, audited (STAFF-6). */
    async save(actor: StaffMember, input: StockInput, locale: Locale): Promise<{ name: string }> {
      if (!can(actor, 'stock.manage')) {
        throw new AppError('forbidden', translate(locale, 'admin.order.notYourStep'))
      }
      const name = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({
            stock: productCombinations.stock,
            threshold: productCombinations.lowStockThreshold,
            title: products.title,
          })
          .from(productCombinations)
          .innerJoin(products, eq(products.id, productCombinations.productId))
          .where(eq(productCombinations.id, input.combination))
          .for('update', { of: productCombinations })
        if (!before) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
        await tx
          .update(productCombinations)
          .set({ stock: input.stock, lowStockThreshold: input.threshold })
          .where(eq(productCombinations.id, input.combination))
        await deps.audit(tx, {
          staffId: actor.id,
          action: 'combination.stock',
          objectType: 'combination',
          objectId: input.combination,
          before: { stock: before.stock, threshold: before.threshold },
          after: { stock: input.stock, threshold: input.threshold },
        })
        const configuration = (await configurations(tx, [input.combination], locale)).get(
          input.combination,
        )
        return `${pick(before.title, locale)}${configuration ? ` (${configuration})` : ''}`
      })
      // PERF-4: the kept products carry the stock.
      await deps.invalidation.publish('stock')
      return { name }
    },
  }
}

export type StockAdmin = ReturnType<typeof createStockAdmin>
