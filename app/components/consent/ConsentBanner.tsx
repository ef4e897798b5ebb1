import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { fullConsent, noConsent } from '#core/consent/consent.ts'
import { useConsent } from '#app/lib/consent.tsx'
import { useLocale } from '#app/lib/i18n.ts'
import { useRootData } from '#app/lib/root-data.ts'
import { useOnceTrue } from '#app/lib/once-true.ts'
import { ConsentButton } from './ConsentButton.tsx'

// PERF-3: the settings dialog (its switches and dialog code) loads when it first opens.
const ConsentSettings = lazy(() => import('./ConsentSettings.tsx'))

/** The banner until the visitor chooses; the settings dialog can be reopened from the footer. */
export function ConsentBanner() {
  const { t } = useTranslation()
  const { consent, decide, settingsOpen, setSettingsOpen } = useConsent()
  const settingsWanted = useOnceTrue(settingsOpen)
  const { href } = useLocale()
  const { footer } = useRootData()
  const privacy = footer.flatMap((section) => section.links).find((link) => link.key === 'privacy')
  return (
    <>
      {consent ? null : (
        <section
          aria-labelledby="consent-title"
          // PERF-8: the page paints while its HTML still arrives; the banner, fixed to the bottom,
          // would grow upwards as its text comes in (a layout shift). It shows once it is whole.
          className="no-print fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white shadow-[0_-8px_30px_rgba(15,42,82,0.15)] [&:not(:has([data-consent-end]))]:invisible"
          data-testid="consent-banner"
        >
          <div className="container-shop flex flex-col gap-4 py-4 lg:flex-row lg:items-center">
            <div className="flex-1">
              <h2 id="consent-title" className="font-bold text-slate-900">
                {t('consent.title')}
              </h2>
              <p className="mt-1 text-sm text-slate-600">
                {t('consent.text')}{' '}
                {privacy ? (
                  <Link
                    to={href(privacy.path)}
                    className="text-brand-700 underline underline-offset-2"
                  >
                    {t('consent.privacyLink')}
                  </Link>
                ) : null}
              </p>
            </div>
            <div className="grid shrink-0 gap-2 sm:grid-cols-3">
              <ConsentButton onClick={() => decide(noConsent)}>
                {t('consent.rejectAll')}
              </ConsentButton>
              <ConsentButton onClick={() => setSettingsOpen(true)}>
                {t('consent.settings')}
              </ConsentButton>
              <ConsentButton onClick={() => decide(fullConsent)}>
                {t('consent.acceptAll')}
              </ConsentButton>
            </div>
          </div>
          <span data-consent-end="" hidden />
        </section>
      )}
      {settingsWanted ? (
        <Suspense fallback={null}>
          <ConsentSettings />
        </Suspense>
      ) : null}
    </>
  )
}
