import { X } from 'lucide-react'
import { Toast } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { type ShownToast, TOAST_MS } from './Toaster.tsx'

/** ERR-2: the toasts on screen, loaded by the Toaster with the first one. */
export default function ToastStack({
  toasts,
  onDismiss,
}: {
  toasts: ShownToast[]
  onDismiss: (id: number) => void
}) {
  const { t } = useTranslation()
  return (
    <Toast.Provider duration={TOAST_MS} swipeDirection="down" label={t('account.close')}>
      {toasts.map((toast) => {
        const lines =
          toast.messages && toast.messages.length > 0
            ? toast.messages
            : [t(toast.type === 'error' ? 'toast.error' : 'toast.success')]
        return (
          <Toast.Root
            key={toast.id}
            type={toast.type === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) onDismiss(toast.id)
            }}
            data-testid={`toast-${toast.type}`}
            className={`flex items-start gap-3 rounded-md px-4 py-3 text-sm font-medium text-white shadow-lg ${
              toast.type === 'error' ? 'bg-red-700' : 'bg-emerald-700'
            }`}
          >
            <Toast.Description className="flex-1 whitespace-pre-line">
              {lines.join('\n')}
            </Toast.Description>
            <Toast.Close
              aria-label={t('account.close')}
              className="-m-1 rounded p-1 hover:bg-white/20"
            >
              <X aria-hidden="true" className="size-4" />
            </Toast.Close>
          </Toast.Root>
        )
      })}
      <Toast.Viewport className="fixed bottom-4 left-1/2 z-[100] flex w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 flex-col gap-2 outline-none" />
    </Toast.Provider>
  )
}
