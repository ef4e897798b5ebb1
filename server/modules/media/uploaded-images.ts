import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { IMAGE_UPLOAD_MAX_BYTES } from '#core/catalog/product-images.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { AppError } from '#core/errors/errors.ts'
import type { FileStore } from '#server/modules/storage/file-store.ts'

// An uploaded photo (a product image, a category thumbnail) as the storefront's <picture>
// expects it under media/ in the file store (decision 0042): turned upright, fitted whole into its box on white, and
// written as WebP in each width; the AVIF siblings are made on first request (avif.ts).

const FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'tiff', 'gif', 'heif'])

export interface ImageShape {
  /** The folder under /media, e.g. 'products'. */
  folder: string
  /** The largest rendition's box. */
  size: { width: number; height: number }
  widths: readonly number[]
}

const suffix = () => randomBytes(4).toString('hex')

export function createUploadedImages(files: FileStore) {
  /** The store's key of a file under /media. */
  const inside = (relative: string) => `media/${relative}`
  return {
    inside,
    /**
     * Renders an upload into every width; answers its key under /media (without width and
     * extension). A file that is not a readable image, or too large, is a field error on `field`.
     */
    async save(
      bytes: Uint8Array,
      name: string,
      shape: ImageShape,
      locale: Locale,
      field = 'file',
    ): Promise<{ path: string; width: number; height: number }> {
      const refuse = (key: 'adminProducts.imageTooLarge' | 'adminProducts.imageType') => {
        const message = translate(locale, key, { max: IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024 })
        const kind = key === 'adminProducts.imageTooLarge' ? 'too_large' : 'invalid'
        return new AppError(kind, message, { [field]: [message] })
      }
      if (bytes.byteLength > IMAGE_UPLOAD_MAX_BYTES) throw refuse('adminProducts.imageTooLarge')
      if (bytes.byteLength === 0) throw refuse('adminProducts.imageType')
      let large: Buffer
      try {
        const image = sharp(bytes, { limitInputPixels: 100_000_000, failOn: 'error' })
        const meta = await image.metadata()
        if (!FORMATS.has(meta.format ?? '')) throw refuse('adminProducts.imageType')
        // The whole photo, never cut: fitted into the box on white.
        large = await image
          .rotate()
          .resize({ ...shape.size, fit: 'contain', background: '#ffffff' })
          .flatten({ background: '#ffffff' })
          .png()
          .toBuffer()
      } catch (error) {
        if (error instanceof AppError) throw error
        throw refuse('adminProducts.imageType')
      }
      const key = `${shape.folder}/${name.slice(0, 60)}-${suffix()}`
      await Promise.all(
        shape.widths.map(async (width) => {
          const webp = await sharp(large).resize({ width }).webp({ quality: 80 }).toBuffer()
          await files.put(inside(`${key}-${width}.webp`), webp, 'image/webp')
        }),
      )
      return { path: key, ...shape.size }
    },

    /** Removes every rendition of an image (WebP and AVIF); missing files are fine. */
    async remove(keys: readonly string[], widths: readonly number[]) {
      const renditions = keys.flatMap((key) =>
        widths.flatMap((width) => [inside(`${key}-${width}.webp`), inside(`${key}-${width}.avif`)]),
      )
      await Promise.all(renditions.map((key) => files.remove(key)))
    },
  }
}

export type UploadedImages = ReturnType<typeof createUploadedImages>
