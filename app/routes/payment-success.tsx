import { useTranslation } from 'react-i18next'
import { data, Link, redirect } from 'react-router'
import { expiredCookie, ORDER_CREATED_COOKIE } from '#core/http/cookies.ts'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { formatMoney } from '#core/money/money.ts'
import { RouteErrorBoundary } from '#app/components/layout/RouteErrorBoundary.tsx'
import {
  OrderFacts,
  PaymentResult,
  primaryButton,
  secondaryButton,
} from '#app/components/payments/PaymentResult.tsx'
import { getServices } from '#app/lib/context.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import { failedPath, notFoundAsPage, orderIdFrom } from '#app/lib/payment-pages.server.ts'
import { requireCustomer } from '#app/lib/session.server.ts'
import { isAppError } from '#server/modules/shared/errors.ts'
import type { Route } from './+types/payment-success'

/**
 * spec 2 /payment/checkout/order/success: the provider sent the customer back. The payment is
 * completed here (Stripe: read the session, PayPal: capture, test mode: the tester's choice).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const customer = await requireCustomer(request, context)
  const orderId = orderIdFrom(url)
  // Stripe returns session_id, PayPal token, the test page reference.
  const reference =
    url.searchParams.get('session_id') ??
    url.searchParams.get('token') ??
    url.searchParams.get('reference') ??
    undefined
  const payments = getServices(context).payments
  let state
  try {
    state = await payments.complete(customer.id, orderId, locale, reference)
  } catch (error) {
    if (isAppError(error) && (error.kind === 'payment_failed' || error.kind === 'conflict')) {
      throw redirect(failedPath(orderId, locale))
    }
    if (!isAppError(error) || error.kind !== 'unavailable') notFoundAsPage(error)
    // The provider cannot say yet: show the order as being confirmed.
    state = await payments.state(customer.id, orderId, locale)
  }
  if (state.paymentStatus === 'failed' || state.paymentStatus === 'cancelled') {
    throw redirect(failedPath(orderId, locale))
  }
  const paid = state.status === 'paid'
  return data(
    { locale, paid, orderId, number: state.number, totalCents: state.totalCents },
    {
      // spec 4: the order-created marker is cleared once the order is paid.
      headers: paid ? { 'Set-Cookie': expiredCookie(ORDER_CREATED_COOKIE) } : {},
    },
  )
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  const cookie = loaderHeaders.get('Set-Cookie')
  if (cookie) headers.set('Set-Cookie', cookie)
  return headers
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(
      translate(loaderData?.locale ?? 'de', 'payments.success.pageTitle'),
      shopNameFrom(matches),
    ),
  },
  { name: 'robots', content: 'noindex' },
]

export default function PaymentSuccessPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const { paid, orderId, number, totalCents } = loaderData
  return (
    <PaymentResult
      tone={paid ? 'success' : 'pending'}
      headline={paid ? t('payments.success.headline') : t('payments.success.pendingTitle')}
    >
      {!paid ? <p className="mt-3 text-slate-700">{t('payments.success.pending')}</p> : null}
      <OrderFacts
        facts={[
          { label: t('payments.success.orderNumber'), value: String(number) },
          { label: t('payments.success.amount'), value: formatMoney(totalCents) },
        ]}
      />
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={href(`/overview?order=${orderId}`)} className={primaryButton}>
          {t('payments.success.toOverview')}
        </Link>
        <Link to={href('/profile/orders')} className={secondaryButton}>
          {t('payments.success.toOrders')}
        </Link>
      </div>
    </PaymentResult>
  )
}

export const ErrorBoundary = RouteErrorBoundary
