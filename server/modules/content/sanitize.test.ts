import { describe, expect, it } from 'vitest'
import { sanitizeContent } from './sanitize.ts'

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
