import { type Extensions, generateHTML, generateJSON } from '@tiptap/core'
import { contentSignature, firstLoss } from '#core/content/rich-text/signature.ts'
import { tidyTables } from '#core/content/rich-text/tables.ts'

// CONT-10 (decision 0036): the editor's HTML as the form sends it, and the editor's half of the
// check that it shows a body whole — the same signature the server compares (editor-check.ts).
// Browser only: it parses with the page's DOMParser.

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html').body

/** The editor's HTML as the form sends it: its tables tidied (head rows, no layout hints). */
export function tidyEditorHtml(html: string): string {
  const body = parse(html)
  tidyTables(body)
  return body.innerHTML
}

/**
 * What the editor built from `extensions` would lose of `html` when it opens it: the text near
 * the first part it cannot show ('' when there is none), or null when it shows everything.
 */
export function editorLossOf(html: string, extensions: Extensions): string | null {
  const written = generateHTML(generateJSON(html, extensions), extensions)
  return firstLoss(contentSignature(parse(html)), contentSignature(parse(written)))
}
