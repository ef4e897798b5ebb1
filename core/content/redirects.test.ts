import { describe, expect, it } from 'vitest'
import { checkRedirect, normalizePath } from './redirects.ts'

const rules = [
  { id: 1, from: '/rollups', to: '/roll-up-displays' },
  { id: 2, from: '/en/rollups', to: 'https://example.com/roll-ups' },
]

describe('checkRedirect', () => {
  it('takes a new path to a page or an https address, without the trailing slash', () => {
    expect(checkRedirect(rules, { from: '/messewand/', to: '/messewaende?sort=price' })).toEqual({
      ok: true,
      from: '/messewand',
      to: '/messewaende?sort=price',
    })
    expect(checkRedirect(rules, { from: '/blog', to: 'https://blog.example.com/' })).toMatchObject({
      ok: true,
      to: 'https://blog.example.com/',
    })
  })

  it('refuses what is no path of the shop, or belongs to the shop itself', () => {
    for (const from of ['rollups', '//evil.example', '/a?b=1', '/a b', '']) {
      expect(checkRedirect(rules, { from, to: '/x' })).toMatchObject({
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
      expect(checkRedirect(rules, { from, to: '/x' })).toMatchObject({
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
      expect(checkRedirect(rules, { from: '/a', to })).toMatchObject({
        field: 'to',
        problem: 'toInvalid',
      })
    }
  })

  it('refuses a rule to itself, a taken start, chains and loops', () => {
    expect(checkRedirect(rules, { from: '/a', to: '/a/' })).toMatchObject({ problem: 'same' })
    expect(checkRedirect(rules, { from: '/rollups/', to: '/x' })).toMatchObject({
      problem: 'fromTaken',
      other: rules[0],
    })
    // A rule into another rule's start would chain; one from another rule's target too.
    expect(checkRedirect(rules, { from: '/a', to: '/rollups' })).toMatchObject({
      field: 'to',
      problem: 'chainTo',
    })
    expect(checkRedirect(rules, { from: '/roll-up-displays', to: '/b' })).toMatchObject({
      field: 'from',
      problem: 'chainFrom',
    })
    expect(checkRedirect(rules, { from: '/roll-up-displays', to: '/rollups' })).toMatchObject({
      problem: 'loop',
    })
  })

  it('lets a rule be saved again unchanged (an edit leaves itself out)', () => {
    expect(checkRedirect(rules, { id: 1, from: '/rollups', to: '/roll-ups' })).toMatchObject({
      ok: true,
    })
  })

  it('normalises the trailing slash only', () => {
    expect([normalizePath('/a/'), normalizePath('/'), normalizePath(' /a ')]).toEqual([
      '/a',
      '/',
      '/a',
    ])
  })
})
