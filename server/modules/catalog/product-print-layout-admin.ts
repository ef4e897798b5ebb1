import { asc, eq, inArray } from 'drizzle-orm'
import { isEmptyLayout, layoutField, readPrintLayout } from '#core/catalog/print-layout-form.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { PrintLayout } from '#core/preflight/print-layout.ts'
import type { PrintOverride } from '#core/preflight/print-spec.ts'
import { productOptions, productOptionValues, products } from '#server/db/schema/index.ts'
import { AppError } from '#core/errors/errors.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import { createProductEdit, type EditDeps } from './product-edit.ts'

// TPL-1 (decision 0049's one form per section): the "Print & zones" section saved at once —
// the product's layout (scope `p`; empty: null) and, per option value, "as the product" or its
// own layout (scope `v<id>`, `layoutMode-v<id>`), kept in the value's `print.layout` beside the
// trim size and pages the options section edits. One refused field and nothing is saved.

type Form = Record<string, unknown>

/** A value's print data with `layout` set or taken out; nothing left: null. */
export function withLayout(
  print: PrintOverride | null,
  layout: PrintLayout | null,
): PrintOverride | null {
  const { layout: _old, ...rest } = print ?? {}
  const next: PrintOverride = { ...rest, ...(layout && { layout }) }
  return Object.keys(next).length > 0 ? next : null
}

export function createProductPrintLayoutAdmin(deps: EditDeps) {
  const { edit } = createProductEdit(deps)
  return {
    async savePrintLayout(actor: StaffMember, productId: number, input: Form, locale: Locale) {
      return edit(actor, productId, locale, async (tx, product) => {
        const optionIds = (
          await tx
            .select({ id: productOptions.id })
            .from(productOptions)
            .where(eq(productOptions.productId, productId))
        ).map((option) => option.id)
        const values = optionIds.length
          ? await tx
              .select({ id: productOptionValues.id, print: productOptionValues.print })
              .from(productOptionValues)
              .where(inArray(productOptionValues.optionId, optionIds))
              .orderBy(asc(productOptionValues.id))
          : []
        const errors: Record<string, string[]> = {}
        const read = (scope: string) => {
          const result = readPrintLayout(input, scope, locale)
          if (result.ok) return result.layout
          Object.assign(errors, result.errors)
          return null
        }
        const own = read('p')
        const layout = own && !isEmptyLayout(own) ? own : null
        // A value "as the product" keeps no layout; its own may be empty (no zones at all).
        const valueLayouts = values.map((value) =>
          input[layoutField('layoutMode', `v${value.id}`)] === 'own' ? read(`v${value.id}`) : null,
        )
        if (Object.keys(errors).length > 0)
          throw new AppError('invalid', translate(locale, 'validation.fixErrors'), errors)
        await tx.update(products).set({ printLayout: layout }).where(eq(products.id, productId))
        for (const [index, value] of values.entries()) {
          const print = withLayout(value.print, valueLayouts[index]!)
          await tx
            .update(productOptionValues)
            .set({ print })
            .where(eq(productOptionValues.id, value.id))
        }
        return {
          action: 'product.printLayout',
          before: {
            layout: product.printLayout,
            values: Object.fromEntries(
              values.map((value) => [value.id, value.print?.layout ?? null]),
            ),
          },
          after: {
            layout,
            values: Object.fromEntries(
              values.map((value, index) => [value.id, valueLayouts[index]]),
            ),
          },
          value: { zones: layout?.zones.length ?? 0 },
        }
      })
    },
  }
}
