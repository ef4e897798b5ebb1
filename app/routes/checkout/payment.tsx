import { redirect, type ShouldRevalidateFunction } from 'react-router'
import { localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { PaymentScreen } from '#app/components/checkout/PaymentScreen.tsx'
import { RouteErrorBoundary } from '#app/components/layout/RouteErrorBoundary.tsx'
import { getServices } from '#app/lib/context.server.ts'
import { onlyAsks } from '#app/lib/forms.ts'
import { pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import { paymentAction } from '#app/lib/payment-actions.server.ts'
import { requireCustomer } from '#app/lib/session.server.ts'
import type { Route } from './+types/payment'

/**
 * /payment: guard 'auth' (ROUTE-7), and guard 'payment' (ROUTE-9) — rendered on the server without
 * a prepared order (empty cart, no shipping saved, or the cart changed since) it redirects to
 * /cart.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname)
  const customer = await requireCustomer(request, context)
  const { checkout, checkoutFlows, pages } = getServices(context)
  const summary = await checkout.summary(customer.id, locale)
  if (!summary) throw redirect(localizePath('/cart', locale))
  const [draft, prepaymentDiscountCents, terms, privacy] = await Promise.all([
    checkout.getDraft(customer.id),
    checkoutFlows.prepaymentDiscount({ customer, locale }, summary),
    legalPath(pages, 'terms', locale),
    legalPath(pages, 'privacy', locale),
  ])
  // CHK-16: the redeemed coupon stays with the draft; one that became invalid says why.
  const keptCoupon = {
    code: draft.couponCode,
    error:
      draft.couponCode && summary.couponError
        ? translate(locale, 'checkoutCore.couponNoLonger', {
            code: draft.couponCode,
            reason: summary.couponError,
          })
        : null,
  }
  return {
    locale,
    summary,
    saved: draft.payment,
    keptCoupon,
    priced: { totals: summary.totals, prepaymentDiscountCents, coupon: summary.coupon },
    legal: { terms, privacy },
  }
}

/** The payment step's checks, save and order (decision 0017; app/lib/payment-actions.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return paymentAction(request, context)
}

// Previews and coupon checks store nothing: the page's data stays as it is.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formData,
  defaultShouldRevalidate,
}) => {
  const intent = formData?.get('intent')
  if (onlyAsks(formData) || intent === 'coupon' || intent === 'remove-coupon') return false
  return defaultShouldRevalidate
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

export default function PaymentPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PaymentScreen
      summary={loaderData.summary}
      saved={loaderData.saved}
      keptCoupon={loaderData.keptCoupon}
      priced={loaderData.priced}
      legal={loaderData.legal}
      answer={actionData}
    />
  )
}

export const ErrorBoundary = RouteErrorBoundary
