import type { Tx } from '#server/db/client.ts'
import { and, asc, eq, ne } from 'drizzle-orm'
import { checkCombinationValues, combinationSchema } from '#core/catalog/product-editor.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import {
  combinationValues,
  productCombinations,
  productOptions,
  productOptionValues,
} from '#server/db/schema/index.ts'
import { AppError } from '#core/errors/errors.ts'
import { isCombinationOrdered } from '#server/modules/orders/ordered-products.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import {
  createProductEdit,
  type EditDeps,
  fieldError,
  notFound,
  parseInput,
} from './product-edit.ts'

// CONT-6, CAT-4: a product's combinations — one value per option, with prices (PRICE-2), stock
// and article number. Each write is one transaction on the locked product (product-edit.ts); a
// combination of another product is "not found".

type Form = Record<string, unknown>

export function createProductCombinationsAdmin(deps: EditDeps) {
  const { edit } = createProductEdit(deps)

  /** The product's option ids with their values, in order. */
  async function optionShapes(tx: Tx, productId: number) {
    const rows = await tx
      .select({ optionId: productOptions.id, valueId: productOptionValues.id })
      .from(productOptions)
      .leftJoin(productOptionValues, eq(productOptionValues.optionId, productOptions.id))
      .where(eq(productOptions.productId, productId))
      .orderBy(asc(productOptions.position), asc(productOptions.id))
    const shapes = new Map<number, number[]>()
    for (const row of rows) {
      const values = shapes.get(row.optionId) ?? []
      if (row.valueId !== null) values.push(row.valueId)
      shapes.set(row.optionId, values)
    }
    return [...shapes].map(([id, valueIds]) => ({ id, valueIds }))
  }

  async function combinationSets(tx: Tx, productId: number, except?: number) {
    const rows = await tx
      .select({ id: productCombinations.id, valueId: combinationValues.optionValueId })
      .from(productCombinations)
      .leftJoin(combinationValues, eq(combinationValues.combinationId, productCombinations.id))
      .where(
        and(
          eq(productCombinations.productId, productId),
          except === undefined ? undefined : ne(productCombinations.id, except),
        ),
      )
    const sets = new Map<number, number[]>()
    for (const row of rows) {
      sets.set(row.id, [
        ...(sets.get(row.id) ?? []),
        ...(row.valueId === null ? [] : [row.valueId]),
      ])
    }
    return [...sets.values()]
  }
  return {
    /** A combination of one value per option, with its prices (PRICE-2), stock and number. */
    async addCombination(
      actor: StaffMember,
      productId: number,
      valueIds: number[],
      input: Form,
      locale: Locale,
    ) {
      const parsed = parseInput(combinationSchema, input, locale)
      return edit(actor, productId, locale, async (tx) => {
        const shapes = await optionShapes(tx, productId)
        const problem = checkCombinationValues(
          shapes,
          valueIds,
          await combinationSets(tx, productId),
        )
        if (problem) {
          throw fieldError(
            locale,
            problem.optionId ? `value${problem.optionId}` : 'values',
            `adminProducts.combination.${problem.problem}`,
          )
        }
        const first = (await combinationSets(tx, productId)).length === 0
        const [row] = await writeCombination(
          tx,
          productId,
          null,
          { ...parsed, isDefault: parsed.isDefault || first },
          locale,
        )
        if (valueIds.length > 0) {
          await tx
            .insert(combinationValues)
            .values(valueIds.map((optionValueId) => ({ combinationId: row!.id, optionValueId })))
        }
        return {
          action: 'product.combination.add',
          after: { valueIds, ...parsed },
          value: { id: row!.id },
        }
      })
    },

    async updateCombination(
      actor: StaffMember,
      productId: number,
      id: number,
      input: Form,
      locale: Locale,
    ) {
      const parsed = parseInput(combinationSchema, input, locale)
      return edit(actor, productId, locale, async (tx) => {
        const [before] = await tx
          .select()
          .from(productCombinations)
          .where(and(eq(productCombinations.id, id), eq(productCombinations.productId, productId)))
        if (!before) throw notFound(locale)
        await writeCombination(tx, productId, id, parsed, locale)
        const { id: _id, productId: _product, ...rest } = before
        return {
          action: 'product.combination.update',
          before: { id, ...rest },
          after: { id, ...parsed },
          value: undefined,
        }
      })
    },

    /** Refused once ordered (the order names it): switch it off instead. */
    async removeCombination(actor: StaffMember, productId: number, id: number, locale: Locale) {
      return edit(actor, productId, locale, async (tx) => {
        const [before] = await tx
          .select()
          .from(productCombinations)
          .where(and(eq(productCombinations.id, id), eq(productCombinations.productId, productId)))
        if (!before) throw notFound(locale)
        if (await isCombinationOrdered(tx, id))
          throw new AppError('conflict', translate(locale, 'adminProducts.combinationOrdered'))
        await tx.delete(productCombinations).where(eq(productCombinations.id, id))
        if (before.isDefault) {
          // Another combination becomes the one the product page opens with.
          const [next] = await tx
            .select({ id: productCombinations.id })
            .from(productCombinations)
            .where(eq(productCombinations.productId, productId))
            .orderBy(asc(productCombinations.id))
            .limit(1)
          if (next)
            await tx
              .update(productCombinations)
              .set({ isDefault: true })
              .where(eq(productCombinations.id, next.id))
        }
        return {
          action: 'product.combination.delete',
          before: { id, priceCents: before.priceCents, sku: before.sku },
          value: undefined,
        }
      })
    },
  }

  /** Writes a combination's fields; one default per product, article numbers unique. */
  async function writeCombination(
    tx: Tx,
    productId: number,
    id: number | null,
    input: {
      price: number
      realPrice: number
      additionalPrice: number
      stock: number
      sku: string
      isActive: boolean
      isDefault: boolean
    },
    locale: Locale,
  ) {
    const sku = input.sku === '' ? null : input.sku
    if (sku) {
      const [taken] = await tx
        .select({ id: productCombinations.id })
        .from(productCombinations)
        .where(
          and(
            eq(productCombinations.sku, sku),
            id === null ? undefined : ne(productCombinations.id, id),
          ),
        )
        .limit(1)
      if (taken) throw fieldError(locale, 'sku', 'adminProducts.skuTaken')
    }
    if (input.isDefault) {
      await tx
        .update(productCombinations)
        .set({ isDefault: false })
        .where(eq(productCombinations.productId, productId))
    }
    const values = {
      priceCents: input.price,
      realPriceCents: input.realPrice,
      additionalPriceCents: input.additionalPrice,
      stock: input.stock,
      sku,
      isActive: input.isActive,
      ...(input.isDefault && { isDefault: true }),
    }
    return id === null
      ? tx
          .insert(productCombinations)
          .values({ productId, ...values })
          .returning()
      : tx.update(productCombinations).set(values).where(eq(productCombinations.id, id)).returning()
  }
}
