import { redirect, type ShouldRevalidateFunction } from 'react-router'
import { localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { FirstCountries } from '#app/components/account/CountrySelect.tsx'
import { BoothFairs } from '#app/components/account/BoothFields.tsx'
import { ShippingScreen } from '#app/components/checkout/ShippingScreen.tsx'
import { RouteErrorBoundary } from '#app/components/layout/RouteErrorBoundary.tsx'
import { shippingAction, shippingData } from '#app/lib/checkout-shipping.server.ts'
import { getServices } from '#app/lib/context.server.ts'
import { firstCountries } from '#app/lib/countries.server.ts'
import { onlyAsks } from '#app/lib/forms.ts'
import { pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import { requireCustomer } from '#app/lib/session.server.ts'
import type { Route } from './+types/shipping'

/** /shipping (guard 'auth', ROUTE-7): addresses, cart lines, the saved choices, post methods. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname)
  const customer = await requireCustomer(request, context)
  const [data, countries, fairs] = await Promise.all([
    shippingData(getServices(context), customer.id, locale),
    firstCountries(context, locale),
    // FAIR-ADDR-2: a new address may be a trade-fair booth.
    getServices(context).addresses.boothFairs(locale),
  ])
  if (data.cart.lines.length === 0) throw redirect(localizePath('/cart', locale))
  return {
    // The address dialog's country list is there at once: a quick save never finds it empty.
    countries,
    fairs,
    locale,
    addresses: data.addresses,
    cart: data.cart,
    methodsByCountry: data.methodsByCountry,
    initial: data.initial,
    estimate: data.estimateOf(data.initial),
    freeShippingAboveCents: data.freeShippingAboveCents,
  }
}

// A price preview changes nothing: the step's data stays as it is.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formData,
  defaultShouldRevalidate,
}) => (onlyAsks(formData) ? false : defaultShouldRevalidate)

/** Preview, change and save the step (decision 0017). */
export async function action({ request, context }: Route.ActionArgs) {
  return shippingAction(request, context)
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

export default function ShippingPage({ loaderData, actionData }: Route.ComponentProps) {
  // Without JavaScript a change answers this page with the changed choices.
  const changed = actionData?.ok ? actionData : undefined
  return (
    <FirstCountries.Provider value={loaderData.countries}>
      <BoothFairs.Provider value={loaderData.fairs}>
        <ShippingScreen
          key={loaderData.cart.lines.map((item) => item.id).join(',')}
          addresses={loaderData.addresses}
          cart={loaderData.cart}
          initial={changed?.choices ?? loaderData.initial}
          estimate={changed?.estimate ?? loaderData.estimate}
          methodsByCountry={loaderData.methodsByCountry}
          freeShippingAboveCents={loaderData.freeShippingAboveCents}
          failure={actionData && !actionData.ok ? actionData : undefined}
        />
      </BoothFairs.Provider>
    </FirstCountries.Provider>
  )
}

export const ErrorBoundary = RouteErrorBoundary
