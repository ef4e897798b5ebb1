import type { Tx } from '#server/db/client.ts'
import { and, asc, eq, ne } from 'drizzle-orm'
import {
  GENERATE_MAX,
  planCombinations,
  readSurcharges,
} from '#core/catalog/combination-generator.ts'
import {
  checkCombinationValues,
  combinationSchema,
  generatorSchema,
} from '#core/catalog/product-editor.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import {
  combinationValues,
  productCombinations,
  productOptions,
  productOptionValues,
} from '#server/db/schema/index.ts'
import { AppError } from '#core/errors/errors.ts'
import { issueMessages } from '#core/validation/form-input.ts'
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

    /**
     * PED-1 (decision 0049): the combinations section saved as one form — every combination's
     * fields named `<field>-<id>`, the one shown first by `default` — in one transaction: one
     * refused field and nothing is saved, each message at its combination's field.
     */
    async updateCombinations(actor: StaffMember, productId: number, input: Form, locale: Locale) {
      return edit(actor, productId, locale, async (tx) => {
        const rows = await tx
          .select()
          .from(productCombinations)
          .where(eq(productCombinations.productId, productId))
          .orderBy(asc(productCombinations.id))
        const errors: Record<string, string[]> = {}
        const parsed = rows.map((row) => {
          const own = Object.fromEntries(
            ['price', 'realPrice', 'additionalPrice', 'stock', 'sku', 'isActive'].map((name) => [
              name,
              input[`${name}-${row.id}`],
            ]),
          )
          const result = combinationSchema.safeParse({
            ...own,
            isDefault: String(input.default ?? '') === String(row.id) ? 'on' : '',
          })
          if (result.success) return result.data
          for (const [field, list] of Object.entries(issueMessages(result.error, locale)))
            errors[`${field}-${row.id}`] = list
          return null
        })
        if (Object.keys(errors).length > 0)
          throw new AppError('invalid', translate(locale, 'validation.fixErrors'), errors)
        for (const [index, row] of rows.entries()) {
          await writeCombination(tx, productId, row.id, parsed[index]!, locale).catch(
            (error: unknown) => {
              throw keyedTo(error, row.id)
            },
          )
        }
        return {
          action: 'product.combination.update-all',
          before: rows.map(({ productId: _product, ...rest }) => rest),
          after: rows.map((row, index) => ({ id: row.id, ...parsed[index] })),
          value: { count: rows.length },
        }
      })
    },

    /**
     * PED-2 (decision 0049): every combination of the chosen values (`picked`) the product does
     * not have yet, priced base + the chosen values' surcharges (`surcharge<valueId>`), in one
     * transaction; more than GENERATE_MAX is refused before anything is made.
     */
    async generateCombinations(
      actor: StaffMember,
      productId: number,
      picked: number[],
      input: Form,
      locale: Locale,
    ) {
      const parsed = parseInput(generatorSchema, input, locale)
      const surcharges = readSurcharges(picked, input)
      if (!(surcharges instanceof Map))
        throw fieldError(locale, `surcharge${surcharges.valueId}`, 'adminProducts.euros')
      return edit(actor, productId, locale, async (tx) => {
        const existing = await combinationSets(tx, productId)
        const plan = planCombinations(
          await optionShapes(tx, productId),
          picked,
          existing,
          parsed.price,
          surcharges,
        )
        if ('problem' in plan) {
          throw plan.problem === 'noValue'
            ? fieldError(locale, `pick${plan.optionId}`, 'adminProducts.generator.noValue')
            : fieldError(locale, 'picked', 'adminProducts.generator.tooMany', {
                total: plan.total,
                max: GENERATE_MAX,
              })
        }
        if (plan.create.length > 0) {
          const rows = await tx
            .insert(productCombinations)
            .values(
              plan.create.map((one, index) => ({
                productId,
                priceCents: one.priceCents,
                realPriceCents: parsed.realPrice,
                additionalPriceCents: parsed.additionalPrice,
                stock: parsed.stock,
                isActive: parsed.isActive,
                // The first combination of a product is the one its page opens with.
                isDefault: existing.length === 0 && index === 0,
              })),
            )
            .returning({ id: productCombinations.id })
          const links = plan.create.flatMap((one, index) =>
            one.valueIds.map((optionValueId) => ({
              combinationId: rows[index]!.id,
              optionValueId,
            })),
          )
          if (links.length > 0) await tx.insert(combinationValues).values(links)
        }
        const counts = {
          before: existing.length,
          created: plan.create.length,
          skipped: plan.skipped,
          after: existing.length + plan.create.length,
        }
        return {
          action: 'product.combination.generate',
          after: { ...counts, picked, basePrice: parsed.price },
          value: counts,
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

  /** A field message of one combination, named as the section's form names its field. */
  function keyedTo(error: unknown, id: number) {
    if (!(error instanceof AppError) || !error.fields) return error
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([field, list]) => [`${field}-${id}`, list]),
    )
    return new AppError(error.kind, error.message, fields)
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
