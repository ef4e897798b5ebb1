import { data } from 'react-router'
import type { z } from 'zod'
import { issueMessages, NOT_FOUND } from '#core/validation/form-input.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { AppError, isAppError, statusByKind } from '#core/errors/errors.ts'
import { SCRIPTED_FIELD } from './forms.ts'
import { databaseIdFrom } from '#core/ids/database-id.ts'

/** What a route action answers when the input or the domain refuses it (decision 0017). */
export interface FormFailure {
  ok: false
  /** The headline: "Bitte korrigieren Sie die Fehler." or the domain's own sentence. */
  message: string
  /** Field messages, keyed like the API's `errors` (`email`, `shippings.0.addressId`). */
  errors: Record<string, string[]>
  /** Which of the page's forms was sent, so only that one shows the messages. */
  intent: string
  /**
   * What was typed, for a form rendered again without JavaScript; never a password or a
   * field of the form's machinery.
   */
  values: Record<string, string>
}

/**
 * A form post as the plain object the API's JSON would be: each field's value as text, `[]`
 * names as lists; the listed fields read as booleans (a checkbox sends "on" or nothing) or
 * numbers (a select sends its value as text), so the same schema parses both.
 */
export function formObject(
  form: FormData,
  { booleans = [], numbers = [] }: { booleans?: string[]; numbers?: string[] } = {},
): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string' || key === 'intent') continue
    if (key.endsWith('[]')) {
      const name = key.slice(0, -2)
      const list = (values[name] as unknown[] | undefined) ?? []
      list.push(numbers.includes(name) ? toNumber(value) : value)
      values[name] = list
    } else values[key] = numbers.includes(key) ? toNumber(value) : value
  }
  for (const name of booleans) values[name] = ['on', 'true', '1'].includes(String(values[name]))
  return values
}

// An empty select is no number; anything else that is not one is left for the schema to refuse.
const toNumber = (value: string): unknown => (value.trim() === '' ? undefined : Number(value))

/**
 * Decision 0039: an action reads its form through one schema — for a page with several forms a
 * discriminated union on `intent`. An intent the action does not know is a 400 (no page of the
 * shop sends it); a record id that names nothing is not found; other fields are refused with
 * their messages in the page's language (run it inside `formAction`).
 */
export function parseForm<T extends z.ZodType>(
  form: FormData,
  schema: T,
  locale: Locale,
  options: { booleans?: string[]; numbers?: string[] } = {},
): z.output<T> {
  const intent = form.get('intent')
  const body = { ...formObject(form, options), ...(intent === null ? {} : { intent }) }
  const result = schema.safeParse(body)
  if (result.success) return result.data
  const { issues } = result.error
  if (issues.some((issue) => issue.path[0] === 'intent')) throw data(null, { status: 400 })
  if (issues.some((issue) => issue.message === NOT_FOUND)) {
    throw new AppError('not_found', translate(locale, NOT_FOUND))
  }
  throw new AppError(
    'invalid',
    translate(locale, 'validation.fixErrors'),
    issueMessages(result.error, locale),
  )
}

/**
 * Runs a route action's work: a domain error (`AppError`) becomes the status the API would
 * answer and `{ ok: false, message, errors }` for the form; redirects and anything else pass.
 */
export async function formAction<T>(form: FormData, work: () => Promise<T>) {
  try {
    return await work()
  } catch (error) {
    if (!isAppError(error)) throw error
    const headers: Record<string, string> = {}
    if (error.retryAfterSeconds !== undefined) {
      headers['Retry-After'] = String(error.retryAfterSeconds)
    }
    const failure: FormFailure = {
      ok: false,
      message: error.message,
      errors: error.fields ?? {},
      intent: String(form.get('intent') ?? ''),
      values: typedValues(form),
    }
    return data(failure, { status: statusByKind[error.kind], headers })
  }
}

const MACHINERY = new Set(['intent', 'guest_cart', 'cart_target', SCRIPTED_FIELD])

/** What was typed into a form, for a page rendered again without JavaScript (no password). */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [key, value] of form.entries()) {
    if (typeof value !== 'string' || MACHINERY.has(key) || /password/i.test(key)) continue
    values[key] = value.slice(0, 1000)
  }
  return values
}

/** A record id a form names (`<input name="id">`); anything but a database id is not found. */
export function formId(form: FormData, name: string, locale: Locale): number {
  const id = databaseIdFrom(form.get(name))
  if (id === undefined) {
    throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
  }
  return id
}

/**
 * The record of the page's address (`/admin/orders/:id`), from `params`: anything but a database
 * id is the 404 page. Forms never name the record of their page again (decision 0039).
 */
export function paramId(param: string | undefined): number {
  const id = /^[1-9]\d{0,9}$/.test(param ?? '') ? databaseIdFrom(param) : undefined
  if (id === undefined) throw data(null, { status: 404 })
  return id
}

/**
 * A loader's domain error as the page's status (the API's table, `statusByKind`): an unknown or
 * another customer's record is the 404 page, bad input a 422, and so on (FORM-2). Anything that
 * is not a domain error is thrown on as it is.
 */
export function routeError(error: unknown): never {
  if (isAppError(error)) throw data(null, { status: statusByKind[error.kind] })
  throw error
}
