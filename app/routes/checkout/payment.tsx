import { redirect } from 'react-router'
import { localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { PaymentScreen } from '#app/components/checkout/PaymentScreen.tsx'
import { RouteErrorBoundary } from '#app/components/layout/RouteErrorBoundary.tsx'
import { getServices } from '#app/lib/context.server.ts'
import { pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import { requireCustomer } from '#app/lib/session.server.ts'
import type { Route } from './+types/payment'

/**
 * spec 2 /payment: guard 'auth', and guard 'payment' — rendered on the server without a prepared
 * order (empty cart, no shipping saved, or the cart changed since) it redirects to /cart.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname)
  const customer = await requireCustomer(request, context)
  const { checkout, pages } = getServices(context)
  const summary = await checkout.summary(customer.id, locale)
  if (!summary) throw redirect(localizePath('/cart', locale))
  const [draft, withPrepayment] = await Promise.all([
    checkout.getDraft(customer.id),
    // spec 9: the prepayment option shows its 2 % discount as an amount.
    summary.paymentMethod === 'prepayment'
      ? summary
      : checkout.summary(customer.id, locale, { paymentMethod: 'prepayment' }),
  ])
  return {
    locale,
    summary,
    saved: draft.payment,
    prepaymentDiscountCents: withPrepayment?.totals.prepaymentDiscountCents ?? 0,
    legal: {
      terms: await legalPath(pages, 'terms', locale),
      privacy: await legalPath(pages, 'privacy', locale),
    },
  }
}

async function legalPath(
  pages: ReturnType<typeof getServices>['pages'],
  key: string,
  locale: 'de' | 'en',
) {
  const page = await pages.byKey(key, locale)
  return localizePath(page ? `/pages/${page.slug}` : '/pages', locale)
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(
      translate(loaderData?.locale ?? 'de', 'checkoutScreens.paymentTitle'),
      shopNameFrom(matches),
    ),
  },
  { name: 'robots', content: 'noindex' },
]

export default function PaymentPage({ loaderData }: Route.ComponentProps) {
  return (
    <PaymentScreen
      summary={loaderData.summary}
      saved={loaderData.saved}
      prepaymentDiscountCents={loaderData.prepaymentDiscountCents}
      legal={loaderData.legal}
    />
  )
}

export const ErrorBoundary = RouteErrorBoundary
