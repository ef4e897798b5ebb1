import { lazy, Suspense } from 'react'
import type { PopupView } from '#core/content/popups.ts'
import { useConsent } from '#app/lib/consent.tsx'

// PERF-3: the popup's dialog code loads when the popup can show: after the consent banner's
// answer (decision 0008), not with a first visit's page.
const SitePopup = lazy(() => import('./SitePopup.tsx'))

/** CONSENT-6: the site popup, once the visitor has answered the consent banner. */
export function SitePopupAfterConsent({ popup }: { popup: PopupView }) {
  const { consent } = useConsent()
  return consent === undefined ? null : (
    <Suspense fallback={null}>
      <SitePopup popup={popup} />
    </Suspense>
  )
}
