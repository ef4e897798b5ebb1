import sharp from 'sharp'
import type { ColorKind, FileFacts } from '#core/preflight/preflight.ts'

// PRE-1, PRE-3, PRE-5, PRE-6 for JPEG, PNG and TIFF (decision 0022): pixels, colour and pages as
// sharp reads them. The picture is decoded once at a small size, so a truncated file is caught
// here and not at the printer.

/** 300 megapixels: far beyond any print (a 2 × 5 m banner at 100 ppi is 150 MP). */
const MAX_PIXELS = 300e6

const colorOf = (space: string | undefined): ColorKind =>
  space === 'cmyk'
    ? 'cmyk'
    : space === 'b-w' || space === 'grey16'
      ? 'gray'
      : space === 'lab'
        ? 'lab'
        : 'rgb'

export async function inspectImage(file: string): Promise<FileFacts> {
  try {
    // The header alone, without the pixel limit: sharp refuses an oversized picture as it does a
    // broken one, and the buyer must hear which of the two it is.
    const meta = await sharp(file, { limitInputPixels: false, failOn: 'error' }).metadata()
    if (!meta.width || !meta.height) return { kind: 'unreadable', reason: 'damaged' }
    if (meta.width * meta.height > MAX_PIXELS) {
      return {
        kind: 'too-many-pixels',
        pixels: { width: meta.width, height: meta.height },
        maxPixels: MAX_PIXELS,
      }
    }
    // Decoding (shrunk) reads every row: a file that breaks off fails here.
    await sharp(file, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .resize(64, 64, { fit: 'inside' })
      .raw()
      .toBuffer()
    return {
      kind: 'image',
      pixels: { width: meta.width, height: meta.height },
      color: colorOf(meta.space),
      pages: meta.pages ?? 1,
    }
  } catch {
    return { kind: 'unreadable', reason: 'damaged' }
  }
}
