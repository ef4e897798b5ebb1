import { createContext, type RouterContext } from 'react-router'
import type { Locale } from '#core/i18n/locale.ts'
import type { Services } from '#server/services.ts'

/** What every storefront request knows before its loaders run. */
export interface RequestInfo {
  /** Absolute origin of the shop, for canonical and hreflang URLs. */
  origin: string
  /** CSP nonce for inline scripts. */
  nonce: string
  locale: Locale
  /** The client's address, as far as TRUST_PROXY lets the shop believe it (SEC-2). */
  ip: string
  /** Decision 0060: the page is rendered for the page cache's customer page, for no one. */
  customerFrame?: boolean
}

// In development this module is loaded twice (by Node for the server and by Vite for the app):
// keep one token per process on globalThis so both see the same context.
const registry = globalThis as typeof globalThis & {
  __shopServicesContext?: RouterContext<Services>
  __shopRequestContext?: RouterContext<RequestInfo>
}

export const servicesContext = (registry.__shopServicesContext ??= createContext<Services>())
export const requestContext = (registry.__shopRequestContext ??= createContext<RequestInfo>())
