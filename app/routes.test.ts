import type { RouteConfigEntry } from '@react-router/dev/routes'
import { describe, expect, it } from 'vitest'
import { isShopPath } from '#core/http/shop-paths.ts'
import routes from './routes.ts'

// Decision 0037: every address a screen of the shop answers is the shop's own (no redirect rule
// may take it, SEC-11); only the catalog's and the static pages' addresses are the editors'.

function paths(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, '/')
    const own = entry.path !== undefined || entry.index ? [path || '/'] : []
    return [...own, ...paths(entry.children ?? [], path)]
  })
}

describe('the shop’s own addresses', () => {
  const all = paths(routes as RouteConfigEntry[])

  it('hold every screen with a fixed address, in both languages', () => {
    const editors = /^(?:\/en)?\/(?::menu|\*|pages\/:page)(?:\/|$)/
    const fixed = all.filter((path) => !editors.test(path))
    expect(fixed).toEqual(expect.arrayContaining(['/reset-password', '/en/checkout/test-payment']))
    for (const path of fixed) {
      const concrete = path.replace(/:\w+/g, 'x')
      expect(isShopPath(concrete), concrete).toBe(true)
    }
  })

  it('leave the catalog’s and the static pages’ addresses to their editors', () => {
    for (const path of ['/roll-up-displays', '/en/roll-up-displays/a/b', '/pages/agb']) {
      expect(isShopPath(path), path).toBe(false)
    }
    expect(all).toEqual(expect.arrayContaining(['/:menu', '/en/pages/:page']))
  })
})
