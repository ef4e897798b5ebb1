import { useTranslation } from 'react-i18next'
import { useRevalidator } from 'react-router'
import ModalDialog from '#app/components/ui/ModalDialog.tsx'
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
    <ModalDialog
      open={open}
      onOpenChange={setOpen}
      returnFocus={opener}
      title={t('account.loginTitle')}
      titleClassName="text-xl font-bold text-slate-900"
      headerClassName="mb-3 flex items-center justify-between"
      closeLabel={t('account.close')}
      closeClassName="flex size-10 items-center justify-center rounded-md hover:bg-slate-100"
      overlayClassName="fixed inset-0 z-40 bg-slate-900/50"
      contentClassName="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(40rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-5 shadow-xl sm:p-7"
      testId="login-dialog"
    >
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
    </ModalDialog>
  )
}
