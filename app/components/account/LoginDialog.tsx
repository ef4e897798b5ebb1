import { createContext, Suspense, useCallback, useContext, useRef, useState } from 'react'
import { lazyWithPreload } from '#app/lib/lazy.ts'
import { useOnceTrue } from '#app/lib/once-true.ts'
import type { AuthMode } from './AuthPanel.tsx'

const OpenLogin = createContext<() => void>(() => {})

/** Opens the login modal (always in login mode, AUTH-1). */
export function useLoginDialog() {
  return useContext(OpenLogin)
}

// PERF-3: the dialog and its forms (with their validation) load when it first opens.
const { Component: LoginDialogContent, preload: preloadLoginDialog } = lazyWithPreload(
  () => import('./LoginDialogContent.tsx'),
)
export { preloadLoginDialog }

/**
 * PAGE-10, AUTH-1: the login modal. It lives in the layout, not in the header, so it stays open on
 * the thank-you view while the header switches to the profile link after registration.
 */
export function LoginDialogProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState(false)
  const [mode, setMode] = useState<AuthMode>('login')
  const opener = useRef<HTMLElement | null>(null)
  const opened = useOnceTrue(open)
  const show = useCallback(() => {
    opener.current = document.activeElement as HTMLElement | null
    setMode('login')
    setOpen(true)
  }, [])
  return (
    <OpenLogin.Provider value={show}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <LoginDialogContent
            open={open}
            onOpenChange={setOpen}
            mode={mode}
            onModeChange={setMode}
            opener={opener}
          />
        </Suspense>
      ) : null}
    </OpenLogin.Provider>
  )
}
