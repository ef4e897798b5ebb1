import { LogOut } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Form, NavLink, Outlet, redirect, useNavigation } from 'react-router'
import { localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { clearedSessionCookieHeader } from '#core/http/cookies.ts'
import { translate } from '#core/i18n/translate.ts'
import { FirstCountries } from '#app/components/account/CountrySelect.tsx'
import { RouteErrorBoundary } from '#app/components/layout/RouteErrorBoundary.tsx'
import { forgetBrowserCart } from '#app/lib/cart.tsx'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { firstCountries } from '#app/lib/countries.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import { getSession, requireCustomer } from '#app/lib/session.server.ts'
import type { Route } from './+types/layout'

/** ROUTE-7 (guard 'auth'): the profile area is for logged-in customers only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname)
  const customer = await requireCustomer(request, context)
  const [country, countries] = await Promise.all([
    getServices(context).countries.byId(customer.countryId, locale),
    // The country fields of settings and addresses work without JavaScript (decision 0017).
    firstCountries(context, locale),
  ])
  return { locale, customer, countryName: country?.name ?? '', countries }
}

/** Personal pages are never cached by a browser or a CDN. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' })

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(
      translate(loaderData?.locale ?? 'de', 'account.profileTitle'),
      shopNameFrom(matches),
    ),
  },
  { name: 'robots', content: 'noindex' },
]

const entries = [
  ['', 'account.menuOverview'],
  ['/settings', 'account.menuSettings'],
  ['/addresses', 'account.menuAddresses'],
  ['/change-password', 'account.menuPassword'],
  ['/orders', 'account.menuOrders'],
  ['/fairs', 'myFairs.menu'],
  ['/company', 'company.nav'],
  ['/quotes', 'quotes.nav'],
  ['/subscription', 'account.menuSubscription'],
] as const

/**
 * Logout (a post to /profile): the token is revoked, the cookie cleared, and the customer lands
 * on the home page; the page then empties the browser's cart too (AUTH-6).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = await getSession(request, context)
  const { locale } = getRequestInfo(context)
  if (session) await getServices(context).auth.logout(session.tokenId)
  return redirect(localizePath('/', locale), {
    headers: { 'Set-Cookie': clearedSessionCookieHeader() },
  })
}

export default function ProfileLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const navigation = useNavigation()
  const leaving = navigation.state !== 'idle' && navigation.formAction === href('/profile')

  return (
    <main id="main" tabIndex={-1} className="container-shop py-8 outline-none">
      <h1 className="text-3xl font-bold text-slate-900">{t('account.profileTitle')}</h1>
      <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[15rem_1fr]">
        <nav aria-label={t('account.menuLabel')} data-testid="profile-menu" className="min-w-0">
          <ul className="flex gap-1 overflow-x-auto border-b border-slate-200 pb-2 lg:flex-col lg:border-r lg:border-b-0 lg:pr-4 lg:pb-0">
            {entries.map(([path, label]) => (
              <li key={path} className="shrink-0">
                <NavLink
                  to={href(`/profile${path}`)}
                  end
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 text-sm font-semibold ${
                      isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'
                    }`
                  }
                >
                  {t(label)}
                </NavLink>
              </li>
            ))}
            <li className="shrink-0 lg:mt-4">
              <Form method="post" action={href('/profile')} onSubmit={() => forgetBrowserCart()}>
                <button
                  type="submit"
                  disabled={leaving}
                  aria-busy={leaving}
                  data-testid="logout"
                  className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-semibold text-red-700 hover:bg-red-50"
                >
                  <LogOut aria-hidden="true" className="size-4" />
                  {t('account.logout')}
                </button>
              </Form>
            </li>
          </ul>
        </nav>
        <section className="min-w-0">
          <FirstCountries.Provider value={loaderData.countries}>
            <Outlet />
          </FirstCountries.Provider>
        </section>
      </div>
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
