import type { RouterContextProvider } from 'react-router'
import { requestContext, servicesContext } from '#server/context.ts'

/** The domain services and request facts a loader or action may use. */
export function getServices(context: Readonly<RouterContextProvider>) {
  return context.get(servicesContext)
}

export function getRequestInfo(context: Readonly<RouterContextProvider>) {
  return context.get(requestContext)
}
