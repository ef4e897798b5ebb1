import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { isAppError } from '#core/errors/errors.ts'
import type { Locale } from '#core/i18n/locale.ts'
import type { Db } from '#server/db/client.ts'
import { printSpecOf } from '#server/modules/catalog/catalog-reads.ts'
import type { CatalogService } from '#server/modules/catalog/catalog.service.ts'
import type { SettingsService } from '#server/modules/settings/settings.service.ts'
import { printTemplatePdf, templateFileName, warmTemplates } from './template-pdf.ts'

// TPL-2, TPL-3 (decision 0050): the print template of a product in one configuration, made on
// demand from the facts the print-data check reads (`printSpecOf`). A template is the same for
// everyone who asks for the same configuration, so it is named by a hash of what it shows: the
// browser revalidates with that ETag, and the last templates made are kept in memory.

/** Raised with every change to how templates are drawn, so cached copies are not reused. */
const DRAWING_VERSION = 1

export type TemplateAnswer =
  | { kind: 'not-found' }
  | { kind: 'no-print-data' }
  | { kind: 'template'; etag: string; fileName: string; bytes: () => Promise<Uint8Array> }

export interface PrintTemplatesDeps {
  db: Db
  catalog: Pick<CatalogService, 'detail'>
  settings: Pick<SettingsService, 'get'>
  publicUrl: string
}

export function createPrintTemplates(deps: PrintTemplatesDeps) {
  const made = new LRUCache<string, Uint8Array>({ max: 64 })
  // TPL-6: the first template of a process also parses the fonts and compiles the drawing
  // code: done once the shop has started, so no buyer waits for it.
  setTimeout(() => void warmTemplates().catch(() => {}), 2_000).unref()

  /**
   * The template of `productId` in its combination `combinationId` (none given: the product's
   * default configuration). Not found: no such active product, or a combination of another one.
   */
  async function template(
    productId: number,
    combinationId: number | undefined,
    locale: Locale,
  ): Promise<TemplateAnswer> {
    const product = await deps.catalog.detail(productId, locale).catch((error: unknown) => {
      if (isAppError(error) && error.kind === 'not_found') return null
      throw error
    })
    if (!product) return { kind: 'not-found' }
    const combination =
      combinationId === undefined
        ? (product.combinations.find((c) => c.isDefault) ?? product.combinations[0])
        : product.combinations.find((c) => c.id === combinationId)
    if (combinationId !== undefined && !combination) return { kind: 'not-found' }
    const spec = await printSpecOf(deps.db, productId, combination?.id ?? null)
    if (!spec) return { kind: 'no-print-data' }

    const chosen = new Set(combination?.optionValueIds ?? [])
    const configuration = product.options.flatMap((option) =>
      option.values
        .filter((value) => chosen.has(value.id))
        .map((value) => ({ option: option.title, value: value.title })),
    )
    const settings = await deps.settings.get()
    const input = {
      locale,
      title: product.title,
      configuration,
      spec,
      shop: {
        name: settings.shopName,
        contact: [settings.phone, settings.email, deps.publicUrl.replace(/^https?:\/\//, '')].join(
          ' · ',
        ),
      },
    }
    const etag = `"tpl-${createHash('sha256')
      .update(JSON.stringify([DRAWING_VERSION, input]))
      .digest('base64url')
      .slice(0, 27)}"`
    return {
      kind: 'template',
      etag,
      fileName: templateFileName(product.slugs[locale], spec, locale),
      async bytes() {
        const kept = made.get(etag)
        if (kept) return kept
        const bytes = await printTemplatePdf(input)
        made.set(etag, bytes)
        return bytes
      },
    }
  }

  return { template }
}

export type PrintTemplates = ReturnType<typeof createPrintTemplates>
