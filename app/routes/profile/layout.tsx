import { LogOut } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { NavLink, Outlet, useNavigate } from 'react-router'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { RouteErrorBoundary } from '#app/components/layout/RouteErrorBoundary.tsx'
import { useToast } from '#app/components/ui/Toaster.tsx'
import { forgetBrowserCart } from '#app/lib/cart.tsx'
import { api } from '#app/lib/api.ts'
import { getServices } from '#app/lib/context.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import { requireCustomer } from '#app/lib/session.server.ts'
import type { Route } from './+types/layout'

/** spec 2 guard 'auth': the profile area is for logged-in customers only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname)
  const customer = await requireCustomer(request, context)
  const country = await getServices(context).countries.byId(customer.countryId, locale)
  return { locale, customer, countryName: country?.name ?? '' }
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
  ['/subscription', 'account.menuSubscription'],
] as const

export default function ProfileLayout() {
  const { t } = useTranslation()
  const { locale, href } = useLocale()
  const navigate = useNavigate()
  const toast = useToast()

  async function logout() {
    const result = await api('/user/auth/logout', locale, { method: 'POST' })
    // spec 4: logout leaves no cart behind in the browser.
    forgetBrowserCart()
    toast({
      type: result.ok || result.status === 401 ? 'success' : 'error',
      messages: result.message ? [result.message] : [],
    })
    await navigate(href('/'))
  }

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
              <button
                type="button"
                onClick={logout}
                data-testid="logout"
                className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-semibold text-red-700 hover:bg-red-50"
              >
                <LogOut aria-hidden="true" className="size-4" />
                {t('account.logout')}
              </button>
            </li>
          </ul>
        </nav>
        <section className="min-w-0">
          <Outlet />
        </section>
      </div>
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
