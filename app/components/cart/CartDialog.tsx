import { lazy, Suspense } from 'react'
import { useCart } from '#app/lib/cart.tsx'
import { useOnceTrue } from '#app/lib/once-true.ts'

// PERF-3: the cart modal (its dialog, totals and delivery tooltip) loads when it first opens.
const CartDialogContent = lazy(() => import('./CartDialogContent.tsx'))

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
