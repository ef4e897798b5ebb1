import type { z } from 'zod'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { fieldErrors } from '#core/validation/customer.ts'
import { localizedMessage } from '#core/validation/text.ts'
import { AppError } from '#core/errors/errors.ts'

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

/**
 * Parses a body with a schema built without a language (the checkout's, core/validation/
 * checkout.ts) and answers a 422 in the customer's language: a field with a message of its own
 * in `messages` gets it, a shared rule with a message key (core/validation/text) its own
 * message, every other field the general 'invalid input'.
 */
export function parseLocalized<T extends z.ZodType>(
  schema: T,
  body: unknown,
  locale: Locale,
  messages: Record<string, string> = {},
): z.output<T> {
  const result = schema.safeParse(body === undefined ? {} : body)
  if (result.success) return result.data
  const errors: Record<string, string[]> = {}
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form'
    const message =
      localizedMessage(issue, locale) ??
      messages[String(issue.path[0])] ??
      translate(locale, 'api.invalidInput')
    const list = (errors[field] ??= [])
    if (!list.includes(message)) list.push(message)
  }
  throw new AppError('invalid', translate(locale, 'validation.fixErrors'), errors)
}
