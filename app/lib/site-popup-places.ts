import { useMatches } from 'react-router'

// CONSENT-7: the site popup greets a visitor on the shop's pages, never where it would stand in
// the way of a task: the checkout layout (cart, login, shipping, payment, overview, thank-you and
// the payment result pages), the blank layout (test payment, print pages, error pages and the
// back office) and the profile area. Decided by the matched layouts (app/routes.ts), so a page
// added to one of them is covered without a list of addresses.

const WITHOUT_POPUP = [':layout-checkout', ':layout-blank', ':back-office', ':profile']

/** Whether a page whose matched route ids are `ids` may show the site popup. */
export function sitePopupAllowed(ids: readonly string[]): boolean {
  return !ids.some((id) => WITHOUT_POPUP.some((layout) => id.endsWith(layout)))
}

export function useSitePopupAllowed(): boolean {
  return sitePopupAllowed(useMatches().map((match) => match.id))
}
