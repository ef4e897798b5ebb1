import { data } from 'react-router'
import { localeFromPath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { RouteErrorBoundary } from '#app/components/layout/RouteErrorBoundary.tsx'
import type { Route } from './+types/not-found'

/** Every path no other route matches: ROUTE-6, the error page with HTTP 404. */
export async function loader({ request }: Route.LoaderArgs) {
  throw data({ locale: localeFromPath(new URL(request.url).pathname) }, { status: 404 })
}

export const meta: Route.MetaFunction = ({ location }) => [
  { title: translate(localeFromPath(location.pathname), 'errors.notFound') },
  { name: 'robots', content: 'noindex' },
]

export default function NotFound() {
  return null
}

export const ErrorBoundary = RouteErrorBoundary
