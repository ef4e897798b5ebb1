import { Suspense } from 'react'
import { lazyWithPreload } from '#app/lib/lazy.ts'
import { useCart } from '#app/lib/cart.tsx'
import { useOnceTrue } from '#app/lib/once-true.ts'

// PERF-3: the cart modal (its dialog, totals and delivery tooltip) loads when it first opens.
const { Component: CartDialogContent, preload: preloadCartDialog } = lazyWithPreload(
  () => import('./CartDialogContent.tsx'),
)
/** Fetches the cart modal's code ahead, e.g. when an add-to-cart button is about to be pressed. */
export { preloadCartDialog }

/** PAGE-9: the cart modal 'Shopping Cart', opened through the cart context. */
export function CartDialog() {
  const { modalOpen } = useCart()
  const wanted = useOnceTrue(modalOpen)
  return wanted ? (
    <Suspense fallback={null}>
      <CartDialogContent />
    </Suspense>
  ) : null
}
