import { stripLocale } from '#core/i18n/locale.ts'

/** CHK-1: the five checkout steps, in order, with the route each one lives on. */
export const checkoutSteps = [
  { key: 'cart', path: '/cart' },
  { key: 'registration', path: '/login' },
  { key: 'shipping', path: '/shipping' },
  { key: 'payment', path: '/payment' },
  { key: 'overview', path: '/overview' },
] as const

export type CheckoutStepKey = (typeof checkoutSteps)[number]['key']

/** The 1-based number of the step a path belongs to (payment results count as payment), or 0. */
export function currentCheckoutStep(pathname: string): number {
  const path = stripLocale(pathname)
  // The thank-you page confirms the order: the last step, like the overview.
  if (path === '/Thankyou') return checkoutSteps.length
  const index = checkoutSteps.findIndex(
    (step) => path === step.path || path.startsWith(`${step.path}/`),
  )
  return index + 1
}
