import { CircleCheck } from 'lucide-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { translate } from '#core/i18n/translate.ts'
import { paymentTermsKey } from '#core/invoices/payment-terms.ts'
import { formatMoney } from '#core/money/money.ts'
import { RouteErrorBoundary } from '#app/components/layout/RouteErrorBoundary.tsx'
import { BankTransfer } from '#app/components/orders/BankTransfer.tsx'
import { loadOwnOrder } from '#app/lib/checkout-order.server.ts'
import { getServices } from '#app/lib/context.server.ts'
import { bankAccountOf } from '#core/settings/shop-settings.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import { clearAfterOrder } from '#app/lib/order-created.ts'
import type { Route } from './+types/thankyou'

/** /Thankyou?order=<id> (CHK-14): the order is placed (guards 'auth' and 'order'). */
export async function loader(args: Route.LoaderArgs) {
  const { locale, order } = await loadOwnOrder(args)
  const awaitingTransfer = order.paymentMethod === 'prepayment' && order.paymentStatus !== 'paid'
  return {
    locale,
    order: {
      id: order.id,
      number: order.number,
      totalCents: order.totalCents,
      paymentMethod: order.paymentMethod,
      paid: order.paymentStatus === 'paid',
    },
    // Prepayment: the bank details right here, not only on the overview (and in the mail).
    bank: awaitingTransfer ? bankAccountOf(await getServices(args.context).settings.get()) : null,
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(
      translate(loaderData?.locale ?? 'de', 'checkoutScreens.thankYouTitle'),
      shopNameFrom(matches),
    ),
  },
  { name: 'robots', content: 'noindex' },
]

export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const { order } = loaderData
  useEffect(() => clearAfterOrder(document, localStorage), [])
  return (
    <main id="main" tabIndex={-1} className="container-shop max-w-2xl py-10 outline-none">
      <div className="rounded-lg bg-white p-6 text-center sm:p-8" data-testid="thank-you">
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-green-700" />
        <h1 className="mt-3 text-3xl font-bold text-slate-900">
          {t('checkoutScreens.thankYouTitle')}
        </h1>
        <p className="mt-3 text-lg text-slate-800" data-testid="thank-you-number">
          {t('checkoutScreens.orderPlaced', { number: order.number })}
        </p>
        <p className="mt-1 text-slate-700">
          {t(`checkoutScreens.methods.${order.paymentMethod}`)} ·{' '}
          <span data-testid="thank-you-total">{formatMoney(order.totalCents)}</span>
        </p>
        {/* PAY-3: the method's one terms text, as the invoice and the mail word it. */}
        <p className="mt-3 text-slate-700" data-testid="thank-you-terms">
          {t(paymentTermsKey(order.paymentMethod, order.paid))}
        </p>
        <p className="mt-4 text-slate-600">{t('checkoutScreens.thankYouText')}</p>
        {loaderData.bank ? (
          <BankTransfer
            className="mt-6"
            bank={loaderData.bank}
            orderNumber={order.number}
            totalCents={order.totalCents}
          />
        ) : null}
        <div className="mt-6 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
          <Link
            to={`${href('/overview')}?order=${order.id}`}
            className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            data-testid="to-overview"
          >
            {t('checkoutScreens.toOverview')}
          </Link>
          <Link
            to={href('/profile/orders')}
            className="rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('checkoutScreens.toProfileOrders')}
          </Link>
          <Link to={href('/')} className="font-semibold text-brand-700 hover:underline">
            {t('checkoutScreens.continueShopping')}
          </Link>
        </div>
      </div>
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
