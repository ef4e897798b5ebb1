// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { richTextExtensions } from '#core/content/rich-text/extensions.ts'
import { pages } from '#server/db/seed/data/pages.ts'
import { editorLossOf, tidyEditorHtml } from './editor-html.ts'

// CONT-10: the editor's half of the check, in a DOM like the browser's: it opens every demo page
// whole, tells what it could not show (the editor then shows the text read-only and leaves it
// as it is), and writes tables back with their head and without its layout hints.

const extensions = richTextExtensions()

describe('the editor in the browser', () => {
  it('shows every demo page whole', () => {
    for (const page of pages) {
      expect(editorLossOf(page.body.de, extensions), page.key).toBeNull()
      expect(editorLossOf(page.body.en, extensions), page.key).toBeNull()
    }
  })

  it('names the text near a part it cannot show', () => {
    expect(
      editorLossOf('<table><caption>Preise</caption><tr><td>1</td></tr></table>', extensions),
    ).toBe('Preise')
    // The editor of before (StarterKit alone) would have lost the shipping table.
    const shipping = pages.find((page) => page.key === 'shipping')!.body.de
    expect(editorLossOf(shipping, extensions.slice(0, 1))).toBe('Versandart')
  })

  it('writes a table back with its head rows and without layout hints', () => {
    expect(
      tidyEditorHtml(
        '<table style="min-width: 75px"><colgroup><col style="min-width: 25px"></colgroup><tbody><tr><th><p>A</p></th></tr><tr><td><p>1</p></td></tr></tbody></table>',
      ),
    ).toBe(
      '<table><thead><tr><th><p>A</p></th></tr></thead><tbody><tr><td><p>1</p></td></tr></tbody></table>',
    )
  })
})
