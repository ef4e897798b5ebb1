import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { translate } from '#core/i18n/translate.ts'
import { OrderOverview } from '#app/components/checkout/OrderOverview.tsx'
import { RouteErrorBoundary } from '#app/components/layout/RouteErrorBoundary.tsx'
import { loadOwnOrder } from '#app/lib/checkout-order.server.ts'
import { getServices } from '#app/lib/context.server.ts'
import { bankAccountOf } from '#core/settings/shop-settings.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import { clearAfterOrder } from '#app/lib/order-created.ts'
import type { Route } from './+types/overview'

/** /overview?order=<id> (CHK-15): step 5, the order as placed (guards 'auth' and 'order'). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, order } = await loadOwnOrder({ request, context })
  const settings = await getServices(context).settings.get()
  return {
    locale,
    order,
    bank: bankAccountOf(settings),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(
      translate(loaderData?.locale ?? 'de', 'checkoutScreens.overviewTitle'),
      shopNameFrom(matches),
    ),
  },
  { name: 'robots', content: 'noindex' },
]

export default function OverviewPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  useEffect(() => clearAfterOrder(document, localStorage), [])
  return (
    <main id="main" tabIndex={-1} className="container-shop py-8 outline-none">
      <h1 className="mb-6 text-3xl font-bold text-slate-900">
        {t('checkoutScreens.overviewTitle')}
      </h1>
      <OrderOverview order={loaderData.order} bank={loaderData.bank} />
      <div className="mt-6 flex flex-wrap gap-4 text-sm">
        <Link to={href('/profile/orders')} className="font-semibold text-brand-700 hover:underline">
          {t('checkoutScreens.toProfileOrders')}
        </Link>
        <Link to={href('/')} className="font-semibold text-brand-700 hover:underline">
          {t('checkoutScreens.continueShopping')}
        </Link>
      </div>
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
