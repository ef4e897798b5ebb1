import { buffer } from 'node:stream/consumers'
import sharp from 'sharp'
import type { FileStore } from '#server/modules/storage/file-store.ts'

/**
 * AVIF variants of the drawn WebP images, made on first request and kept beside them in the
 * file store (decision 0042): encoding every image to AVIF at seed time would slow the first
 * start by a minute, while most widths are never asked for. '/media/products/x-640.avif' is
 * made from '/media/products/x-640.webp'.
 */
export function avifSource(urlPath: string): { avif: string; webp: string } | undefined {
  const match = /^\/media\/([\w/-]+-\d+)\.avif$/.exec(urlPath)
  if (!match || match[1]!.split('/').includes('')) return undefined
  return { avif: `media/${match[1]}.avif`, webp: `media/${match[1]}.webp` }
}

const pending = new Map<string, Promise<boolean>>()

/** Makes the AVIF file if its WebP exists; true when the AVIF is there afterwards. */
export async function ensureAvif(
  files: FileStore,
  keys: { avif: string; webp: string },
): Promise<boolean> {
  if (await files.stat(keys.avif)) return true
  let job = pending.get(keys.avif)
  if (!job) {
    job = (async () => {
      // A rendition is small (at most 1280 pixels wide): read whole, encoded, written once.
      const webp = await files.read(keys.webp)
      if (!webp) return false
      const avif = await sharp(await buffer(webp.stream))
        .avif({ quality: 55, effort: 2 })
        .toBuffer()
      await files.put(keys.avif, avif, 'image/avif')
      return true
    })().finally(() => pending.delete(keys.avif))
    pending.set(keys.avif, job)
  }
  return job
}
