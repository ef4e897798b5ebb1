import { Suspense } from 'react'
import { lazyWithPreload } from '#app/lib/lazy.ts'
import { useOnceTrue } from '#app/lib/once-true.ts'
import type { ModalProps } from './ModalDialog.tsx'

// PERF-3: Radix's dialog code loads when a modal first opens, not with the page that offers it.
const { Component: ModalDialog, preload: preloadModal } = lazyWithPreload(
  () => import('./ModalDialog.tsx'),
)
/** Fetches the modal's code ahead, on the intent to open one (`preloadOnIntent`). */
export { preloadModal }

/**
 * A modal dialog with a title and a close button (Radix: focus trap, Escape, focus back to the
 * element that opened it). Its code loads the first time it opens; a page's own trigger is a
 * plain button that sets `open`.
 */
export function Modal(props: ModalProps) {
  const wanted = useOnceTrue(props.open)
  return wanted ? (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  ) : null
}
