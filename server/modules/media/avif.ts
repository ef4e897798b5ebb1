import { mkdir, rename, stat } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

/**
 * AVIF variants of the drawn WebP images, made on first request and kept beside them: encoding
 * every image to AVIF at seed time would slow the first start by a minute, while most widths are
 * never asked for. '/media/products/x-640.avif' is made from '/media/products/x-640.webp'.
 */
export function avifSource(
  mediaRoot: string,
  urlPath: string,
): { avif: string; webp: string } | undefined {
  const match = /^\/media\/([\w/-]+-\d+)\.avif$/.exec(urlPath)
  if (!match) return undefined
  const base = path.resolve(mediaRoot, match[1]!)
  // Never leave the media folder, whatever the path says.
  if (!base.startsWith(path.resolve(mediaRoot) + path.sep)) return undefined
  return { avif: `${base}.avif`, webp: `${base}.webp` }
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  )

const pending = new Map<string, Promise<boolean>>()

/** Makes the AVIF file if its WebP exists; true when the AVIF is there afterwards. */
export async function ensureAvif(files: { avif: string; webp: string }): Promise<boolean> {
  if (await exists(files.avif)) return true
  if (!(await exists(files.webp))) return false
  let job = pending.get(files.avif)
  if (!job) {
    job = (async () => {
      await mkdir(path.dirname(files.avif), { recursive: true })
      const temp = `${files.avif}.${process.pid}.tmp`
      await sharp(files.webp).avif({ quality: 55, effort: 2 }).toFile(temp)
      await rename(temp, files.avif)
      return true
    })().finally(() => pending.delete(files.avif))
    pending.set(files.avif, job)
  }
  return job
}
