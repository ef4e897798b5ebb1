import { data, redirect, type RouterContextProvider } from 'react-router'
import type { Locale } from '#core/i18n/locale.ts'
import { isAppError } from '#core/errors/errors.ts'
import { getServices } from './context.server.ts'
import { routeError } from './forms.server.ts'
import { requireCustomer } from './session.server.ts'

import { DROP_ORDER_INTENT, PAY_ORDER_INTENT } from './unpaid-order.ts'
import { databaseIdFrom } from '#core/ids/database-id.ts'

/**
 * 'Pay now' and 'drop the order' of an unpaid card or PayPal order (PAY-1), for the route
 * actions of the cart and the order list: a POST with `intent` and `order`. Paying goes on to
 * the provider's page; dropping cancels the order and leaves its lines in the cart.
 * Undefined when the form carries another intent.
 */
export async function unpaidOrderAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: FormData,
  locale: Locale,
) {
  const intent = form.get('intent')
  if (intent !== PAY_ORDER_INTENT && intent !== DROP_ORDER_INTENT) return undefined
  const customer = await requireCustomer(request, context)
  const orderId = databaseIdFrom(form.get('order'))
  if (orderId === undefined) {
    throw data(null, { status: 404 })
  }
  const services = getServices(context)
  try {
    if (intent === PAY_ORDER_INTENT) {
      const { redirectUrl } = await services.payments.start(customer.id, orderId, locale)
      return redirect(redirectUrl)
    }
    await services.orderCreation.dropUnpaid(customer.id, orderId, locale)
    return { dropped: true as const, error: null }
  } catch (error) {
    if (!isAppError(error) || error.kind === 'not_found') routeError(error)
    return data({ dropped: false as const, error: error.message }, { status: 409 })
  }
}
