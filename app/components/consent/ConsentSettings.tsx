import { X } from 'lucide-react'
import { Dialog, Switch } from 'radix-ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Consent, fullConsent, noConsent, optionalCategories } from '#core/consent/consent.ts'
import { useConsent } from '#app/lib/consent.tsx'
import { ConsentButton } from './ConsentButton.tsx'

/**
 * The settings dialog: one switch per category; save, accept all and reject all side by side.
 * Loaded by the consent banner when it first opens.
 */
export default function ConsentSettings() {
  const { t } = useTranslation()
  const { settingsOpen, setSettingsOpen } = useConsent()

  return (
    <Dialog.Root open={settingsOpen} onOpenChange={setSettingsOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-900/50" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-[70] max-h-[90vh] w-[min(36rem,94vw)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl"
          data-testid="consent-settings"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">
              {t('consent.settingsTitle')}
            </Dialog.Title>
            <Dialog.Close
              className="-m-2 rounded-md p-2 hover:bg-slate-100"
              aria-label={t('consent.close')}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            {t('consent.settingsLead')}
          </Dialog.Description>
          <CategoryChoices />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** Mounted each time the dialog opens, so it starts from the stored choice. */
function CategoryChoices() {
  const { t } = useTranslation()
  const { consent, decide } = useConsent()
  const [draft, setDraft] = useState<Consent>(consent ?? noConsent)
  return (
    <>
      <ul className="mt-5 divide-y divide-slate-200 border-y border-slate-200">
        <li className="flex items-start justify-between gap-4 py-4">
          <div>
            <p className="font-semibold text-slate-900">{t('consent.categories.necessary')}</p>
            <p className="text-sm text-slate-600">{t('consent.categories.necessaryText')}</p>
          </div>
          <span className="shrink-0 text-sm font-medium text-slate-500">{t('consent.always')}</span>
        </li>
        {optionalCategories.map((category) => {
          const id = `consent-${category}`
          return (
            <li key={category} className="flex items-start justify-between gap-4 py-4">
              <div>
                <label htmlFor={id} className="font-semibold text-slate-900">
                  {t(`consent.categories.${category}`)}
                </label>
                <p className="text-sm text-slate-600">{t(`consent.categories.${category}Text`)}</p>
              </div>
              <Switch.Root
                id={id}
                checked={draft[category]}
                onCheckedChange={(checked) => setDraft((d) => ({ ...d, [category]: checked }))}
                className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition data-[state=checked]:bg-brand-700"
              >
                <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition data-[state=checked]:translate-x-[1.375rem]" />
              </Switch.Root>
            </li>
          )
        })}
      </ul>
      <div className="mt-5 grid gap-2 sm:grid-cols-3">
        <ConsentButton onClick={() => decide(noConsent)}>{t('consent.rejectAll')}</ConsentButton>
        <ConsentButton onClick={() => decide(draft)}>{t('consent.save')}</ConsentButton>
        <ConsentButton onClick={() => decide(fullConsent)}>{t('consent.acceptAll')}</ConsentButton>
      </div>
    </>
  )
}
