import { redirect, type RouterContextProvider } from 'react-router'
import { type Locale, localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { isAppError } from '#core/errors/errors.ts'
import { getServices } from './context.server.ts'
import { requireCustomer } from './session.server.ts'

/**
 * The order named by `?order=` for the overview and thank-you pages. Guards (ROUTE-7, ROUTE-9):
 * 'auth' (an anonymous visitor goes home) and 'order' (an order that does not exist or is not the
 * customer's sends them to the cart).
 */
export async function requireOwnOrder(
  request: Request,
  context: Readonly<RouterContextProvider>,
  locale: Locale,
) {
  const customer = await requireCustomer(request, context)
  const orderId = Number(new URL(request.url).searchParams.get('order'))
  const toCart = () => redirect(localizePath('/cart', locale))
  if (!Number.isSafeInteger(orderId) || orderId <= 0) throw toCart()
  try {
    return await getServices(context).orders.detail(customer.id, orderId, locale)
  } catch (error) {
    if (isAppError(error) && error.kind === 'not_found') throw toCart()
    throw error
  }
}

/** The start of the overview's and the thank-you page's loaders: the language and the order. */
export async function loadOwnOrder({
  request,
  context,
}: {
  request: Request
  context: Readonly<RouterContextProvider>
}) {
  const locale = localeFromPath(new URL(request.url).pathname)
  return { locale, order: await requireOwnOrder(request, context, locale) }
}
