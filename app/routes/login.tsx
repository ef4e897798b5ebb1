import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { redirect, useActionData, useNavigate, useRevalidator, useSearchParams } from 'react-router'
import { localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { type AuthMode, AuthPanel, authModeOf } from '#app/components/account/AuthPanel.tsx'
import { authAction } from '#app/lib/account-actions.server.ts'
import { answerFor, intentOf, isSuccess } from '#app/lib/forms.ts'
import { RouteErrorBoundary } from '#app/components/layout/RouteErrorBoundary.tsx'
import { useLocale } from '#app/lib/i18n.ts'
import { pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import { getSession } from '#app/lib/session.server.ts'
import { firstCountries } from '#app/lib/countries.server.ts'
import { FirstCountries } from '#app/components/account/CountrySelect.tsx'
import type { Route } from './+types/login'

/** ROUTE-8 'login-page-credit': a logged-in visitor goes on to the checkout's shipping step. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname)
  if (await getSession(request, context)) throw redirect(localizePath('/shipping', locale))
  return { locale, countries: await firstCountries(context, locale) }
}

/** Login, registration and forgot password, from this page and from the login modal. */
export async function action({ request, context }: Route.ActionArgs) {
  return authAction(request, context)
}

// The loader only sends a visitor who is already logged in on to the shipping step. After a
// registration on this page the frame is refreshed, but the customer stays on the thank-you
// view and goes on with 'Weiter zur Kasse' (the loader would redirect at once).
export const shouldRevalidate = () => false

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(
      translate(loaderData?.locale ?? 'de', 'account.pageTitle'),
      shopNameFrom(matches),
    ),
  },
  { name: 'robots', content: 'noindex' },
]

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const answer = useActionData<typeof action>()
  const [searchParams] = useSearchParams()
  // Without JavaScript a post answers this page: the form it came from (a registration: its
  // thank-you view) shows again.
  const [mode, setMode] = useState<AuthMode>(() =>
    isSuccess(answerFor(answer, 'register'))
      ? 'thanks'
      : authModeOf(intentOf(answer) ?? searchParams.get('tab')),
  )
  return (
    <main id="main" tabIndex={-1} className="container-shop max-w-2xl py-10 outline-none">
      <h1 className="text-3xl font-bold text-slate-900">{t('account.pageTitle')}</h1>
      <p className="mt-2 mb-6 text-slate-600">{t('account.pageLead')}</p>
      <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
        <FirstCountries.Provider value={loaderData.countries}>
          <AuthPanel
            mode={mode}
            onModeChange={setMode}
            onLoggedIn={() => void navigate(href('/shipping'))}
            onRegistered={() => {
              setMode('thanks')
              void revalidator.revalidate()
            }}
            next={{ to: href('/shipping'), label: t('cart.toCheckout') }}
            answer={answer}
          />
        </FirstCountries.Provider>
      </div>
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
