import { useSyncExternalStore } from 'react'

const subscribeNothing = () => () => {}

/** False in the server's HTML and while hydrating, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )
}
