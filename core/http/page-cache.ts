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
