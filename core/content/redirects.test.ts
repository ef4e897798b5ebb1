import { describe, expect, it } from 'vitest'
import { checkRedirect, inactiveReason, normalizePath } from './redirects.ts'

const rules = [
  { id: 1, from: '/rollups', to: '/roll-up-displays' },
  { id: 2, from: '/en/rollups', to: 'https://example.com/roll-ups' },
]

describe('checkRedirect', () => {
  it('takes a new path to a page or an https address, without the trailing slash', () => {
    expect(
      checkRedirect(rules, { from: '/messewand/', to: '/messewaende?sort=price' }, 'owner'),
    ).toEqual({
      ok: true,
      from: '/messewand',
      to: '/messewaende?sort=price',
    })
    expect(
      checkRedirect(rules, { from: '/blog', to: 'https://blog.example.com/' }, 'owner'),
    ).toMatchObject({
      ok: true,
      to: 'https://blog.example.com/',
    })
  })

  it('refuses what is no path of the shop, or belongs to the shop itself', () => {
    for (const from of ['rollups', '//evil.example', '/a?b=1', '/a b', '', '/%zz', '/%ED%A0%80']) {
      expect(checkRedirect(rules, { from, to: '/x' }, 'owner')).toMatchObject({
        field: 'from',
        problem: 'fromInvalid',
      })
    }
    for (const from of [
      '/',
      '/api/v1/x',
      '/admin',
      '/assets/a.js',
      '/media/x.webp',
      '/en/admin/orders',
    ]) {
      expect(checkRedirect(rules, { from, to: '/x' }, 'owner')).toMatchObject({
        field: 'from',
        problem: 'fromReserved',
      })
    }
    for (const to of [
      'http://example.com',
      'javascript:alert(1)',
      '//evil.example',
      'https://localhost',
      '',
    ]) {
      expect(checkRedirect(rules, { from: '/a', to }, 'owner')).toMatchObject({
        field: 'to',
        problem: 'toInvalid',
      })
    }
  })

  it('refuses a rule to itself, a taken start, chains and loops', () => {
    expect(checkRedirect(rules, { from: '/a', to: '/a/' }, 'owner')).toMatchObject({
      problem: 'same',
    })
    expect(checkRedirect(rules, { from: '/rollups/', to: '/x' }, 'owner')).toMatchObject({
      problem: 'fromTaken',
      other: rules[0],
    })
    // A rule into another rule's start would chain; one from another rule's target too.
    expect(checkRedirect(rules, { from: '/a', to: '/rollups' }, 'owner')).toMatchObject({
      field: 'to',
      problem: 'chainTo',
    })
    expect(checkRedirect(rules, { from: '/roll-up-displays', to: '/b' }, 'owner')).toMatchObject({
      field: 'from',
      problem: 'chainFrom',
    })
    expect(
      checkRedirect(rules, { from: '/roll-up-displays', to: '/rollups' }, 'owner'),
    ).toMatchObject({
      problem: 'loop',
    })
  })

  it('lets a rule be saved again unchanged (an edit leaves itself out)', () => {
    expect(
      checkRedirect(rules, { id: 1, from: '/rollups', to: '/roll-ups' }, 'owner'),
    ).toMatchObject({
      ok: true,
    })
  })

  it('refuses every address the shop serves, in both languages, however it is spelt (SEC-11)', () => {
    for (const from of [
      '/reset-password',
      '/login',
      '/profile/orders',
      '/payment',
      '/payment/checkout/order/success',
      '/checkout/test-payment',
      '/Thankyou',
      '/newsletter/unsubscribe/abc',
      '/print_invoice/3',
      '/en/reset-password',
      '/en',
      '/pages',
      '/Reset-Password',
      '/%72eset-password',
      '/%52ESET-PASSWORD',
      '/EN/LOGIN',
      // 'ｌｏｇｉｎ' in full-width letters, as a browser sends it
      '/%EF%BD%8C%EF%BD%8F%EF%BD%87%EF%BD%89%EF%BD%8E',
      '/login%2Fx',
      '/sitemap.xml',
    ]) {
      expect(checkRedirect(rules, { from, to: '/x' }, 'owner'), from).toMatchObject({
        field: 'from',
        problem: 'fromReserved',
      })
    }
    // Catalog and static pages' old addresses stay the editors' to redirect (CONT-2, CONT-5).
    for (const from of ['/pages/alte-agb', '/en/pages/old-terms', '/alte-kategorie', '/logins']) {
      expect(checkRedirect(rules, { from, to: '/x' }, 'content'), from).toMatchObject({ ok: true })
    }
  })

  it('lets only the owner point a rule to another site (SEC-11)', () => {
    for (const role of ['content', null] as const) {
      expect(checkRedirect(rules, { from: '/blog', to: 'https://blog.example/' }, role)).toEqual({
        ok: false,
        field: 'to',
        problem: 'toOtherSite',
      })
    }
    expect(checkRedirect(rules, { from: '/blog', to: '/roll-ups' }, 'content')).toMatchObject({
      ok: true,
    })
  })

  it('tells why a stored rule does not act', () => {
    const stored = (from: string, to: string, savedByRole: 'owner' | 'content' | null) =>
      inactiveReason({ from, to, savedByRole })
    expect(stored('/reset-password', 'https://evil.example/steal', 'owner')).toBe('fromReserved')
    expect(stored('/Login', '/x', 'content')).toBe('fromReserved')
    expect(stored('/partner', 'https://partner.example/', 'content')).toBe('toOtherSite')
    expect(stored('/partner', 'https://partner.example/', null)).toBe('toOtherSite')
    expect(stored('/partner', 'https://partner.example/', 'owner')).toBeNull()
    expect(stored('/rollups', '/roll-up-displays', null)).toBeNull()
    expect(stored('/a', 'javascript:alert(1)', 'owner')).toBe('toInvalid')
  })

  it('normalises the trailing slash only', () => {
    expect([normalizePath('/a/'), normalizePath('/'), normalizePath(' /a ')]).toEqual([
      '/a',
      '/',
      '/a',
    ])
  })
})
