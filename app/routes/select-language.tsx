import { Check } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link, redirect } from 'react-router'
import { safeLocalPath } from '#core/http/safe-redirect.ts'
import { isLocale, localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { RouteErrorBoundary } from '#app/components/layout/RouteErrorBoundary.tsx'
import { getRequestInfo } from '#app/lib/context.server.ts'
import { localeCookie } from '#app/lib/locale-cookie.ts'
import { pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import type { Route } from './+types/select-language'

/**
 * /select-language shows the choice; /select-language?lang=en&next=/en/... remembers the
 * choice in the locale cookie and goes on to `next` (the same page in that language).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const chosen = url.searchParams.get('lang')
  if (isLocale(chosen)) {
    const next = safeLocalPath(url.searchParams.get('next'), localizePath('/', chosen))
    throw redirect(next, {
      headers: {
        'Set-Cookie': localeCookie(chosen, getRequestInfo(context).origin.startsWith('https:')),
      },
    })
  }
  return { locale: localeFromPath(url.pathname) }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(
      translate(loaderData?.locale ?? 'de', 'language.title'),
      shopNameFrom(matches),
    ),
  },
  { name: 'robots', content: 'noindex' },
]

export default function SelectLanguage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const options = [
    { locale: 'de' as const, label: t('language.german'), home: '/' },
    { locale: 'en' as const, label: t('language.english'), home: '/en' },
  ]
  return (
    <main id="main" tabIndex={-1} className="container-shop max-w-xl py-12 outline-none">
      <h1 className="text-3xl font-bold text-slate-900">{t('language.title')}</h1>
      <p className="mt-2 text-slate-600">{t('language.lead')}</p>
      <ul className="mt-6 space-y-3">
        {options.map((option) => {
          const current = option.locale === loaderData.locale
          return (
            <li key={option.locale}>
              <Link
                to={`?lang=${option.locale}&next=${encodeURIComponent(option.home)}`}
                lang={option.locale}
                hrefLang={option.locale}
                aria-current={current ? 'true' : undefined}
                className={`flex items-center justify-between rounded-lg border px-5 py-4 text-lg font-semibold ${current ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-slate-200 hover:border-brand-300'}`}
              >
                {option.label}
                {current ? (
                  <span className="flex items-center gap-1 text-sm font-medium text-brand-700">
                    <Check aria-hidden="true" className="size-4" />
                    {t('language.current')}
                  </span>
                ) : null}
              </Link>
            </li>
          )
        })}
      </ul>
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
