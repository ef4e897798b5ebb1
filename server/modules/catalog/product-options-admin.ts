import { asc, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import { titlesSchema, valuePrintSchema } from '#core/catalog/product-editor.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { issueMessages } from '#core/validation/form-input.ts'
import { productOptions, productOptionValues } from '#server/db/schema/index.ts'
import { AppError } from '#core/errors/errors.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import { createProductEdit, type EditDeps } from './product-edit.ts'

// PED-1 (decision 0049): the options section's texts saved as one form — every option's and
// every value's two titles and each value's print data (PRE-2, PRE-3), named `<field>-o<id>`
// and `<field>-v<id>`, in one transaction: one refused field and nothing is saved.

type Form = Record<string, unknown>

export function createProductOptionsAdmin(deps: EditDeps) {
  const { edit } = createProductEdit(deps)
  return {
    async saveOptions(actor: StaffMember, productId: number, input: Form, locale: Locale) {
      return edit(actor, productId, locale, async (tx) => {
        const options = await tx
          .select()
          .from(productOptions)
          .where(eq(productOptions.productId, productId))
          .orderBy(asc(productOptions.id))
        const values = options.length
          ? await tx
              .select()
              .from(productOptionValues)
              .where(
                inArray(
                  productOptionValues.optionId,
                  options.map((option) => option.id),
                ),
              )
              .orderBy(asc(productOptionValues.id))
          : []
        const errors: Record<string, string[]> = {}
        /** The fields of one part, read through `schema`; its messages named as the form names them. */
        const read = <S extends z.ZodType>(
          schema: S,
          suffix: string,
          names: readonly string[],
        ): z.output<S> | null => {
          const own = Object.fromEntries(names.map((name) => [name, input[`${name}-${suffix}`]]))
          const result = schema.safeParse(own)
          if (result.success) return result.data
          for (const [field, list] of Object.entries(issueMessages(result.error, locale)))
            errors[`${field}-${suffix}`] = list
          return null
        }
        const titles = ['titleDe', 'titleEn'] as const
        const optionTitles = options.map((option) => read(titlesSchema, `o${option.id}`, titles))
        const valueTitles = values.map((value) => read(titlesSchema, `v${value.id}`, titles))
        const prints = values.map((value) =>
          read(valuePrintSchema, `v${value.id}`, ['printWidthMm', 'printHeightMm', 'printPages']),
        )
        if (Object.keys(errors).length > 0)
          throw new AppError('invalid', translate(locale, 'validation.fixErrors'), errors)
        // TPL-1: a value's own layout is the print section's; this form keeps it.
        const kept = values.map(({ print }, index) =>
          print?.layout ? { ...prints[index], layout: print.layout } : prints[index],
        )
        for (const [index, option] of options.entries()) {
          const parsed = optionTitles[index]!
          await tx
            .update(productOptions)
            .set({ title: { de: parsed.titleDe, en: parsed.titleEn } })
            .where(eq(productOptions.id, option.id))
        }
        for (const [index, value] of values.entries()) {
          const parsed = valueTitles[index]!
          await tx
            .update(productOptionValues)
            .set({ title: { de: parsed.titleDe, en: parsed.titleEn }, print: kept[index]! })
            .where(eq(productOptionValues.id, value.id))
        }
        return {
          action: 'product.options.update',
          before: {
            options: options.map(({ id, title }) => ({ id, title })),
            values: values.map(({ id, title, print }) => ({ id, title, print })),
          },
          after: {
            options: options.map(({ id }, index) => ({ id, ...optionTitles[index] })),
            values: values.map(({ id }, index) => ({
              id,
              ...valueTitles[index],
              print: kept[index],
            })),
          },
          value: { options: options.length, values: values.length },
          words: true,
        }
      })
    },
  }
}
