import { useMatches } from 'react-router'

/**
 * Whether the page is one of the back office's (decision 0019): its routes sit in the
 * back-office layout (app/routes.ts). Decided by the matched routes, not the address: an unknown
 * address under /admin is the storefront's "not found" page, with the storefront's frame.
 */
export function useInBackOffice(): boolean {
  return useMatches().some((match) => match.id.endsWith(':back-office'))
}
