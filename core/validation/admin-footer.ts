import { z } from 'zod'
import type { MessageKey } from '#core/i18n/translate.ts'
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './text.ts'

// CONT-7: the footer's sections and links as staff enter them. A section has a title in both
// languages (1–80) and a type: links to pages or to (top) categories. A page link may carry its
// own link text in both languages (or none: the page's title).

export const FOOTER_TITLE_MAX = 80
export const FOOTER_SECTION_TYPES = ['page', 'menu'] as const
export type FooterSectionType = (typeof FOOTER_SECTION_TYPES)[number]

/** A title (required) or an alias (optional), at most 80 characters; messages are keys. */
const text = (required: boolean) => {
  const length = required ? 'adminFooter.titleLength' : 'adminFooter.aliasLength'
  return (
    z
      .unknown()
      // A field not sent is an empty one (zod would refuse a missing key before the transform).
      .optional()
      .transform((value) => (value === undefined || value === null ? '' : String(value).trim()))
      .refine((value) => !hasControlCharacters(value), { error: CONTROL_CHARACTERS_MESSAGE })
      .refine((value) => value.length >= (required ? 1 : 0), { error: length })
      .refine((value) => value.length <= FOOTER_TITLE_MAX, { error: length })
  )
}

/** A section's titles (rename) or a new section's titles and type. */
export const footerSectionSchema = z.object({
  titleDe: text(true),
  titleEn: text(true),
  type: z
    .unknown()
    // A field not sent is an empty one (zod would refuse a missing key before the transform).
    .optional()
    .transform((value) => String(value ?? ''))
    .refine(
      (value): value is FooterSectionType =>
        (FOOTER_SECTION_TYPES as readonly string[]).includes(value),
      { error: 'adminFooter.typeInvalid' satisfies MessageKey },
    )
    .transform((value) => value as FooterSectionType),
})
export type FooterSectionInput = z.output<typeof footerSectionSchema>

/** A page link's own link text: in both languages or in none. */
export const footerAliasSchema = z
  .object({ aliasDe: text(false), aliasEn: text(false) })
  .superRefine((alias, ctx) => {
    if ((alias.aliasDe === '') === (alias.aliasEn === '')) return
    ctx.addIssue({
      code: 'custom',
      path: [alias.aliasDe === '' ? 'aliasDe' : 'aliasEn'],
      message: 'adminFooter.aliasBoth' satisfies MessageKey,
    })
  })
  .transform((alias) => (alias.aliasDe ? { de: alias.aliasDe, en: alias.aliasEn } : null))
