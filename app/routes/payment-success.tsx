import { useTranslation } from 'react-i18next'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { expiredCookie, ORDER_CREATED_COOKIE } from '#core/http/cookies.ts'
import { type Locale, localeFromPath } from '#core/i18n/locale.ts'
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
import {
  failedPath,
  notFoundAsPage,
  orderIdFrom,
  successPath,
} from '#app/lib/payment-pages.server.ts'
import { requireCustomer } from '#app/lib/session.server.ts'
import type { PaymentState } from '#server/modules/payments/payments.service.ts'
import { isAppError } from '#core/errors/errors.ts'
import type { Route } from './+types/payment-success'

/**
 * /payment/checkout/order/success (PAY-10): the provider sent the customer back. A GET changes no
 * payment on the customer's word (decision 0013): Stripe's session is read from Stripe itself,
 * a PayPal payment is captured by this page's POST, a test payment was decided on the test page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const customer = await requireCustomer(request, context)
  const orderId = orderIdFrom(url)
  const payments = getServices(context).payments
  let state = await payments.state(customer.id, orderId, locale).catch(notFoundAsPage)
  if (state.status === 'pending' && state.paymentProvider === 'stripe') {
    try {
      state = await payments.complete(customer.id, orderId, locale, sessionOf(url))
    } catch (error) {
      if (!isAppError(error) || error.kind !== 'unavailable') return failed(orderId, locale)
      // Stripe cannot say yet: the page shows the order as being confirmed.
    }
  }
  if (state.paymentStatus === 'failed' || state.paymentStatus === 'cancelled') {
    throw redirect(failedPath(orderId, locale))
  }
  return resultOf(state, locale, url)
}

/** 'Complete payment' after PayPal's approval: the capture is this POST, never the GET. */
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const customer = await requireCustomer(request, context)
  const orderId = orderIdFrom(url)
  try {
    const state = await getServices(context).payments.complete(
      customer.id,
      orderId,
      locale,
      url.searchParams.get('token') ?? undefined,
    )
    if (state.status === 'paid') return redirect(successPath(orderId, locale))
  } catch (error) {
    if (isAppError(error) && error.kind === 'not_found') notFoundAsPage(error)
    if (isAppError(error) && error.kind === 'unavailable') return { error: error.message }
  }
  return failed(orderId, locale)
}

const sessionOf = (url: URL) => url.searchParams.get('session_id') ?? undefined

function failed(orderId: number, locale: Locale): never {
  throw redirect(failedPath(orderId, locale))
}

function resultOf(state: PaymentState, locale: Locale, url: URL) {
  const paid = state.status === 'paid'
  // PayPal sends the buyer back with its token once approved; the capture waits for the button.
  const needsCapture = !paid && state.paymentProvider === 'paypal' && url.searchParams.has('token')
  return data(
    {
      locale,
      paid,
      needsCapture,
      orderId: state.orderId,
      number: state.number,
      totalCents: state.totalCents,
    },
    {
      // CHK-15: the order-created marker is cleared once the order is paid.
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

export default function PaymentSuccessPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const busy = useNavigation().state !== 'idle'
  const { paid, needsCapture, orderId, number, totalCents } = loaderData
  return (
    <PaymentResult
      tone={paid ? 'success' : 'pending'}
      headline={
        paid
          ? t('payments.success.headline')
          : needsCapture
            ? t('payments.success.captureTitle')
            : t('payments.success.pendingTitle')
      }
    >
      {needsCapture ? (
        <>
          <p className="mt-3 text-slate-700">{t('payments.success.captureText')}</p>
          {actionData?.error ? (
            <p role="alert" className="mt-4 rounded-md bg-rose-50 px-4 py-3 text-sm text-rose-800">
              {actionData.error}
            </p>
          ) : null}
          <Form method="post" className="mt-6">
            <button type="submit" className={primaryButton} disabled={busy}>
              {t('payments.success.capture')}
            </button>
          </Form>
        </>
      ) : !paid ? (
        <p className="mt-3 text-slate-700">{t('payments.success.pending')}</p>
      ) : null}
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
