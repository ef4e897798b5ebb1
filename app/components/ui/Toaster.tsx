import { X } from 'lucide-react'
import { Toast } from 'radix-ui'
import { createContext, useCallback, useContext, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'

// ERR-2: toasts last 4 seconds at the bottom centre; default texts 'Oops...Something went wrong'
// (error) and 'OK' (success). Radix announces them to screen readers.

/** ERR-2: toast duration. */
export const TOAST_MS = 4000

export interface ToastInput {
  type: 'success' | 'error'
  /** One line per message; without it the default text of the type. */
  messages?: string[]
}

interface ShownToast extends ToastInput {
  id: number
}

const ToastContext = createContext<(toast: ToastInput) => void>(() => {})

export function useToast() {
  return useContext(ToastContext)
}

export function Toaster({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation()
  const [toasts, setToasts] = useState<ShownToast[]>([])
  const show = useCallback((toast: ToastInput) => {
    setToasts((list) => [...list.slice(-2), { ...toast, id: Date.now() + Math.random() }])
  }, [])
  const value = useMemo(() => show, [show])
  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider duration={TOAST_MS} swipeDirection="down" label={t('account.close')}>
        {children}
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
                if (!open) setToasts((list) => list.filter((item) => item.id !== toast.id))
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
    </ToastContext.Provider>
  )
}
