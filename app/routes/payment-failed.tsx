import { useTranslation } from 'react-i18next'
import { Form, Link, redirect, useNavigation } from 'react-router'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { RouteErrorBoundary } from '#app/components/layout/RouteErrorBoundary.tsx'
import {
  PaymentResult,
  primaryButton,
  secondaryButton,
} from '#app/components/payments/PaymentResult.tsx'
import { getServices } from '#app/lib/context.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import { notFoundAsPage, orderIdFrom, successPath } from '#app/lib/payment-pages.server.ts'
import { requireCustomer } from '#app/lib/session.server.ts'
import { isAppError } from '#core/errors/errors.ts'
import type { Route } from './+types/payment-failed'

/**
 * /payment/checkout/order/failed (PAY-10): the customer cancelled or the payment failed. The page
 * only reads (decision 0013: no GET changes a payment); the order stays pending, 'pay again'
 * (a POST) starts a new attempt, which ends the open one at the provider first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const customer = await requireCustomer(request, context)
  const orderId = orderIdFrom(url)
  const payments = getServices(context).payments
  const state = await payments.state(customer.id, orderId, locale).catch(notFoundAsPage)
  if (state.status === 'paid') throw redirect(successPath(orderId, locale))
  return { locale, number: state.number, payable: state.status === 'pending' }
}

/** 'Pay again': a new attempt at the provider, then off to its payment page. */
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const customer = await requireCustomer(request, context)
  const orderId = orderIdFrom(url)
  try {
    const { redirectUrl } = await getServices(context).payments.start(customer.id, orderId, locale)
    return redirect(redirectUrl)
  } catch (error) {
    if (!isAppError(error) || error.kind === 'not_found') notFoundAsPage(error)
    return { error: error.message }
  }
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(
      translate(loaderData?.locale ?? 'de', 'payments.failedPage.pageTitle'),
      shopNameFrom(matches),
    ),
  },
  { name: 'robots', content: 'noindex' },
]

export default function PaymentFailedPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const busy = useNavigation().state !== 'idle'
  return (
    <PaymentResult tone="failed" headline={t('payments.failedPage.headline')}>
      <p className="mt-3 text-slate-700">
        {t('payments.failedPage.text', { number: loaderData.number })}
      </p>
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded-md bg-rose-50 px-4 py-3 text-sm text-rose-800">
          {actionData.error}
        </p>
      ) : null}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        {loaderData.payable ? (
          <Form method="post">
            <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
              {busy ? t('payments.failedPage.paying') : t('payments.failedPage.payAgain')}
            </button>
          </Form>
        ) : null}
        <Link to={href('/cart')} className={secondaryButton}>
          {t('payments.failedPage.toCart')}
        </Link>
      </div>
    </PaymentResult>
  )
}

export const ErrorBoundary = RouteErrorBoundary
