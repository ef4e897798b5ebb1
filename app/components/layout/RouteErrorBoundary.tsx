import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ErrorPage } from './ErrorPage.tsx'

/** Leaf routes export this as their ErrorBoundary, so the header and footer stay in place. */
export function RouteErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (!isRouteErrorResponse(error)) console.error(error)
  return <ErrorPage status={status} />
}
