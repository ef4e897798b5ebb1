import { createContext, lazy, Suspense, useCallback, useContext, useState } from 'react'

// ERR-2: toasts last 4 seconds at the bottom centre; default texts 'Oops...Something went wrong'
// (error) and 'OK' (success). Radix announces them to screen readers.

/** ERR-2: toast duration. */
export const TOAST_MS = 4000

export interface ToastInput {
  type: 'success' | 'error'
  /** One line per message; without it the default text of the type. */
  messages?: string[]
}

export interface ShownToast extends ToastInput {
  id: number
}

const ToastContext = createContext<(toast: ToastInput) => void>(() => {})

export function useToast() {
  return useContext(ToastContext)
}

// PERF-3: the toast code (Radix Toast) loads with the first toast, not with every page.
const ToastStack = lazy(() => import('./ToastStack.tsx'))

export function Toaster({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([])
  const show = useCallback((toast: ToastInput) => {
    setToasts((list) => [...list.slice(-2), { ...toast, id: Date.now() + Math.random() }])
  }, [])
  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((item) => item.id !== id))
  }, [])
  return (
    <ToastContext.Provider value={show}>
      {children}
      {toasts.length > 0 ? (
        <Suspense fallback={null}>
          <ToastStack toasts={toasts} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  )
}
