import { z } from 'zod'
import type { MessageKey } from '#core/i18n/translate.ts'
import { PLACEHOLDERS, placeholderText, unknownPlaceholders } from '#core/content/placeholders.ts'

// FORM-5: the fields the back office's forms share, in one place.

/**
 * A checkbox: ticked it sends "on" (a form) or true (JSON), unticked a form sends nothing at all.
 * So a missing field is `false`, not an error — a plain `z.unknown()` in an object refuses a
 * missing key ("expected nonoptional") before any transform could run.
 */
export const checkbox = z
  .unknown()
  .optional()
  .transform((value) => value === true || ['on', 'true', '1'].includes(String(value)))

/**
 * CONT-9: a text whose placeholders must all be known ones; an unknown one is refused at its
 * field, named, with the list of known ones.
 */
export function knownPlaceholders(value: string, ctx: z.RefinementCtx) {
  const [written] = unknownPlaceholders(value)
  if (written === undefined) return
  ctx.addIssue({
    code: 'custom',
    message: 'richText.unknownPlaceholder' satisfies MessageKey,
    params: { written, known: PLACEHOLDERS.map(placeholderText).join(', ') },
  })
}
