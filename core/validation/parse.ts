import type { z } from 'zod'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { issueMessages } from '#core/validation/form-input.ts'
import { AppError } from '#core/errors/errors.ts'

/**
 * Parses a body a route action read (a form as an object, a guest cart's JSON) with the schema
 * the API runs too; its message keys are answered in the page's language, headline and fields
 * alike (SEC-8, decision 0039).
 */
export function parseBody<T extends z.ZodType>(
  schema: T,
  body: unknown,
  locale: Locale,
): z.output<T> {
  // No body at all is an empty form; JSON `null` or any other non-object is a wrong type.
  const result = schema.safeParse(body === undefined ? {} : body)
  if (result.success) return result.data
  throw new AppError(
    'invalid',
    translate(locale, 'validation.fixErrors'),
    issueMessages(result.error, locale),
  )
}
