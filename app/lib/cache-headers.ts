import { GUEST_PAGE_CACHE_CONTROL } from '#core/http/page-cache.ts'

/**
 * PERF-1 (decision 0032): the headers of a guest catalog page (home, categories, products,
 * search, static pages, downloads): caches may keep it, one copy per cookie set; the shop's
 * own page cache keeps it for guests only (server/http/page-cache.ts).
 */
export function guestPageHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  const headers = new Headers()
  headers.set('Cache-Control', GUEST_PAGE_CACHE_CONTROL)
  const vary = new Set(
    (loaderHeaders.get('vary') ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  )
  vary.add('Cookie')
  headers.set('Vary', [...vary].join(', '))
  return headers
}
