import type { z } from 'zod'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { fieldErrors } from '#core/validation/customer.ts'
import { AppError } from './errors.ts'

/**
 * Parses a request body (an API's JSON or a route action's form) with a schema of
 * core/validation built for the visitor's language, so the 422 speaks the page's language,
 * headline and fields alike (SEC-8). The one validation path of every write.
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
    fieldErrors(result.error),
  )
}
