/** The back office's pages: `/admin…` and `/en/admin…` (decision 0019). */
export function isBackOfficePath(pathname: string): boolean {
  return /^(\/en)?\/admin(\/|$)/.test(pathname)
}
