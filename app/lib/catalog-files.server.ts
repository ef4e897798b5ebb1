import { data } from 'react-router'
import { CATALOG_FILE_MAX_BYTES } from '#core/catalog/catalog-file.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { formAction } from './forms.server.ts'

/** What a catalog file's service offers the page: a dry run and an import (CONT-4, CONT-8). */
interface FileAdmin<D, I> {
  dryRun(text: string): Promise<D>
  importFile(text: string, fingerprint: string): Promise<I>
}

/**
 * The action of a catalog file's page: `intent=check` (an uploaded file, or the text posted
 * back) runs the dry run; `intent=import-…` (text, fingerprint) imports all or nothing.
 */
export async function catalogFileAction<D, I>(
  request: Request,
  locale: Locale,
  admin: FileAdmin<D, I>,
  imported: (done: I) => string,
) {
  // The form's own fields add little; a body far above the file limit is not read at all.
  if (Number(request.headers.get('content-length')) > CATALOG_FILE_MAX_BYTES * 2 + 65_536) {
    const message = translate(locale, 'adminCatalog.fileProblems.tooLarge', {
      max: CATALOG_FILE_MAX_BYTES / 1024 / 1024,
    })
    return data(
      { ok: false as const, message, errors: { file: [message] }, intent: 'check', values: {} },
      { status: 413 },
    )
  }
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  const file = form.get('file')
  const text =
    file instanceof File && file.size > 0 ? await file.text() : String(form.get('csv') ?? '')
  return formAction(form, async () => {
    if (intent === 'check') {
      return { ok: true as const, intent, dryRun: await admin.dryRun(text), csv: text }
    }
    if (!intent.startsWith('import')) throw data(null, { status: 400 })
    const done = await admin.importFile(text, String(form.get('fingerprint') ?? ''))
    return { ok: true as const, intent, message: imported(done) }
  })
}

/** A catalog file as a download: UTF-8 with BOM, never cached. */
export function csvDownload(csv: string, name: string): Response {
  const day = new Date().toISOString().slice(0, 10)
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
