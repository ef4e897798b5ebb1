import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { RouteErrorBoundary } from '#app/components/layout/RouteErrorBoundary.tsx'
import { Breadcrumbs } from '#app/components/ui/Breadcrumbs.tsx'
import { getServices } from '#app/lib/context.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import type { Route } from './+types/pages-index'
import { guestPageHeaders } from '#app/lib/cache-headers.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname)
  return { locale, pages: await getServices(context).pages.list(locale) }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const locale = loaderData?.locale ?? 'de'
  return [
    { title: pageTitle(translate(locale, 'pages.title'), shopNameFrom(matches)) },
    { name: 'description', content: translate(locale, 'pages.lead') },
  ]
}

export const headers: Route.HeadersFunction = guestPageHeaders

export default function PagesIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  return (
    <main id="main" tabIndex={-1} className="container-shop py-6 outline-none">
      <Breadcrumbs items={[{ title: t('pages.title'), path: '/pages' }]} />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('pages.title')}</h1>
      <p className="mt-2 text-slate-600">{t('pages.lead')}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.pages.map((page) => (
          <li key={page.id}>
            <Link
              to={href(`/pages/${page.slug}`)}
              className="block h-full rounded-lg border border-slate-200 p-4 hover:border-brand-300 hover:shadow-sm"
            >
              <span className="font-semibold text-slate-900">{page.title}</span>
              <span className="mt-1 line-clamp-2 block text-sm text-slate-600">
                {page.metaDescription}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
