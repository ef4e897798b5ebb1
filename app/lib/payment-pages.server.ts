import { data, redirect } from 'react-router'
import type { Locale } from '#core/i18n/locale.ts'
import { localizePath } from '#core/i18n/locale.ts'
import { PAYMENT_FAILED_PATH, PAYMENT_SUCCESS_PATH } from '#core/payments/paths.ts'
import { isAppError } from '#core/errors/errors.ts'
import { routeError } from './forms.server.ts'
import { databaseIdFrom } from '#core/ids/database-id.ts'

// Shared by the payment result pages (PAY-10): the order id from `?order=`, and the way
// from one result page to the other.

/** `?order=<id>`: our order id; anything else is no such page. */
export function orderIdFrom(url: URL): number {
  const id = databaseIdFrom(url.searchParams.get('order'))
  if (id === undefined) throw data(null, { status: 404 })
  return id
}

export function successPath(orderId: number, locale: Locale): string {
  return `${localizePath(PAYMENT_SUCCESS_PATH, locale)}?order=${orderId}`
}

export function failedPath(orderId: number, locale: Locale): string {
  return `${localizePath(PAYMENT_FAILED_PATH, locale)}?order=${orderId}`
}

/** Another customer's or an unknown order is a 404 page, as in the API. */
export function notFoundAsPage(error: unknown): never {
  if (isAppError(error) && error.kind === 'not_found') routeError(error)
  throw error
}

export { redirect }
