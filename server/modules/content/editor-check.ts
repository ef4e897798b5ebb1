import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { contentSignature, firstLoss } from '#core/content/rich-text/signature.ts'
import { tidyTables } from '#core/content/rich-text/tables.ts'
import { AppError } from '#core/errors/errors.ts'

// CONT-10 (decision 0036): a body is stored only when the back office's rich-text editor
// can show all of it, so that the next edit in the editor never drops part of it. The server
// runs the editor's own schema (the same extension list) over the cleaned HTML and compares
// what a reader gets before and after (the signature the editor compares too). Tiptap (the
// extensions too) and happy-dom load with the first save, not with every start (PERF-5).

type Body = Parameters<typeof contentSignature>[0] & ParentNode & { innerHTML: string }

let tools:
  Promise<{ roundTrip: (html: string) => string; parse: (html: string) => Body }> | undefined

function load() {
  tools ??= (async () => {
    const [
      { getSchema },
      { DOMParser: SchemaParser, DOMSerializer },
      { Window },
      { richTextExtensions },
    ] = await Promise.all([
      import('@tiptap/core'),
      import('@tiptap/pm/model'),
      import('happy-dom'),
      import('#core/content/rich-text/extensions.ts'),
    ])
    const schema = getSchema(richTextExtensions())
    const fromDom = SchemaParser.fromSchema(schema)
    const toDom = DOMSerializer.fromSchema(schema)
    // One window for the process: a body is parsed and written in it, never run.
    const window = new Window({
      settings: {
        disableJavaScriptEvaluation: true,
        disableJavaScriptFileLoading: true,
        disableCSSFileLoading: true,
        disableIframePageLoading: true,
        disableComputedStyleRendering: true,
      },
    })
    const document = window.document as unknown as Document
    const parser = new window.DOMParser()
    const parse = (html: string) =>
      parser.parseFromString(`<!DOCTYPE html><html><body>${html}</body></html>`, 'text/html')
        .body as unknown as Body
    return {
      parse,
      // What the editor makes of a body (Tiptap's generateJSON and generateHTML with the editor's
      // schema), its tables tidied as the editor tidies them when it writes the field.
      roundTrip: (html: string) => {
        const doc = fromDom.parse(parse(html) as unknown as HTMLElement)
        const body = parse('')
        body.appendChild(toDom.serializeFragment(doc.content, { document }) as never)
        tidyTables(body)
        return body.innerHTML
      },
    }
  })()
  return tools
}

/** A body as the editor writes it back after opening it (for tests and the check). */
export async function editorRoundTrip(html: string): Promise<string> {
  return (await load()).roundTrip(html)
}

/**
 * What the editor would lose of a cleaned body: the text next to the first part it cannot
 * show (`''` when there is none nearby), or null when it shows everything.
 */
export async function editorLoss(cleanHtml: string): Promise<string | null> {
  const { roundTrip, parse } = await load()
  return firstLoss(
    contentSignature(parse(cleanHtml)),
    contentSignature(parse(roundTrip(cleanHtml))),
  )
}

/**
 * Refuses (422, a message at each field) the cleaned bodies the editor could not show whole
 * (CONT-10: refused rather than dropped); `bodies` maps a form's field to its cleaned HTML.
 */
export async function refuseEditorLoss(
  bodies: Record<string, string>,
  locale: Locale,
): Promise<void> {
  const fields: Record<string, string[]> = {}
  for (const [field, html] of Object.entries(bodies)) {
    const near = await editorLoss(html)
    if (near === null) continue
    fields[field] = [
      near
        ? translate(locale, 'richText.editorLoss', { near })
        : translate(locale, 'richText.editorLossNoText'),
    ]
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError('invalid', translate(locale, 'validation.fixErrors'), fields)
  }
}
