import * as mupdf from 'mupdf'
import sharp from 'sharp'
import { openFile } from './inspect-pdf.ts'

// PRE-9 (decision 0022): the picture of a print file that customer and staff see beside the
// check — the first page (or each side of a two-sided product) with the cut (trim, blue), the bleed (red, dashed) and
// the safety margin (green, dashed) drawn over it. Runs in the checking process.

/** The preview's longer side in pixels: enough to see the layout, small enough to send. */
export const PREVIEW_PX = 1200
/** Text and logos belong this far inside the trim (PRE-9). */
export const SAFETY_MM = 5

const PT_PER_MM = 72 / 25.4

type Rect = [number, number, number, number]

/** The lines over a picture of `width` × `height` px; rectangles in the picture's pixels. */
function overlay(width: number, height: number, bleed: Rect, trim: Rect, safetyPx: number) {
  const rect = ([x0, y0, x1, y1]: Rect, color: string, dash: boolean) =>
    `<rect x="${x0}" y="${y0}" width="${Math.max(0, x1 - x0)}" height="${Math.max(0, y1 - y0)}" fill="none" stroke="${color}" stroke-width="2"${dash ? ' stroke-dasharray="8 5"' : ''}/>`
  const safety: Rect = [
    trim[0] + safetyPx,
    trim[1] + safetyPx,
    trim[2] - safetyPx,
    trim[3] - safetyPx,
  ]
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${rect(bleed, '#dc2626', true)}${rect(trim, '#1d4ed8', false)}${rect(safety, '#16a34a', true)}</svg>`,
  )
}

/** One page as PNG with its boxes drawn in, its longer side `PREVIEW_PX`. */
async function pagePicture(doc: mupdf.Document, index: number) {
  const page = doc.loadPage(index) as mupdf.PDFPage
  try {
    const crop = page.getBounds('CropBox') as Rect
    const scale = PREVIEW_PX / Math.max(crop[2] - crop[0], crop[3] - crop[1])
    const pixmap = page.toPixmap(
      mupdf.Matrix.scale(scale, scale),
      mupdf.ColorSpace.DeviceRGB,
      false,
      true,
    )
    try {
      // getBounds answers the boxes in the rendered page's own coordinates.
      const toPx = (r: Rect): Rect => [
        (r[0] - crop[0]) * scale,
        (r[1] - crop[1]) * scale,
        (r[2] - crop[0]) * scale,
        (r[3] - crop[1]) * scale,
      ]
      const width = pixmap.getWidth()
      const height = pixmap.getHeight()
      const lines = overlay(
        width,
        height,
        toPx(page.getBounds('BleedBox') as Rect),
        toPx(page.getBounds('TrimBox') as Rect),
        SAFETY_MM * PT_PER_MM * scale,
      )
      const png = await sharp(Buffer.from(pixmap.asPNG()))
        .composite([{ input: lines }])
        .png()
        .toBuffer()
      return { png, width, height }
    } finally {
      pixmap.destroy()
    }
  } finally {
    page.destroy()
  }
}

/** Space between two sides of a preview, in pixels. */
const GAP_PX = 16

/**
 * The first page of a PDF as WebP with its boxes drawn in — or, for a product printed on more
 * than one side, each side (up to `sides` pages) next to each other, in one picture whose longer
 * side is at most `PREVIEW_PX`.
 */
export async function pdfPreview(file: string, sides = 1): Promise<Buffer> {
  const doc = openFile(file)
  try {
    const count = Math.max(1, Math.min(sides, doc.countPages()))
    const pages = []
    for (let index = 0; index < count; index++) pages.push(await pagePicture(doc, index))
    if (pages.length === 1) return await sharp(pages[0]!.png).webp({ quality: 80 }).toBuffer()
    const width = pages.reduce((sum, page) => sum + page.width, 0) + GAP_PX * (pages.length - 1)
    const height = Math.max(...pages.map((page) => page.height))
    let left = 0
    const layers = pages.map((page) => {
      const layer = { input: page.png, left, top: 0 }
      left += page.width + GAP_PX
      return layer
    })
    const sheet = await sharp({
      create: { width, height, channels: 3, background: { r: 241, g: 245, b: 249 } },
    })
      .composite(layers)
      .png()
      .toBuffer()
    return await sharp(sheet)
      .resize(PREVIEW_PX, PREVIEW_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer()
  } finally {
    doc.destroy()
  }
}

/**
 * A JPEG, PNG or TIFF as WebP: the whole picture is format plus bleed, so the trim lies
 * `bleedMm` inside its edges (in the proportion of the ordered width).
 */
export async function imagePreview(
  file: string,
  ordered: { trimWidthMm: number; bleedMm: number },
): Promise<Buffer> {
  const picture = sharp(file, { limitInputPixels: 300e6 })
    .rotate()
    .resize(PREVIEW_PX, PREVIEW_PX, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
  const { data, info } = await picture.png().toBuffer({ resolveWithObject: true })
  const pxPerMm = info.width / (ordered.trimWidthMm + 2 * ordered.bleedMm)
  const inset = ordered.bleedMm * pxPerMm
  const lines = overlay(
    info.width,
    info.height,
    [0, 0, info.width, info.height],
    [inset, inset, info.width - inset, info.height - inset],
    SAFETY_MM * pxPerMm,
  )
  return sharp(data)
    .composite([{ input: lines }])
    .webp({ quality: 80 })
    .toBuffer()
}
