import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { useRevalidator } from 'react-router'
import { type AuthMode, AuthPanel } from './AuthPanel.tsx'

/** The login modal's dialog, loaded by LoginDialogProvider when it first opens. */
export default function LoginDialogContent({
  open,
  onOpenChange: setOpen,
  mode,
  onModeChange: setMode,
  opener,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  mode: AuthMode
  onModeChange: (mode: AuthMode) => void
  opener: React.RefObject<HTMLElement | null>
}) {
  const { t } = useTranslation()
  const revalidator = useRevalidator()
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(40rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-5 shadow-xl sm:p-7"
          data-testid="login-dialog"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault()
              opener.current.focus()
            }
          }}
        >
          <div className="mb-3 flex items-center justify-between">
            <Dialog.Title className="text-xl font-bold text-slate-900">
              {t('account.loginTitle')}
            </Dialog.Title>
            <Dialog.Close
              aria-label={t('account.close')}
              className="flex size-10 items-center justify-center rounded-md hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <AuthPanel
            mode={mode}
            onModeChange={setMode}
            onLoggedIn={() => {
              // AUTH-2: close, refresh the counts and reload the current route's data.
              setOpen(false)
              void revalidator.revalidate()
            }}
            onRegistered={() => {
              setMode('thanks')
              void revalidator.revalidate()
            }}
            onLeave={() => setOpen(false)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
