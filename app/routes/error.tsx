import { data } from 'react-router'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { ErrorPage } from '#app/components/layout/ErrorPage.tsx'
import type { Route } from './+types/error'

/** ROUTE-6: /error and /error/404, the error pages in the blank layout. */
export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url)
  const status = pathname.endsWith('/404') ? 404 : 500
  return data({ status, locale: localeFromPath(pathname) }, { status })
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: translate(
      loaderData?.locale ?? 'de',
      loaderData?.status === 404 ? 'errors.notFound' : 'errors.general',
    ),
  },
  { name: 'robots', content: 'noindex' },
]

export default function ErrorRoute({ loaderData }: Route.ComponentProps) {
  return <ErrorPage status={loaderData.status} standalone />
}
