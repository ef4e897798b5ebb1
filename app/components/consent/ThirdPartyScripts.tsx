import { useEffect } from 'react'
import type { Integrations } from '#core/consent/integrations.ts'
import { useConsent } from '#app/lib/consent.tsx'

function loadScript(src: string, attributes: Record<string, string> = {}) {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return
  const script = document.createElement('script')
  script.src = src
  script.async = true
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
  document.body.appendChild(script)
}

/**
 * Loads other companies' scripts only after the matching consent (CONSENT-3): analytics with
 * statistics, the trust badge with marketing. Before consent not one request leaves for them.
 */
export function ThirdPartyScripts({ integrations }: { integrations: Integrations }) {
  const { consent } = useConsent()
  const { analytics, trustBadge } = integrations

  useEffect(() => {
    if (consent?.statistics && analytics) loadScript(analytics.scriptUrl)
  }, [consent?.statistics, analytics])

  useEffect(() => {
    if (!consent?.marketing || !trustBadge) return
    // CONSENT-3: trust widget offset 15, variant reviews.
    ;(window as Window & { _tsConfig?: object })._tsConfig = { yOffset: '15', variant: 'reviews' }
    loadScript(trustBadge.scriptUrl, {
      'data-desktop-y-offset': '15',
      'data-mobile-y-offset': '15',
      'data-desktop-variant': 'reviews',
      'data-mobile-variant': 'reviews',
      charset: 'UTF-8',
    })
  }, [consent?.marketing, trustBadge])

  return null
}
