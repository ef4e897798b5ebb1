import { describe, expect, it } from 'vitest'
import { tabsOf } from '#server/db/seed/catalog.seed.ts'
import { pages } from '#server/db/seed/data/pages.ts'
import { demoPopup } from '#server/db/seed/data/popup.ts'
import { products } from '#server/db/seed/data/products.ts'
import { editorLoss, editorRoundTrip } from './editor-check.ts'
import { sanitizeContent, sanitizeRemoves } from './sanitize.ts'

// CONT-10 (decision 0036): every seeded body survives the back office's editor —
// opened, it is written back with all its tables, header cells, lists, links, headings and
// emphasis — and the server refuses a body the editor could not show.

const bodies = [
  ...pages.flatMap((page) =>
    (['de', 'en'] as const).map((locale) => ({
      name: `page ${page.key} (${locale})`,
      html: page.body[locale],
    })),
  ),
  ...(['de', 'en'] as const).map((locale) => ({
    name: `popup (${locale})`,
    html: demoPopup.content[locale],
  })),
  ...products.flatMap((product) =>
    tabsOf(product).flatMap((tab) =>
      (['de', 'en'] as const).map((locale) => ({
        name: `product ${product.key} tab ${tab.key} (${locale})`,
        html: tab.body[locale],
      })),
    ),
  ),
]

/** How often each element the cleaner keeps occurs in a cleaned body. */
function elements(html: string): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const [, tag] of sanitizeContent(html).matchAll(/<([a-z0-9]+)[\s>]/g)) {
    // The editor puts a paragraph into every list item and table cell: that adds nothing.
    if (tag !== 'p') counts[tag!] = (counts[tag!] ?? 0) + 1
  }
  return counts
}

describe('the rich-text editor keeps every seeded body', () => {
  it('holds 8 tables among the pages', () => {
    const tables = pages
      .flatMap((page) => [page.body.de, page.body.en])
      .join('')
      .match(/<table>/g)
    expect(tables).toHaveLength(8)
  })

  it.each(bodies)('$name comes back whole', async ({ html }) => {
    const clean = sanitizeContent(html)
    const written = await editorRoundTrip(clean)
    expect(elements(written)).toEqual(elements(clean))
    // Nothing the cleaner would remove (and report to the member as removed).
    expect(sanitizeRemoves(written)).toBe(false)
    expect(await editorLoss(clean)).toBeNull()
    // Written once, the body is stable: opening it again changes nothing.
    expect(await editorRoundTrip(sanitizeContent(written))).toBe(written)
  })
})

describe('the check the server runs on a saved body', () => {
  it('finds what the editor would drop, with the text next to it', async () => {
    expect(
      await editorLoss('<p>Text</p><table><caption>Preise</caption><tr><td>1</td></tr></table>'),
    ).toBe('Preise')
    expect(await editorLoss('<li>ohne Liste</li>')).toBe('ohne Liste')
  })

  it('ignores what changes nothing', async () => {
    for (const html of [
      '<p>a <b>fett</b> und <i>kursiv</i></p>',
      '<ul><li>eins</li></ul>\n\n<p>zwei</p>',
      '<table><tbody><tr><th scope="row">Bank</th><td colspan="1">Demo</td></tr></tbody></table>',
      '<p><strong><a href="https://example.com">Link</a></strong></p>',
      'Text ohne Absatz',
    ]) {
      expect(await editorLoss(sanitizeContent(html)), html).toBeNull()
    }
  })
})
