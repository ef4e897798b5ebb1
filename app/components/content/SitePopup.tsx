import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { POPUP_COOKIE } from '#app/lib/popup-cookie.ts'
import { useConsent } from '#app/lib/consent.tsx'
import type { PopupView } from '#core/content/popups.ts'

/**
 * CONSENT-6: the site popup with title and (server-sanitised) HTML content, until closed once. It
 * waits for the consent banner's answer (decision 0008), on the same page as soon as it is given.
 * Loaded by the root when there is a popup to show.
 */
export default function SitePopup({ popup }: { popup: PopupView }) {
  const { t } = useTranslation()
  const { consent } = useConsent()
  const [open, setOpen] = useState(true)
  const close = (next: boolean) => {
    if (next) return
    const secure = window.location.protocol === 'https:' ? '; Secure' : ''
    document.cookie = `${POPUP_COOKIE}=${popup.id}; Path=/; Max-Age=2592000; SameSite=Lax${secure}`
    setOpen(false)
  }
  return (
    <Dialog.Root open={open && consent !== undefined} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="no-print fixed inset-0 z-[60] bg-slate-900/50" />
        <Dialog.Content
          className="no-print fixed top-1/2 left-1/2 z-[70] w-[min(32rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-2xl"
          data-testid="site-popup"
          aria-describedby={undefined}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">{popup.title}</Dialog.Title>
            <Dialog.Close
              className="-m-2 rounded-md p-2 hover:bg-slate-100"
              aria-label={t('popup.close')}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="prose-shop mt-3" dangerouslySetInnerHTML={{ __html: popup.content }} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
