import { memo } from 'react'
import { data, redirect } from 'react-router'
import {
  configurationFromSearch,
  configurationSearch,
  isConfigurationForm,
} from '#core/catalog/product-configuration.ts'
import { toQuoteAnswer } from '#core/catalog/quote.ts'
import { localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { PriceCalculator } from '#app/components/catalog/PriceCalculator.tsx'
import { FairPlanner } from '#app/components/catalog/FairPlanner.tsx'
import { productFairPlan } from '#app/lib/fair-plan.server.ts'
import { cartTargetSearch } from '#core/cart/cart-target.ts'
import { ProductDetails } from '#app/components/catalog/ProductDetails.tsx'
import { ProductGallery } from '#app/components/catalog/ProductGallery.tsx'
import { RouteErrorBoundary } from '#app/components/layout/RouteErrorBoundary.tsx'
import { Breadcrumbs } from '#app/components/ui/Breadcrumbs.tsx'
import { getServices } from '#app/lib/context.server.ts'
import { getSession } from '#app/lib/session.server.ts'
import { errorMeta, pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import type { Route } from './+types/product'
import { productJsonLd } from '#core/seo/json-ld.ts'
import { JsonLd } from '#app/components/ui/JsonLd.tsx'
import { useLocale } from '#app/lib/i18n.ts'
import { useRootData } from '#app/lib/root-data.ts'
import type { SkipLinksHandle } from '#app/lib/skip-links.ts'
import { guestPageHeaders } from '#app/lib/cache-headers.ts'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = getServices(context)
  const { catalog, bookmarks } = services
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const found = await catalog.resolvePath([params.menu, params.submenu], params.product, locale)
  if (!found) throw data(null, { status: 404 })
  const product = await catalog.detail(found.id, locale)
  const requested = `/${params.menu}/${params.submenu}/${params.product}`
  // Other-language slugs, and a path under another menu the product is listed in, go to this
  // language's canonical path (under the default menu).
  if (found.matchedLocale !== locale || requested !== product.path) {
    throw redirect(localizePath(product.path, locale) + url.search, 301)
  }
  // FAIR-TGT-5: the fair planner's answer, when the address names a fair or a day; without a
  // production time of its own the configuration takes the cheapest one that fits.
  const fairPlan = await productFairPlan(services, product, url.searchParams, locale)
  const choice = configurationFromSearch(url.searchParams)
  if (fairPlan.recommendedId !== undefined && !url.searchParams.get('duration')) {
    choice.durationId = fairPlan.recommendedId
  }
  // PAGE-8, decision 0043: the configuration is the address's; the loader prices it.
  const [{ quote, activeValueIds: active }, session] = await Promise.all([
    catalog.configured(product, choice, locale),
    getSession(request, context),
  ])
  // 'Preis berechnen' without JavaScript sends the calculator's fields by the cart's names: the
  // address then says the priced configuration in its own words (and keeps the planner's target).
  if (isConfigurationForm(url.searchParams)) {
    const target = fairPlan.target ? `&${cartTargetSearch(fairPlan.target)}` : ''
    throw redirect(
      `${localizePath(product.path, locale)}?${configurationSearch({ ...quote, quantity: quote.line.quantity })}${target}`,
    )
  }
  return {
    product,
    quote: toQuoteAnswer(quote, locale),
    active,
    // The bookmark button's state is in the server's HTML (MARK-1: bookmarks need login).
    bookmarked: session ? await bookmarks.has(session.customer.id, product.id) : false,
    alternates: product.paths,
    fairPlan,
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location, error }) =>
  loaderData
    ? [
        {
          title: pageTitle(
            loaderData.product.seoTitle || loaderData.product.title,
            shopNameFrom(matches),
          ),
        },
        { name: 'description', content: loaderData.product.metaDescription },
      ]
    : errorMeta(location.pathname, error)

// Keyboard users reach the price and the order button without tabbing through the gallery.
export const handle: SkipLinksHandle = {
  skipLinks: [{ target: 'price-calculator', label: 'header.skipToCalculator' }],
}

export const headers: Route.HeadersFunction = guestPageHeaders

// PERF-9: the router renders the page again when a choice starts loading, with the same data;
// the gallery and the details are kept then and render again only with the loader's answer.
const Gallery = memo(ProductGallery)

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, quote, active, bookmarked, fairPlan } = loaderData
  const { origin, settings } = useRootData()
  const { href } = useLocale()
  return (
    <main id="main" tabIndex={-1} className="container-shop py-6 outline-none">
      <JsonLd
        data={productJsonLd({
          name: product.title,
          description: product.metaDescription,
          url: origin + href(product.path),
          images: product.images.map((image) => `${origin}/media/${image.path}-640.webp`),
          sku: String(product.id),
          priceCents: product.fromPriceCents,
          brand: settings.shopName,
        })}
      />
      <Breadcrumbs
        items={[
          ...product.menuChain.map((menu) => ({ title: menu.title, path: menu.path })),
          { title: product.title, path: product.path },
        ]}
      />
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{product.title}</h1>
          <p className="mt-1 text-slate-600">{product.featureDesc}</p>
          <div className="mt-4">
            <Gallery images={product.images} />
          </div>
        </div>
        <div>
          <PriceCalculator
            key={product.id}
            product={product}
            quote={quote}
            activeValueIds={active}
            bookmarked={bookmarked}
            target={fairPlan.target}
          />
          <FairPlanner
            plan={fairPlan}
            productPath={product.path}
            configuration={[
              ['combination', String(quote.combination_id)],
              ['quantity', String(quote.quantity)],
              ...quote.services.map((id): [string, string] => ['services', String(id)]),
            ]}
          />
        </div>
      </div>
      {/* PRE-3: the print data tab follows the configuration the loader priced (decision 0043). */}
      <ProductDetails product={product} combinationId={quote.combination_id} />
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
