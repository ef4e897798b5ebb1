import type { IncomingHttpHeaders } from 'node:http'

// Route actions take plain HTML form posts (they work before hydration), which cannot carry the
// API's X-Requested-With header. A browser names where such a post comes from: Sec-Fetch-Site,
// and Origin on every POST. A post another site made is refused (decision 0013); SameSite=Lax
// on the session cookie is the second line.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** True when a browser tells that this state-changing request was made by another site. */
export function isCrossSiteWrite(
  method: string,
  headers: IncomingHttpHeaders,
  ownOrigins: string[],
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false
  // Where the browser says it, Sec-Fetch-Site decides (a same-origin form can carry Origin: null
  // under a strict referrer policy); older browsers send Origin only.
  const site = headers['sec-fetch-site']
  if (site !== undefined) return site !== 'same-origin' && site !== 'none'
  const origin = headers.origin
  if (origin === undefined) return false
  return !ownOrigins.includes(origin)
}
