import { SearchX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { searchSorts, sortFrom } from '#core/catalog/sorts.ts'
import { localeFromPath } from '#core/i18n/locale.ts'
import { Pagination } from '#app/components/catalog/Pagination.tsx'
import { ProductList, viewFromCookie } from '#app/components/catalog/ProductList.tsx'
import { SortForm } from '#app/components/catalog/SortForm.tsx'
import { RouteErrorBoundary } from '#app/components/layout/RouteErrorBoundary.tsx'
import { Breadcrumbs } from '#app/components/ui/Breadcrumbs.tsx'
import { getServices } from '#app/lib/context.server.ts'
import { pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import { redirectPastLastPage } from '#app/lib/pages.server.ts'
import type { Route } from './+types/search'
import { guestPageHeaders } from '#app/lib/cache-headers.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const { search } = getServices(context)
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const query = (url.searchParams.get('q') ?? '').slice(0, 100)
  const page = Math.max(
    1,
    Math.min(1000, Number.parseInt(url.searchParams.get('page') ?? '1') || 1),
  )
  const sort = sortFrom(searchSorts, url.searchParams.get('sort'))
  // CAT-8: an empty query does nothing.
  const results = await search.products(query, locale, { page, sort })
  redirectPastLastPage(url, results)
  const params = query ? `?q=${encodeURIComponent(query)}` : ''
  return {
    query: query.trim(),
    results,
    sort,
    view: viewFromCookie(request.headers.get('cookie')),
    alternates: { de: `/search${params}`, en: `/search${params}` },
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(loaderData?.query || undefined, shopNameFrom(matches)) },
  { name: 'robots', content: 'noindex' },
]

export const headers: Route.HeadersFunction = guestPageHeaders

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { query, results, sort, view } = loaderData
  return (
    <main id="main" tabIndex={-1} className="container-shop py-6 outline-none">
      <Breadcrumbs items={[{ title: t('search.title'), path: '/search' }]} />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">
        {query ? t('search.resultsFor', { query }) : t('search.title')}
      </h1>
      {!query ? (
        <p className="mt-4 text-slate-600">{t('search.emptyQuery')}</p>
      ) : results.total === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
          <SearchX aria-hidden="true" className="size-10 text-slate-400" />
          <p className="mt-3 font-semibold text-slate-900">{t('search.none')}</p>
          <p className="mt-1 max-w-lg text-sm text-slate-600">{t('search.noneText')}</p>
        </div>
      ) : (
        <div className="mt-4">
          <ProductList
            key={`${query}-${results.currentPage}`}
            products={results.data}
            initialView={view}
            toolbar={
              <div className="flex flex-wrap items-center gap-4">
                <p className="text-sm text-slate-600" data-testid="search-count">
                  {t('search.count', { count: results.total })}
                </p>
                <SortForm sort={sort} sorts={searchSorts} keep={{ q: query }} />
              </div>
            }
          />
          <Pagination page={results.currentPage} lastPage={results.lastPage} />
        </div>
      )}
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
