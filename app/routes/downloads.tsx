import { FileDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { RouteErrorBoundary } from '#app/components/layout/RouteErrorBoundary.tsx'
import { Breadcrumbs } from '#app/components/ui/Breadcrumbs.tsx'
import { getServices } from '#app/lib/context.server.ts'
import { useLocale } from '#app/lib/i18n.ts'
import { pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import type { Route } from './+types/downloads'
import { guestPageHeaders } from '#app/lib/cache-headers.ts'

/** PAGE-13: print templates and data sheets of the whole catalogue on one page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname)
  return { locale, products: await getServices(context).catalog.downloads(locale) }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const locale = loaderData?.locale ?? 'de'
  return [
    { title: pageTitle(translate(locale, 'downloads.title'), shopNameFrom(matches)) },
    { name: 'description', content: translate(locale, 'downloads.lead') },
  ]
}

export const headers: Route.HeadersFunction = guestPageHeaders

export default function Downloads({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { href } = useLocale()
  return (
    <main id="main" tabIndex={-1} className="container-shop py-6 outline-none">
      <Breadcrumbs items={[{ title: t('downloads.title'), path: '/downloads' }]} />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('downloads.title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t('downloads.lead')}</p>
      {loaderData.products.length === 0 ? (
        <p className="mt-8 text-slate-700">{t('downloads.empty')}</p>
      ) : (
        <ul
          className="mt-8 divide-y divide-slate-200 border-y border-slate-200"
          data-testid="downloads"
        >
          {loaderData.products.map((product) => (
            <li key={product.productId} className="grid gap-2 py-4 sm:grid-cols-[1fr_2fr] sm:gap-6">
              <Link
                to={href(product.path)}
                className="font-semibold text-slate-900 hover:text-brand-700"
              >
                {product.title}
              </Link>
              <ul className="flex flex-wrap gap-x-6 gap-y-2">
                {product.files.map((file) => (
                  <li key={file.id}>
                    <a
                      href={`/media/${file.file}`}
                      download
                      className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
                    >
                      <FileDown aria-hidden="true" className="size-4" />
                      {file.title} <span className="text-slate-500">(PDF)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
