import { eq } from 'drizzle-orm'
import { altSchema, downloadSchema, tabSchema } from '#core/catalog/product-editor.ts'
import type { Locale, Localized } from '#core/i18n/locale.ts'
import { slugify } from '#core/slug/slug.ts'
import { productDownloads, productImages, products, productTabs } from '#server/db/schema/index.ts'
import { sanitizeContent, sanitizeRemoves } from '#server/modules/content/sanitize.ts'
import { refuseEditorLoss } from '#server/modules/content/editor-check.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import {
  createProductEdit,
  type EditDeps,
  fieldError,
  notFound,
  parseInput,
} from './product-edit.ts'
import type { ProductMediaFiles } from './product-media.ts'
import { endPosition, partOf } from './product-parts.ts'

// CONT-6: a product's texts and files — the tabs (HTML cleaned when saved, the editor told when
// something was removed), the images (rendered by product-media.ts before the row is written,
// removed after it is gone) and the PDF downloads.

type Form = Record<string, unknown>

const loc = (de: string, en: string): Localized => ({ de, en })

export function createProductContentAdmin(deps: EditDeps & { media: ProductMediaFiles }) {
  const { edit } = createProductEdit(deps)

  async function productKey(productId: number, locale: Locale): Promise<string> {
    const [row] = await deps.db
      .select({ key: products.key })
      .from(products)
      .where(eq(products.id, productId))
    if (!row) throw notFound(locale)
    return row.key
  }

  return {
    /** A tab (description, technical data, …): titles and HTML, cleaned when saved. */
    async saveTab(
      actor: StaffMember,
      productId: number,
      id: number | null,
      input: Form,
      locale: Locale,
    ) {
      const parsed = parseInput(tabSchema, input, locale)
      const body = loc(sanitizeContent(parsed.bodyDe), sanitizeContent(parsed.bodyEn))
      // Decision 0036: a tab the back office's editor could not show whole is refused.
      await refuseEditorLoss({ bodyDe: body.de, bodyEn: body.en }, locale)
      const cleaned = sanitizeRemoves(parsed.bodyDe) || sanitizeRemoves(parsed.bodyEn)
      return edit(actor, productId, locale, async (tx) => {
        const title = loc(parsed.titleDe, parsed.titleEn)
        const audited = { title, bodyLength: { de: body.de.length, en: body.en.length } }
        if (id === null) {
          const taken = new Set(
            (
              await tx
                .select({ key: productTabs.key })
                .from(productTabs)
                .where(eq(productTabs.productId, productId))
            ).map((t) => t.key),
          )
          const base = slugify(parsed.titleEn) || 'tab'
          let key = base
          for (let n = 2; taken.has(key); n++) key = `${base}-${n}`
          const [row] = await tx
            .insert(productTabs)
            .values({
              productId,
              key,
              title,
              body,
              position: await endPosition(tx, 'tab', productId),
            })
            .returning()
          return {
            action: 'product.tab.add',
            after: { key, ...audited },
            value: { id: row!.id, cleaned },
          }
        }
        const before = (await partOf(
          tx,
          'tab',
          productId,
          id,
          locale,
        )) as typeof productTabs.$inferSelect
        await tx.update(productTabs).set({ title, body }).where(eq(productTabs.id, id))
        return {
          action: 'product.tab.update',
          before: {
            key: before.key,
            title: before.title,
            bodyLength: { de: before.body.de.length, en: before.body.en.length },
          },
          after: { key: before.key, ...audited },
          value: { id, cleaned },
        }
      })
    },

    async removeTab(actor: StaffMember, productId: number, id: number, locale: Locale) {
      return edit(actor, productId, locale, async (tx) => {
        const before = (await partOf(
          tx,
          'tab',
          productId,
          id,
          locale,
        )) as typeof productTabs.$inferSelect
        await tx.delete(productTabs).where(eq(productTabs.id, id))
        return {
          action: 'product.tab.delete',
          before: { key: before.key, title: before.title },
          value: undefined,
        }
      })
    },

    /** An uploaded photo in every size the storefront uses, with alt texts in both languages. */
    async addImage(
      actor: StaffMember,
      productId: number,
      bytes: Uint8Array,
      input: Form,
      locale: Locale,
    ) {
      const alt = parseInput(altSchema, input, locale)
      const key = await productKey(productId, locale)
      const saved = await deps.media.saveImage(bytes, key, locale)
      try {
        return await edit(actor, productId, locale, async (tx) => {
          const [row] = await tx
            .insert(productImages)
            .values({
              productId,
              ...saved,
              alt: loc(alt.altDe, alt.altEn),
              position: await endPosition(tx, 'image', productId),
            })
            .returning()
          return {
            action: 'product.image.add',
            after: { path: saved.path, alt: row!.alt },
            value: { id: row!.id },
          }
        })
      } catch (error) {
        await deps.media.removeFiles([saved.path], [])
        throw error
      }
    },

    async updateImage(
      actor: StaffMember,
      productId: number,
      id: number,
      input: Form,
      locale: Locale,
    ) {
      const parsed = parseInput(altSchema, input, locale)
      return edit(actor, productId, locale, async (tx) => {
        const before = (await partOf(
          tx,
          'image',
          productId,
          id,
          locale,
        )) as typeof productImages.$inferSelect
        const alt = loc(parsed.altDe, parsed.altEn)
        await tx.update(productImages).set({ alt }).where(eq(productImages.id, id))
        return {
          action: 'product.image.update',
          before: { id, alt: before.alt },
          after: { id, alt },
          value: undefined,
        }
      })
    },

    async removeImage(actor: StaffMember, productId: number, id: number, locale: Locale) {
      const path = await edit(actor, productId, locale, async (tx) => {
        const before = (await partOf(
          tx,
          'image',
          productId,
          id,
          locale,
        )) as typeof productImages.$inferSelect
        await tx.delete(productImages).where(eq(productImages.id, id))
        return {
          action: 'product.image.delete',
          before: { id, path: before.path, alt: before.alt },
          value: before.path,
        }
      })
      await deps.media.removeFiles([path], [])
    },

    /** A PDF (print template or data sheet) in German, and in English when it differs. */
    async addDownload(
      actor: StaffMember,
      productId: number,
      files: { de?: Uint8Array; en?: Uint8Array },
      input: Form,
      locale: Locale,
    ) {
      const parsed = parseInput(downloadSchema, input, locale)
      if (!files.de || files.de.byteLength === 0)
        throw fieldError(locale, 'fileDe', 'adminProducts.pdfRequired')
      const key = await productKey(productId, locale)
      const de = await deps.media.saveDownload(files.de, key, 'de', locale)
      let file: Localized = { de, en: de }
      try {
        if (files.en && files.en.byteLength > 0)
          file = { de, en: await deps.media.saveDownload(files.en, key, 'en', locale) }
        return await edit(actor, productId, locale, async (tx) => {
          const [row] = await tx
            .insert(productDownloads)
            .values({
              productId,
              kind: parsed.kind,
              title: loc(parsed.titleDe, parsed.titleEn),
              file,
              position: await endPosition(tx, 'download', productId),
            })
            .returning()
          return {
            action: 'product.download.add',
            after: { kind: parsed.kind, title: row!.title, file },
            value: { id: row!.id },
          }
        })
      } catch (error) {
        await deps.media.removeFiles([], [file])
        throw error
      }
    },

    async removeDownload(actor: StaffMember, productId: number, id: number, locale: Locale) {
      const file = await edit(actor, productId, locale, async (tx) => {
        const before = (await partOf(
          tx,
          'download',
          productId,
          id,
          locale,
        )) as typeof productDownloads.$inferSelect
        await tx.delete(productDownloads).where(eq(productDownloads.id, id))
        return {
          action: 'product.download.delete',
          before: { id, title: before.title, file: before.file },
          value: before.file,
        }
      })
      await deps.media.removeFiles([], [file])
    },
  }
}

export type ProductContentAdmin = ReturnType<typeof createProductContentAdmin>
