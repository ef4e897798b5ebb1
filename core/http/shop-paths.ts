// Decision 0037: the addresses the shop serves itself, which no redirect rule (SEC-11, CONT-1)
// and no top category (CONT-2) may take. app/routes.test.ts proves that every screen's first
// segment is here.

/**
 * First segments of the shop's own addresses, in both languages (the English ones under `/en`):
 * the screens that carry personal data, tokens or money (account, checkout, payment, links from
 * mails), the other screens with fixed addresses, the back office, the API, built assets, media,
 * and what the server answers itself.
 */
export const SHOP_SEGMENTS: ReadonlySet<string> = new Set([
  // the server's own
  'api',
  'assets',
  'media',
  'healthz',
  'readyz',
  'robots.txt',
  'sitemap.xml',
  'favicon.ico',
  '@',
  'node_modules',
  // the back office
  'admin',
  // account, login and the links mails carry (reset tokens, newsletter tokens)
  'login',
  'reset-password',
  'invitation',
  'quote-request',
  'profile',
  'bookmarks',
  'newsletter',
  // cart, checkout and payment
  'cart',
  'shipping',
  'payment',
  'overview',
  'thankyou',
  'checkout',
  'print_cart',
  'print_product',
  'print_invoice',
  // the other screens with fixed addresses
  'search',
  'select-language',
  'downloads',
  'error',
  'pages',
  'messeratgeber',
  'en',
])

/**
 * Whether a path is the shop's own, compared as a browser and React Router see it: after
 * percent-decoding, Unicode compatibility folding and lower-casing, with or without `/en`.
 * `/` and `/en` are the home pages; below `/pages` only the index is the shop's, a static page's
 * address belongs to its editors (its old slug leaves a redirect, CONT-5). A path that does not
 * decode is treated as the shop's: it names no page anyone may take.
 */
export function isShopPath(path: string): boolean {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return true
  }
  const segments = decoded.normalize('NFKC').toLowerCase().split('/').filter(Boolean)
  if (segments[0] === 'en') segments.shift()
  const first = segments[0]
  if (first === undefined) return true
  if (first === 'pages') return segments.length === 1
  return SHOP_SEGMENTS.has(first) || first.startsWith('@')
}
