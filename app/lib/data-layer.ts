import type { Consent } from '#core/consent/consent.ts'
import { consentSignals } from '#core/consent/consent.ts'

type DataLayerWindow = Window & { dataLayer?: unknown[] }

/** The tag-manager data layer; `gtag(...)` pushes its arguments object, as Google's snippet does. */
function gtag(...args: unknown[]) {
  const w = window as DataLayerWindow
  w.dataLayer ??= []
  // eslint-disable-next-line prefer-rest-params
  w.dataLayer.push(arguments)
  return args
}

/** Passes a changed choice on as consent signals (CONSENT-4). */
export function pushConsentUpdate(consent: Consent) {
  gtag('consent', 'update', consentSignals(consent))
}

/**
 * Analytics events (CONSENT-5: search, login, remove_from_cart, currency EUR). They reach the data
 * layer only with statistics consent; without it they are dropped, not queued.
 */
export function pushEvent(
  consent: Consent | undefined,
  event: string,
  params: Record<string, unknown> = {},
) {
  if (!consent?.statistics) return false
  const w = window as DataLayerWindow
  w.dataLayer ??= []
  w.dataLayer.push({ event, currency: 'EUR', ...params })
  return true
}

/**
 * The inline head script: consent defaults (everything denied but security storage), then the
 * stored choice, before any other script could run.
 */
export function consentBootstrapScript(consent: Consent | undefined): string {
  const defaults = JSON.stringify(
    consentSignals({ statistics: false, marketing: false, externalMedia: false }),
  )
  const update = consent
    ? `gtag('consent','update',${JSON.stringify(consentSignals(consent))});`
    : ''
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('consent','default',${defaults});${update}`
}
