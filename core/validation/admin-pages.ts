import { z } from 'zod'
import type { MessageKey } from '#core/i18n/translate.ts'
import { knownPlaceholders } from './form-fields.ts'
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './text.ts'

// CONT-5: a static page (imprint, terms, privacy, …) as staff edit it: a title, a meta
// description, an HTML body and a slug in both languages. A slug left empty is made from the
// title, one not sent stays as it is (server/modules/content/pages-admin.ts normalises it).

export const PAGE_TITLE_MAX = 120
export const PAGE_META_MAX = 300
export const PAGE_BODY_MAX = 100_000
/** What may be typed into a slug field; normalised, a slug has at most 80 characters. */
export const PAGE_SLUG_TYPED_MAX = 200

// Decision 0039: the messages are keys, their values in `params`, translated at the edge.
const message = (key: MessageKey, params?: Record<string, unknown>) => ({ error: key, params })
const text = (min: number, max: number, multiline: boolean) =>
  z
    .unknown()
    // A field not sent is an empty one (zod would refuse a missing key before the transform).
    .optional()
    .transform((value) => (value === undefined || value === null ? '' : String(value).trim()))
    .refine(
      (value) => !hasControlCharacters(multiline ? value.replace(/[\r\n\t]/g, ' ') : value),
      message(CONTROL_CHARACTERS_MESSAGE),
    )
    .refine((value) => value.length >= min, message('adminContent.pages.required'))
    .refine((value) => value.length <= max, message('adminContent.pages.tooLong', { max }))
const slug = z
  .unknown()
  .transform((value) => (value === undefined || value === null ? undefined : String(value).trim()))
  .refine(
    (value) => value === undefined || value.length <= PAGE_SLUG_TYPED_MAX,
    message('adminContent.pages.tooLong', { max: PAGE_SLUG_TYPED_MAX }),
  )
  // Not sent: the slug stays as it is.
  .optional()
export const pageInputSchema = z.object({
  titleDe: text(1, PAGE_TITLE_MAX, false),
  titleEn: text(1, PAGE_TITLE_MAX, false),
  // CONT-9: the description and the body may name the shop's settings by placeholder.
  metaDescriptionDe: text(0, PAGE_META_MAX, false).superRefine(knownPlaceholders),
  metaDescriptionEn: text(0, PAGE_META_MAX, false).superRefine(knownPlaceholders),
  bodyDe: text(1, PAGE_BODY_MAX, true).superRefine(knownPlaceholders),
  bodyEn: text(1, PAGE_BODY_MAX, true).superRefine(knownPlaceholders),
  slugDe: slug,
  slugEn: slug,
})
export type PageInput = z.output<typeof pageInputSchema>
