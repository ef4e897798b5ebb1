import { PackageOpen } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { data, redirect } from 'react-router'
import { productSorts, sortFrom } from '#core/catalog/sorts.ts'
import { localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { RouteErrorBoundary } from '#app/components/layout/RouteErrorBoundary.tsx'
import { Pagination } from '#app/components/catalog/Pagination.tsx'
import { ProductList, viewFromCookie } from '#app/components/catalog/ProductList.tsx'
import { SortForm } from '#app/components/catalog/SortForm.tsx'
import { Breadcrumbs } from '#app/components/ui/Breadcrumbs.tsx'
import { CategoryTile } from '#app/components/catalog/CategoryTile.tsx'
import { getServices } from '#app/lib/context.server.ts'
import { errorMeta, pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import { useRootData } from '#app/lib/root-data.ts'
import { redirectPastLastPage } from '#app/lib/pages.server.ts'
import type { Route } from './+types/category'
import { telHref } from '#app/lib/contact.ts'
import { guestPageHeaders } from '#app/lib/cache-headers.ts'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { menus, catalog } = getServices(context)
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const slugs = [params.menu, params.submenu].filter((s): s is string => Boolean(s))
  const resolved = await menus.resolve(slugs, locale)
  if (!resolved) throw data(null, { status: 404 })
  const current = resolved.chain.at(-1)!
  // A link with the other language's slugs (old bookmark, switched prefix) goes to the right one.
  if (resolved.matchedLocale !== locale) {
    throw redirect(localizePath(current.path, locale) + url.search, 301)
  }
  const alternates = (await menus.paths(current.id))!
  const sort = sortFrom(productSorts, url.searchParams.get('sort'))
  const page = Math.max(
    1,
    Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1') || 1),
  )
  const products = await catalog.listByMenu(current, { sort, page }, locale)
  redirectPastLastPage(url, products)
  return {
    chain: resolved.chain,
    category: current,
    alternates,
    products,
    sort,
    view: viewFromCookie(request.headers.get('cookie')),
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location, error }) =>
  loaderData
    ? [
        { title: pageTitle(loaderData.category.title, shopNameFrom(matches)) },
        { name: 'description', content: loaderData.category.description },
      ]
    : errorMeta(location.pathname, error)

export const headers: Route.HeadersFunction = guestPageHeaders

export default function Category({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { settings } = useRootData()
  const { chain, category, products, sort, view } = loaderData
  return (
    <main id="main" tabIndex={-1} className="container-shop py-6 outline-none">
      <Breadcrumbs items={chain.map((item) => ({ title: item.title, path: item.path }))} />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{category.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{category.description}</p>

      {category.children.length > 0 ? (
        <section aria-labelledby="subcategories" className="mt-8">
          <h2 id="subcategories" className="text-xl font-semibold text-slate-900">
            {t('category.subcategories')}
          </h2>
          <ul
            className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4"
            data-testid="subcategory-tiles"
          >
            {category.children.map((child) => (
              <li key={child.id}>
                <CategoryTile menu={child} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="products" className="mt-10">
        <h2 id="products" className="text-xl font-semibold text-slate-900">
          {t('category.products')}
        </h2>
        {products.total > 0 ? (
          <div className="mt-4">
            <ProductList
              key={category.id}
              products={products.data}
              initialView={view}
              toolbar={
                <div className="flex flex-wrap items-center gap-4">
                  <p className="text-sm text-slate-600">
                    {t('catalog.productCount', { count: products.total })}
                  </p>
                  <SortForm sort={sort} sorts={productSorts} />
                </div>
              }
            />
            <Pagination page={products.currentPage} lastPage={products.lastPage} />
          </div>
        ) : (
          <div
            className="mt-4 flex flex-col items-center rounded-lg border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center"
            data-testid="category-empty"
          >
            <PackageOpen aria-hidden="true" className="size-10 text-slate-400" />
            <p className="mt-3 font-semibold text-slate-900">{t('category.emptyTitle')}</p>
            <p className="mt-1 max-w-lg text-sm text-slate-600">
              {t('category.emptyText', { title: category.title })}
            </p>
            <a
              href={telHref(settings.phone)}
              className="mt-5 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t('category.emptyCta')}: {settings.phone}
            </a>
          </div>
        )}
      </section>
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
