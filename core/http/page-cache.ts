// PERF-1 (decision 0032): what a guest's catalog page depends on, and how long it may be kept.

/**
 * A guest page route's Cache-Control: any cache may keep it a minute (a CDN with
 * `s-maxage`), serve it five more while it fetches a fresh one, and the browser asks again.
 */
export const GUEST_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'

/** How long the shop itself keeps a guest page at most, when no back-office change came. */
export const GUEST_PAGE_TTL_MS = 60_000

/**
 * The cookies a guest page is rendered from: the consent (banner, scripts), the popup seen,
 * the list or grid view, the chosen language (the home page's redirect). Any other cookie
 * (analytics, …) leaves the page as it is; a session cookie makes it personal (never kept).
 */
export const GUEST_PAGE_COOKIES = ['consent', 'popup_seen', 'catalog_view', 'locale'] as const

/**
 * Decision 0060: what a logged-in customer's catalog page shows of them — that they are logged
 * in, the cart's and the watch list's counts. Everything else on such a page is the same for
 * every customer, so it comes from the page kept for customers and these are filled in.
 */
export interface PersonalFrame {
  customer: { firstName: string; lastName: string; email: string } | null
  cartCount: number
  bookmarkCount: number
}

export const GUEST_FRAME: PersonalFrame = { customer: null, cartCount: 0, bookmarkCount: 0 }

/** The customer the kept customer page is rendered for: logged in, nothing of their own. */
export const FRAME_CUSTOMER: PersonalFrame = {
  customer: { firstName: '', lastName: '', email: '' },
  cartCount: 0,
  bookmarkCount: 0,
}

/** The id of the JSON element that carries a filled-in page's frame to the browser. */
export const PERSONAL_FRAME_ID = 'personal-frame'

/**
 * The places a frame fills in a kept page: elements marked `data-personal="name"` whose text is
 * the value (a page renders them with the same messages), and the watch list's badge, hidden
 * while the list is empty.
 */
export type PersonalText = 'cart-count' | 'cart-label' | 'bookmark-count' | 'bookmark-label'
export const BOOKMARK_BADGE = 'bookmark-badge'

/** The texts a frame puts into a page: the page renders them, the page cache fills them in. */
export function personalTexts(
  frame: PersonalFrame,
  t: (key: 'header.cartCount' | 'bookmarks.count', options: { count: number }) => string,
): Record<PersonalText, string> {
  return {
    'cart-count': String(frame.cartCount),
    'cart-label': t('header.cartCount', { count: frame.cartCount }),
    'bookmark-count': String(frame.bookmarkCount),
    'bookmark-label': ` ${t('bookmarks.count', { count: frame.bookmarkCount })}`,
  }
}
