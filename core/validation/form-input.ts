import { z } from 'zod'
import type { Locale } from '#core/i18n/locale.ts'
import { getI18n, type MessageKey, translate } from '#core/i18n/translate.ts'
import { MAX_DATABASE_ID } from '#core/ids/database-id.ts'
import { text } from './text.ts'

// Decision 0039: a form or body is one schema whose messages are message keys; the edge (an
// action's parseForm, the API's error handler) translates them once, in the visitor's language.
// A key's values come from the issue itself (`maximum` as {{max}}) or its `params`.

/** The message key a record id that names nothing answers with: the record is not found. */
export const NOT_FOUND = 'api.itemNotFound' satisfies MessageKey

/** A record a form names (`<input name="category">`): anything but a database id is not found. */
export const recordId = z.coerce
  .number({ error: NOT_FOUND })
  .int({ error: NOT_FOUND })
  .positive({ error: NOT_FOUND })
  .max(MAX_DATABASE_ID, { error: NOT_FOUND })

/**
 * A text field a form sends: no control characters (a multi-line one keeps its line breaks);
 * with `max`, an overlong one is refused with a message at its field, never cut (SEC-8). Where
 * a service owns the field's length rule (with its own message) the form leaves it to it. A
 * field the form did not send is empty.
 */
export function formText(max?: number, { multiline = false } = {}) {
  const field = text({ multiline })
  return (
    max === undefined ? field : field.max(max, { error: 'validation.atMost' satisfies MessageKey })
  ).default('')
}

/**
 * An issue's message in `locale`: its key translated, or the general 'invalid input'. A message
 * that names its field ('{{field}} ist ein Pflichtfeld.') takes the field's label from `params`
 * (a message key) or else from `fields.<name>` of the issue's path.
 */
export function issueMessage(issue: z.core.$ZodIssue, locale: Locale): string {
  const params = 'params' in issue ? (issue.params as Record<string, unknown> | undefined) : {}
  const key = issue.message
  const i18n = getI18n(locale)
  if (!i18n.exists(key)) return translate(locale, 'api.invalidInput')
  const max = 'maximum' in issue ? Number(issue.maximum) : undefined
  const min = 'minimum' in issue ? Number(issue.minimum) : undefined
  const name = issue.path.findLast((part) => typeof part === 'string')
  const label =
    typeof params?.field === 'string' ? params.field : name === undefined ? '' : `fields.${name}`
  const field = i18n.exists(label) ? translate(locale, label as MessageKey) : undefined
  return translate(locale, key as MessageKey, { max, min, ...params, field })
}

/** The messages of a refused input by field (`email`, `shippings.0.addressId`, `form`). */
export function issueMessages(error: z.ZodError, locale: Locale): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'form'
    const message = issueMessage(issue, locale)
    const list = (errors[field] ??= [])
    if (!list.includes(message)) list.push(message)
  }
  return errors
}
