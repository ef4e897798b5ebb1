import { describe, expect, it } from 'vitest'
import { tabsOf } from '#server/db/seed/catalog.seed.ts'
import { pages } from '#server/db/seed/data/pages.ts'
import { products } from '#server/db/seed/data/products.ts'
import { sanitizeContent, sanitizeRemoves } from './sanitize.ts'

describe('sanitizeContent', () => {
  it('keeps harmless markup and links', () => {
    expect(
      sanitizeContent('<p>Neu: <strong>24h</strong> <a href="https://x.example/a">mehr</a></p>'),
    ).toBe(
      '<p>Neu: <strong>24h</strong> <a href="https://x.example/a" rel="noopener noreferrer">mehr</a></p>',
    )
  })

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)">x</p>', '<p>x</p>'],
    ['<img src=x onerror="alert(1)">', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<svg><script>alert(1)</script><circle onload="alert(1)"/></svg>', ''],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<style>body{display:none}</style><p>x</p>', '<p>x</p>'],
    ['<a href="//evil.example">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img />'],
  ])('removes what could run: %s', (input, output) => {
    expect(sanitizeContent(input)).toBe(output)
  })
})

describe('sanitizeContent cache', () => {
  it('answers each input with its own clean text, also after many different inputs', () => {
    const inputs = Array.from(
      { length: 250 },
      (_, i) => `<p onclick="x()">Text ${i}</p><script>alert(${i})</script>`,
    )
    for (const round of [1, 2]) {
      for (const [i, input] of inputs.entries()) {
        expect(sanitizeContent(input), `round ${round}`).toBe(`<p>Text ${i}</p>`)
      }
    }
  })
})

describe('sanitizeContent on the demo pages and product tabs', () => {
  const tags = (html: string) => [...html.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1])
  const links = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])
  const bodies = [
    ...pages.flatMap((page) => [page.body.de, page.body.en]),
    ...products.flatMap((product) => tabsOf(product).flatMap((tab) => [tab.body.de, tab.body.en])),
  ]

  it('keeps every tag and link the demo content uses', () => {
    expect(bodies.length).toBeGreaterThan(100)
    for (const body of bodies) {
      const clean = sanitizeContent(body)
      expect(tags(clean)).toEqual(tags(body))
      expect(links(clean)).toEqual(links(body))
    }
  })
})

describe('sanitizeRemoves', () => {
  it('tells a removal from the harmless rewrites (CONT-5)', () => {
    expect(
      pages.some((page) => sanitizeRemoves(page.body.de) || sanitizeRemoves(page.body.en)),
    ).toBe(false)
    expect(sanitizeRemoves('<p>a<br>b <a href="/x">x</a> &amp; c</p>')).toBe(false)
    for (const html of [
      '<p onclick="x()">a</p>',
      '<p>a</p><script>alert(1)</script>',
      '<a href="javascript:alert(1)">x</a>',
      '<p style="color:red">a</p>',
      '<iframe src="https://example.com"></iframe>',
    ]) {
      expect(sanitizeRemoves(html), html).toBe(true)
    }
  })
})
