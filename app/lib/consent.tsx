import { createContext, useCallback, useContext, useMemo, useState } from 'react'
import { type Consent, CONSENT_COOKIE, serializeConsent } from '#core/consent/consent.ts'
import { pushConsentUpdate } from './data-layer.ts'

interface ConsentState {
  /** The visitor's choice; undefined until they made one (the banner shows). */
  consent: Consent | undefined
  decide(consent: Consent): void
  settingsOpen: boolean
  setSettingsOpen(open: boolean): void
}

const ConsentContext = createContext<ConsentState | null>(null)

export function ConsentProvider({
  initial,
  children,
}: {
  initial: Consent | undefined
  children: React.ReactNode
}) {
  const [consent, setConsent] = useState(initial)
  const [settingsOpen, setSettingsOpen] = useState(false)
  const decide = useCallback((next: Consent) => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : ''
    // Kept for 6 months, then asked again (a common reading of the German supervisory guidance).
    document.cookie = `${CONSENT_COOKIE}=${serializeConsent(next)}; Path=/; Max-Age=15552000; SameSite=Lax${secure}`
    setConsent(next)
    setSettingsOpen(false)
    pushConsentUpdate(next)
  }, [])
  const value = useMemo(
    () => ({ consent, decide, settingsOpen, setSettingsOpen }),
    [consent, decide, settingsOpen],
  )
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>
}

export function useConsent(): ConsentState {
  const state = useContext(ConsentContext)
  if (!state) throw new Error('useConsent outside ConsentProvider')
  return state
}
