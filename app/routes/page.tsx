import { data, redirect } from 'react-router'
import { localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { RouteErrorBoundary } from '#app/components/layout/RouteErrorBoundary.tsx'
import { Breadcrumbs } from '#app/components/ui/Breadcrumbs.tsx'
import { getServices } from '#app/lib/context.server.ts'
import { errorMeta, pageTitle, shopNameFrom } from '#app/lib/meta.ts'
import type { Route } from './+types/page'
import { guestPageHeaders } from '#app/lib/cache-headers.ts'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { pages } = getServices(context)
  const locale = localeFromPath(new URL(request.url).pathname)
  const page = await pages.bySlug(params.page, locale)
  if (!page) throw data(null, { status: 404 })
  // The other language's slug (e.g. /en/pages/impressum) goes to this language's one.
  if (page.slug !== params.page) throw redirect(localizePath(`/pages/${page.slug}`, locale), 301)
  return {
    page,
    alternates: { de: `/pages/${page.slugs.de}`, en: `/pages/${page.slugs.en}` },
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location, error }) =>
  loaderData
    ? [
        { title: pageTitle(loaderData.page.title, shopNameFrom(matches)) },
        { name: 'description', content: loaderData.page.metaDescription },
      ]
    : errorMeta(location.pathname, error)

export const headers: Route.HeadersFunction = guestPageHeaders

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData
  return (
    <main id="main" tabIndex={-1} className="container-shop py-6 outline-none">
      <Breadcrumbs items={[{ title: page.title, path: `/pages/${page.slug}` }]} />
      <article className="mt-4">
        <h1 className="text-3xl font-bold text-slate-900">{page.title}</h1>
        {/* Trusted HTML written by the shop owner (seeded legal and company texts). */}
        <div className="prose-shop mt-4" dangerouslySetInnerHTML={{ __html: page.body }} />
      </article>
    </main>
  )
}

export const ErrorBoundary = RouteErrorBoundary
