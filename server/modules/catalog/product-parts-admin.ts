import { eq, inArray } from 'drizzle-orm'
import { newOptionSchema, titlesSchema, valuePrintSchema } from '#core/catalog/product-editor.ts'
import type { Locale, Localized } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import {
  combinationValues,
  productCombinations,
  productOptions,
  productOptionValues,
  productServices,
} from '#server/db/schema/index.ts'
import { AppError } from '#core/errors/errors.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import type { PrintOverride } from '#core/preflight/print-spec.ts'
import { createProductEdit, type EditDeps, parseInput } from './product-edit.ts'
import { createProductCombinationsAdmin } from './product-combinations-admin.ts'
import { createProductExtrasAdmin } from './product-extras-admin.ts'
import { createProductOptionsAdmin } from './product-options-admin.ts'
import { createProductPrintLayoutAdmin } from './product-print-layout-admin.ts'
import { endPosition, type PartKind, parentOf, partOf, siblings } from './product-parts.ts'

// CONT-6: the parts of a product — options and their values, with product-combinations-admin.ts
// its combinations (CAT-4) and with product-extras-admin.ts its production times, services and
// quantity tiers. Each write is one transaction on the locked product (product-edit.ts) and
// names the product it belongs to: a part of another product is "not found".

type Form = Record<string, unknown>
const loc = (de: string, en: string): Localized => ({ de, en })

export function createProductPartsAdmin(deps: EditDeps) {
  const { edit, afterCommit } = createProductEdit(deps)

  return {
    // Production times, services and tiers: product-extras-admin.ts.
    ...createProductExtrasAdmin(deps),
    // Combinations (CAT-4): product-combinations-admin.ts.
    ...createProductCombinationsAdmin(deps),
    // The options section's texts and print data as one form (PED-1): product-options-admin.ts.
    ...createProductOptionsAdmin(deps),
    // The print layout and zones of the product and its values (TPL-1).
    ...createProductPrintLayoutAdmin(deps),
    /** Moves a part one place up or down among its siblings. */
    async move(
      actor: StaffMember,
      productId: number,
      kind: PartKind,
      id: number,
      direction: 'up' | 'down',
      locale: Locale,
    ) {
      return edit(actor, productId, locale, async (tx) => {
        const part = (await partOf(tx, kind, productId, id, locale)) as Record<string, unknown>
        const { table, rows } = siblings(tx, kind, productId, parentOf(part))
        const order = (await rows).map((row) => row.id)
        const at = order.indexOf(id)
        const to = direction === 'up' ? at - 1 : at + 1
        if (to >= 0 && to < order.length) [order[at], order[to]] = [order[to]!, order[at]!]
        for (const [position, rowId] of order.entries()) {
          await tx.update(table).set({ position }).where(eq(table.id, rowId))
        }
        return { action: `product.${kind}.move`, after: { id, direction }, value: undefined }
      })
    },

    /** A new option with its first value; every existing combination takes that value (CAT-4). */
    async addOption(actor: StaffMember, productId: number, input: Form, locale: Locale) {
      const parsed = parseInput(newOptionSchema, input, locale)
      return edit(actor, productId, locale, async (tx) => {
        const [option] = await tx
          .insert(productOptions)
          .values({
            productId,
            title: loc(parsed.titleDe, parsed.titleEn),
            position: await endPosition(tx, 'option', productId),
          })
          .returning()
        const [value] = await tx
          .insert(productOptionValues)
          .values({ optionId: option!.id, title: loc(parsed.valueDe, parsed.valueEn) })
          .returning()
        const combos = await tx
          .select({ id: productCombinations.id })
          .from(productCombinations)
          .where(eq(productCombinations.productId, productId))
        if (combos.length > 0) {
          await tx
            .insert(combinationValues)
            .values(combos.map((c) => ({ combinationId: c.id, optionValueId: value!.id })))
        }
        return {
          action: 'product.option.add',
          after: { option: option!.title, value: value!.title },
          value: { id: option!.id },
          words: true,
        }
      })
    },

    async addValue(
      actor: StaffMember,
      productId: number,
      optionId: number,
      input: Form,
      locale: Locale,
    ) {
      const parsed = parseInput(titlesSchema, input, locale)
      return edit(actor, productId, locale, async (tx) => {
        await partOf(tx, 'option', productId, optionId, locale)
        const [value] = await tx
          .insert(productOptionValues)
          .values({
            optionId,
            title: loc(parsed.titleDe, parsed.titleEn),
            position: await endPosition(tx, 'value', productId, optionId),
          })
          .returning()
        return {
          action: 'product.value.add',
          after: { optionId, title: value!.title },
          value: { id: value!.id },
          words: true,
        }
      })
    },

    /** Renames an option, a value, a service or a tab's title (the texts only). */
    async rename(
      actor: StaffMember,
      productId: number,
      kind: 'option' | 'value' | 'service',
      id: number,
      input: Form,
      locale: Locale,
    ) {
      const parsed = parseInput(titlesSchema, input, locale)
      return edit(actor, productId, locale, async (tx) => {
        const before = (await partOf(tx, kind, productId, id, locale)) as { title: Localized }
        const title = loc(parsed.titleDe, parsed.titleEn)
        const table =
          kind === 'option'
            ? productOptions
            : kind === 'value'
              ? productOptionValues
              : productServices
        await tx.update(table).set({ title }).where(eq(table.id, id))
        return {
          action: `product.${kind}.update`,
          before: { id, title: before.title },
          after: { id, title },
          value: undefined,
          words: true,
        }
      })
    },

    /** PRE-2, PRE-3: a value's own trim size or page count for the print-data check, or none. */
    async setValuePrint(
      actor: StaffMember,
      productId: number,
      id: number,
      input: Form,
      locale: Locale,
    ) {
      const print = parseInput(valuePrintSchema, input, locale)
      return edit(actor, productId, locale, async (tx) => {
        const before = (await partOf(tx, 'value', productId, id, locale)) as { print: unknown }
        // TPL-1: the value's own layout is the print section's; this form keeps it.
        const layout = (before.print as PrintOverride | null)?.layout
        await tx
          .update(productOptionValues)
          .set({ print: layout ? { ...print, layout } : print })
          .where(eq(productOptionValues.id, id))
        return {
          action: 'product.value.print',
          before: { id, print: before.print },
          after: { id, print },
          value: undefined,
        }
      })
    },

    /**
     * Deleting an option or a value: refused while a combination uses it (delete or change the
     * combinations first), and an option keeps at least one value.
     */
    async removeOptionPart(
      actor: StaffMember,
      productId: number,
      kind: 'option' | 'value',
      id: number,
      locale: Locale,
    ) {
      return edit(actor, productId, locale, async (tx) => {
        const part = (await partOf(tx, kind, productId, id, locale)) as {
          title: Localized
          optionId?: number
        }
        const valueIds =
          kind === 'value'
            ? [id]
            : (
                await tx
                  .select({ id: productOptionValues.id })
                  .from(productOptionValues)
                  .where(eq(productOptionValues.optionId, id))
              ).map((v) => v.id)
        const [used] = await tx
          .select({ id: combinationValues.combinationId })
          .from(combinationValues)
          .where(inArray(combinationValues.optionValueId, valueIds.length > 0 ? valueIds : [0]))
          .limit(1)
        if (used) throw new AppError('conflict', translate(locale, `adminProducts.${kind}InUse`))
        if (kind === 'value') {
          const rest = await tx
            .select({ id: productOptionValues.id })
            .from(productOptionValues)
            .where(eq(productOptionValues.optionId, part.optionId!))
          if (rest.length <= 1)
            throw new AppError('conflict', translate(locale, 'adminProducts.lastValue'))
          await tx.delete(productOptionValues).where(eq(productOptionValues.id, id))
        } else {
          await tx.delete(productOptions).where(eq(productOptions.id, id))
        }
        return {
          action: `product.${kind}.delete`,
          before: { id, title: part.title },
          value: undefined,
          words: true,
        }
      })
    },
    afterCommit,
  }
}

export type ProductPartsAdmin = ReturnType<typeof createProductPartsAdmin>
