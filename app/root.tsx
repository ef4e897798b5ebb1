import { useContext, useEffect, useRef } from 'react'
import { I18nextProvider } from 'react-i18next'
import { onlyAsks } from '#app/lib/forms.ts'
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router'
import { readConsentCookie } from '#core/consent/consent.ts'
import { localeFromPath } from '#core/i18n/locale.ts'
import { getI18n } from '#core/i18n/translate.ts'
import { ProgressBar } from '#app/components/ui/ProgressBar.tsx'
import { installChunkReload } from '#app/lib/chunk-reload.ts'
import { ConsentProvider } from '#app/lib/consent.tsx'
import { InlineCss, SHOP_CSS_ID } from '#app/lib/inline-css.ts'
import { useInBackOffice } from '#app/lib/staff-paths.ts'
import { getRequestInfo, getServices } from '#app/lib/context.server.ts'
import { consentBootstrapScript } from '#app/lib/data-layer.ts'
import { popupSeen } from '#app/lib/popup-cookie.ts'
import { useSitePopupAllowed } from '#app/lib/site-popup-places.ts'
import { ConsentBanner } from '#app/components/consent/ConsentBanner.tsx'
import { SitePopupAfterConsent } from '#app/components/content/SitePopupAfterConsent.tsx'
import { ThirdPartyScripts } from '#app/components/consent/ThirdPartyScripts.tsx'
import { Alternates } from '#app/components/layout/Alternates.tsx'
import { TestModeNotice } from '#app/components/payments/TestModeNotice.tsx'
import { ErrorPage } from '#app/components/layout/ErrorPage.tsx'
import { Toaster } from '#app/components/ui/Toaster.tsx'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = getServices(context)
  const { origin, nonce } = getRequestInfo(context)
  const locale = localeFromPath(new URL(request.url).pathname)
  const layout = await services.layout.load(locale, (part, error) =>
    console.error(`layout data: ${part} failed`, error),
  )
  const cookies = request.headers.get('cookie')
  const consent = readConsentCookie(cookies) ?? null
  const popup = layout.popup && !popupSeen(cookies, layout.popup.id) ? layout.popup : null
  const { integrations, paymentsTestMode } = services.config
  return data({ locale, origin, nonce, consent, integrations, paymentsTestMode, ...layout, popup })
}

// The frame's data depends on the language only: don't fetch it again on every navigation.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  formData,
  defaultShouldRevalidate,
}) => {
  if (onlyAsks(formData)) return false
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate
  return localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname)
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root')
  const locale = root?.locale ?? 'de'
  const css = useContext(InlineCss)
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1a4f9c" />
        <Meta />
        {css === null ? (
          <link rel="stylesheet" href={stylesheet} />
        ) : (
          <style id={SHOP_CSS_ID} dangerouslySetInnerHTML={{ __html: css }} />
        )}
        <Links />
        {root ? <Alternates origin={root.origin} /> : null}
        <script
          nonce={root?.nonce}
          dangerouslySetInnerHTML={{ __html: consentBootstrapScript(root?.consent ?? undefined) }}
        />
      </head>
      <body className="min-h-screen">
        <I18nextProvider i18n={getI18n(locale)}>
          {root?.paymentsTestMode ? <TestModeNotice /> : null}
          {children}
        </I18nextProvider>
        <ScrollRestoration nonce={root?.nonce} />
        <Scripts nonce={root?.nonce} />
      </body>
    </html>
  )
}

export default function App() {
  const root = useRouteLoaderData<typeof loader>('root')
  // Keep <html lang> right after client-side language switches.
  useEffect(() => {
    if (root) document.documentElement.lang = root.locale
  }, [root])
  // Lets end-to-end tests (and monitoring) tell that the page is interactive.
  useEffect(() => {
    installChunkReload()
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  useFocusOnNewPage()
  const backOffice = useInBackOffice()
  const popupAllowed = useSitePopupAllowed()
  // Toasts (ERR-2) serve every layout: default, checkout and blank.
  if (!root) {
    return (
      <Toaster>
        <Outlet />
      </Toaster>
    )
  }
  // The back office is no visitor's page: no consent banner, popup or third-party script there
  // (it sets only its own necessary session cookie).
  if (backOffice) {
    return (
      <Toaster>
        <ProgressBar />
        <Outlet />
      </Toaster>
    )
  }
  return (
    <Toaster>
      <ConsentProvider initial={root.consent ?? undefined}>
        <ProgressBar />
        <Outlet />
        <ConsentBanner />
        {/* CONSENT-7: never over the checkout, the profile or a print page. */}
        {root.popup && popupAllowed ? <SitePopupAfterConsent popup={root.popup} /> : null}
        <ThirdPartyScripts integrations={root.integrations} />
      </ConsentProvider>
    </Toaster>
  )
}

/**
 * A client-side navigation changes the page without the browser noticing: screen readers would
 * stay where the old page's link was. Once another page (a new pathname) has rendered, the focus
 * goes to its h1, which screen readers then read out. Not on the first load (the browser starts
 * at the top itself), not when only the query changes (sorting, paging, search terms keep the
 * customer where they are), and not when the new page has placed the focus itself.
 */
function useFocusOnNewPage() {
  const { pathname } = useLocation()
  const { state } = useNavigation()
  const shown = useRef(pathname)
  const focusedBefore = useRef<Element | null>(null)
  useEffect(() => {
    if (state !== 'idle') {
      focusedBefore.current ??= document.activeElement
      return
    }
    const before = focusedBefore.current
    focusedBefore.current = null
    if (shown.current === pathname) return
    shown.current = pathname
    const active = document.activeElement
    if (active && active !== document.body && active !== before && active.isConnected) return
    const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1')
    if (!heading) return
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
    // The scroll position is ScrollRestoration's job (top, or where the customer was on 'back').
    heading.focus({ preventScroll: true })
  }, [pathname, state])
}

/** Last resort when even the page frame fails: a plain error page. */
export function ErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  if (!isRouteErrorResponse(error)) console.error(error)
  return <ErrorPage status={status} standalone />
}
