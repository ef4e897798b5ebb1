import { redirect, type RouterContextProvider } from 'react-router'
import { readCookie } from '#core/http/cookies.ts'
import { localeFromPath, localizePath } from '#core/i18n/locale.ts'
import { AUTH_COOKIE } from '#core/http/cookies.ts'
import { getServices } from './context.server.ts'

/** The logged-in customer of a page request (decision 0005: the HttpOnly cookie), if any. */
export async function getSession(request: Request, context: Readonly<RouterContextProvider>) {
  const token = readCookie(request.headers.get('cookie'), AUTH_COOKIE)
  return getServices(context).auth.authenticate(token)
}

/** ROUTE-7 (guard 'auth'): an anonymous visitor goes to the localized home page. */
export async function requireCustomer(request: Request, context: Readonly<RouterContextProvider>) {
  return (await requireSession(request, context)).customer
}

/** The logged-in customer's session (customer and token), or the guard's redirect. */
export async function requireSession(request: Request, context: Readonly<RouterContextProvider>) {
  const session = await getSession(request, context)
  if (!session) throw redirect(localizePath('/', localeFromPath(new URL(request.url).pathname)))
  return session
}
