import { isoDateInTimeZone } from '#core/delivery-date/delivery-date.ts'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { OfferSheet } from '#app/components/cart/OfferSheet.tsx'
import { CartProvider } from '#app/lib/cart.tsx'
import { getServices } from '#app/lib/context.server.ts'
import { pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import { getSession } from '#app/lib/session.server.ts'
import type { Route } from './+types/print-cart'

/**
 * /print_cart (PAGE-14, CART-15): the cart as an A4 offer; a customer's cart is priced here, a
 * guest's in the browser.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname)
  const services = getServices(context)
  const session = await getSession(request, context)
  const customer = session?.customer
  return {
    locale,
    loggedIn: Boolean(session),
    // The offer's addressee: a customer's company and address; a guest's offer has none.
    recipient: customer
      ? [
          customer.company,
          `${customer.firstName} ${customer.lastName}`,
          customer.address,
          `${customer.postcode} ${customer.city}`,
        ]
      : null,
    summary: session ? await services.cart.summary(session.customer.id, locale) : null,
    settings: await services.settings.get(),
    // The shop's day (offer number and dates), not the server's UTC day.
    issuedOn: isoDateInTimeZone(new Date()),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(translate(loaderData?.locale ?? 'de', 'offer.title'), shopNameFrom(matches)) },
  { name: 'robots', content: 'noindex' },
]

export default function PrintCart({ loaderData }: Route.ComponentProps) {
  return (
    <CartProvider loggedIn={loaderData.loggedIn} initialSummary={loaderData.summary}>
      <OfferSheet
        loggedIn={loaderData.loggedIn}
        settings={loaderData.settings}
        recipient={loaderData.recipient}
        issuedOn={loaderData.issuedOn}
      />
    </CartProvider>
  )
}
