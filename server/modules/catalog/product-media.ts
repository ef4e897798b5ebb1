import { randomBytes } from 'node:crypto'
import { PRODUCT_DOWNLOAD_MAX_BYTES } from '#core/catalog/product-editor.ts'
import { PRODUCT_IMAGE_SIZE, PRODUCT_IMAGE_WIDTHS } from '#core/catalog/product-images.ts'
import type { Locale, Localized } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { createUploadedImages } from '#server/modules/media/uploaded-images.ts'
import { AppError } from '#core/errors/errors.ts'
import type { FileStore } from '#server/modules/storage/file-store.ts'

// CONT-6: the files of the product editor under media/ in the file store (decision 0042) — an uploaded photo becomes the
// WebP sizes the storefront's srcset names (4:3 like the seed's, the whole photo on white; the
// AVIF siblings are made on first request, media/avif.ts), a PDF is kept as it came. Files are
// written before the database row and removed after it is gone, so a row never names a missing
// file; a failed write leaves at most an unnamed file behind, which `discard` removes.

export interface ProductMediaFiles {
  /** Renders an upload into every width; answers its key under /media (without width). */
  saveImage(
    bytes: Uint8Array,
    productKey: string,
    locale: Locale,
  ): Promise<{ path: string; width: number; height: number }>
  /** Keeps a PDF; answers its path under /media. */
  saveDownload(
    bytes: Uint8Array,
    productKey: string,
    language: Locale,
    locale: Locale,
  ): Promise<string>
  removeFiles(images: readonly string[], downloads: readonly Localized[]): Promise<void>
  /** The file store and the key of a path under /media in it. */
  files: FileStore
  inside(relative: string): string
}

const suffix = () => randomBytes(4).toString('hex')

export function createProductMediaFiles(files: FileStore): ProductMediaFiles {
  const images = createUploadedImages(files)
  const { inside } = images

  return {
    files,
    inside,
    saveImage: (bytes, productKey, locale) =>
      images.save(
        bytes,
        productKey,
        { folder: 'products', size: PRODUCT_IMAGE_SIZE, widths: PRODUCT_IMAGE_WIDTHS },
        locale,
      ),

    async saveDownload(bytes, productKey, language, locale) {
      const refuse = (key: 'adminProducts.pdfTooLarge' | 'adminProducts.pdfType') => {
        const message = translate(locale, key, { max: PRODUCT_DOWNLOAD_MAX_BYTES / 1024 / 1024 })
        return new AppError(
          key === 'adminProducts.pdfTooLarge' ? 'too_large' : 'invalid',
          message,
          {
            [language === 'de' ? 'fileDe' : 'fileEn']: [message],
          },
        )
      }
      if (bytes.byteLength > PRODUCT_DOWNLOAD_MAX_BYTES) throw refuse('adminProducts.pdfTooLarge')
      // A PDF starts with its header (within the first KB, as readers accept it).
      const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1')
      if (!head.includes('%PDF-')) throw refuse('adminProducts.pdfType')
      const file = `downloads/${productKey.slice(0, 60)}-${suffix()}-${language}.pdf`
      await files.put(inside(file), bytes, 'application/pdf')
      return file
    },

    async removeFiles(keys, downloads) {
      await images.remove(keys, PRODUCT_IMAGE_WIDTHS)
      const pdfs = downloads.flatMap((file) => [...new Set([file.de, file.en])].map(inside))
      await Promise.all(pdfs.map((key) => files.remove(key)))
    },
  }
}

/**
 * Copies a product's images and downloads for its duplicate; answers the copies' paths by the
 * source's row ids, and `discard` to remove them again when the duplicate is not written.
 */
export async function copyProductMedia(
  media: ProductMediaFiles,
  source: {
    key: string
    images: { id: number; path: string }[]
    downloads: { id: number; file: Localized }[]
  },
) {
  const images = new Map<number, string>()
  const downloads = new Map<number, Localized>()
  const written: string[] = []
  const at = media.inside
  // A source file that is missing (never rendered) stays missing in the copy.
  const copy = async (from: string, to: string) => {
    if (await media.files.copy(at(from), at(to))) written.push(at(to))
  }
  try {
    for (const image of source.images) {
      const key = `${image.path.replace(/-c[0-9a-f]{8}$/, '')}-c${suffix()}`
      for (const width of PRODUCT_IMAGE_WIDTHS) {
        await copy(`${image.path}-${width}.webp`, `${key}-${width}.webp`)
      }
      images.set(image.id, key)
    }
    for (const download of source.downloads) {
      const copyOf = async (file: string) => {
        const to = `${file.replace(/(-c[0-9a-f]{8})?\.pdf$/i, '')}-c${suffix()}.pdf`
        await copy(file, to)
        return to
      }
      const de = await copyOf(download.file.de)
      const en = download.file.en === download.file.de ? de : await copyOf(download.file.en)
      downloads.set(download.id, { de, en })
    }
  } catch (error) {
    await Promise.all(written.map((key) => media.files.remove(key)))
    throw error
  }
  return {
    images,
    downloads,
    discard: () => Promise.all(written.map((key) => media.files.remove(key))).then(() => undefined),
  }
}
