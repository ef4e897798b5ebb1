import type { RouteConfigEntry } from '@react-router/dev/routes'
import { describe, expect, it } from 'vitest'
import routes from '#app/routes.ts'
import { sitePopupAllowed } from './site-popup-places.ts'

// CONSENT-7: which pages may show the site popup, read from the real route tree.

/** The ids of the routes a path matches (its layouts and itself), by the route tree's paths. */
function matchedIds(path: string): string[] {
  const walk = (entries: RouteConfigEntry[], above: string[], prefix: string): string[] | null => {
    for (const entry of entries) {
      const at = entry.path === undefined ? prefix : `${prefix}/${entry.path}`.replace(/\/+/g, '/')
      const ids = [...above, entry.id!]
      if (entry.children) {
        const found = walk(entry.children, ids, at)
        if (found) return found
      }
      if ((entry.path !== undefined || entry.index) && (at.replace(/\/$/, '') || '/') === path) {
        return ids
      }
    }
    return null
  }
  const ids = walk(routes as RouteConfigEntry[], ['root'], '')
  if (!ids) throw new Error(`no route for ${path}`)
  return ids
}

describe('where the site popup may show', () => {
  it.each([
    '/cart',
    '/login',
    '/shipping',
    '/payment',
    '/overview',
    '/Thankyou',
    '/payment/checkout/order/success',
    '/payment/checkout/order/failed',
    '/checkout/test-payment',
    '/print_cart',
    '/profile',
    '/profile/orders',
    '/profile/addresses',
    '/admin',
    '/admin/popups/:id',
    '/en/payment',
    '/en/profile/settings',
    '/en/admin/pages',
  ])('not on %s', (path) => {
    expect(sitePopupAllowed(matchedIds(path))).toBe(false)
  })

  it.each(['/', '/pages/:page', '/:menu/:submenu/:product', '/search', '/en', '/en/:menu'])(
    'on %s',
    (path) => {
      expect(sitePopupAllowed(matchedIds(path))).toBe(true)
    },
  )
})
