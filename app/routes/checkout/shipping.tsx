import { redirect } from 'react-router'
import { localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { ShippingScreen } from '#app/components/checkout/ShippingScreen.tsx'
import { RouteErrorBoundary } from '#app/components/layout/RouteErrorBoundary.tsx'
import { getServices } from '#app/lib/context.server.ts'
import { pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import { requireCustomer } from '#app/lib/session.server.ts'
import type { Route } from './+types/shipping'

/** spec 2 /shipping (guard 'auth'): addresses, cart lines, the saved choices, post methods. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname)
  const customer = await requireCustomer(request, context)
  const services = getServices(context)
  const [addresses, cart, draft, shop] = await Promise.all([
    services.addresses.list(customer.id, locale),
    services.cart.summary(customer.id, locale),
    services.checkout.getDraft(customer.id),
    services.settings.get(),
  ])
  if (cart.items.length === 0) throw redirect(localizePath('/cart', locale))
  // spec 5: post methods per destination country, for every country in the address book.
  const countryIds = [...new Set(addresses.map((address) => address.countryId))]
  const methodsByCountry = Object.fromEntries(
    await Promise.all(
      countryIds.map(async (countryId) => {
        const methods = (await services.countries.postMethods(countryId, locale)) ?? []
        return [
          countryId,
          methods.map((method) => ({
            value: method.value,
            text: method.text,
            price: method.priceCents,
          })),
        ] as const
      }),
    ),
  )
  return {
    locale,
    addresses,
    cart,
    saved: draft?.shipping ?? null,
    methodsByCountry,
    freeShippingCountries: shop.freeShippingCountries,
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(
      translate(loaderData?.locale ?? 'de', 'checkoutScreens.shippingTitle'),
      shopNameFrom(matches),
    ),
  },
  { name: 'robots', content: 'noindex' },
]

export default function ShippingPage({ loaderData }: Route.ComponentProps) {
  return (
    <ShippingScreen
      key={loaderData.cart.items.map((item) => item.id).join(',')}
      addresses={loaderData.addresses}
      cart={loaderData.cart}
      saved={loaderData.saved}
      methodsByCountry={loaderData.methodsByCountry}
      freeShippingCountries={loaderData.freeShippingCountries}
    />
  )
}

export const ErrorBoundary = RouteErrorBoundary
