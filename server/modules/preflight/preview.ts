import * as mupdf from 'mupdf'
import sharp from 'sharp'
import type { Size } from '#core/preflight/preflight.ts'
import { layoutAreas, type PrintLayout } from '#core/preflight/print-layout.ts'
import { openFile, showAsPrinted } from './inspect-pdf.ts'

// PRE-9 (decision 0022): the picture of a print file that customer and staff see beside the
// check — the first page (or each side of a two-sided product) with the cut (trim, blue), the bleed (red, dashed) and
// the safety margin (green, dashed) drawn over it, and (TPL-5) the zones the hardware hides
// shaded and its dividing lines drawn, so the buyer sees where text would be lost. Runs in the
// checking process; what does not print (a template's guides) is not drawn.

/** The preview's longer side in pixels: enough to see the layout, small enough to send. */
export const PREVIEW_PX = 1200
/** Text and logos belong this far inside the trim (PRE-9). */
export const SAFETY_MM = 5

const PT_PER_MM = 72 / 25.4

type Rect = [number, number, number, number]

/** TPL-5: the product's layout and ordered trim, to draw its zones over each side. */
export interface PreviewZones {
  layout: PrintLayout
  trimMm: Size
}

/** Shapes drawn at most per side: a layout with eyelets every centimetre stays a small SVG. */
const MAX_SHAPES = 500
const ZONE = '#d97706'
const LINE = '#c026d3'

const num = (value: number) => Math.round(value * 10) / 10

/**
 * TPL-5: the hidden zones of one side as SVG, shaded (bands, eyelets) or drawn (dividing lines),
 * placed on the trim (`trim` in the picture's pixels, which holds `trimMm` at any scale).
 */
function zoneShapes(zones: PreviewZones, side: number, trim: Rect): string {
  const sx = (trim[2] - trim[0]) / zones.trimMm.width
  const sy = (trim[3] - trim[1]) / zones.trimMm.height
  const x = (mm: number) => num(trim[0] + mm * sx)
  const y = (mm: number) => num(trim[1] + mm * sy)
  const shaded = `fill="${ZONE}" fill-opacity="0.35" stroke="${ZONE}" stroke-width="1"`
  const shapes: string[] = []
  for (const area of layoutAreas(zones.layout, zones.trimMm, side)) {
    if (area.kind === 'safety') continue
    for (const shape of area.shapes) {
      if (shapes.length >= MAX_SHAPES) break
      if (shape.type === 'rect') {
        const r = shape.rect
        shapes.push(
          `<rect x="${x(r.x)}" y="${y(r.y)}" width="${num(r.width * sx)}" height="${num(r.height * sy)}" ${shaded}/>`,
        )
      } else if (shape.type === 'circle') {
        shapes.push(
          `<ellipse cx="${x(shape.cx)}" cy="${y(shape.cy)}" rx="${num(Math.max(1.5, shape.r * sx))}" ry="${num(Math.max(1.5, shape.r * sy))}" ${shaded}/>`,
        )
      } else {
        shapes.push(
          `<line x1="${x(shape.x1)}" y1="${y(shape.y1)}" x2="${x(shape.x2)}" y2="${y(shape.y2)}" stroke="${LINE}" stroke-width="2" stroke-dasharray="10 4"/>`,
        )
      }
    }
  }
  return shapes.join('')
}

/**
 * The lines over a picture of `width` × `height` px; rectangles in the picture's pixels. With
 * zones, their safety margin replaces the general one (TPL-5 warns against that margin).
 */
function overlay(
  width: number,
  height: number,
  bleed: Rect,
  trim: Rect,
  safetyPx: number,
  zones?: { zones: PreviewZones; side: number },
) {
  const rect = ([x0, y0, x1, y1]: Rect, color: string, dash: boolean) =>
    `<rect x="${x0}" y="${y0}" width="${Math.max(0, x1 - x0)}" height="${Math.max(0, y1 - y0)}" fill="none" stroke="${color}" stroke-width="2"${dash ? ' stroke-dasharray="8 5"' : ''}/>`
  const margin = zones
    ? (zones.zones.layout.safetyMm * (trim[2] - trim[0])) / zones.zones.trimMm.width
    : safetyPx
  const safety: Rect = [trim[0] + margin, trim[1] + margin, trim[2] - margin, trim[3] - margin]
  const hidden = zones ? zoneShapes(zones.zones, zones.side, trim) : ''
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${hidden}${rect(bleed, '#dc2626', true)}${rect(trim, '#1d4ed8', false)}${margin > 0 ? rect(safety, '#16a34a', true) : ''}</svg>`,
  )
}

/** True when the two sizes are both portrait or both landscape. */
const sameWay = (a: Size, b: Size) => a.width >= a.height === b.width >= b.height

/**
 * One page as PNG with its boxes (and its side's zones) drawn in, its longer side `PREVIEW_PX`.
 */
async function pagePicture(
  doc: mupdf.Document,
  index: number,
  zones?: PreviewZones & { bleedMm: number },
) {
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
      const trim = toPx(trimOf(page, zones))
      const trimSize = { width: trim[2] - trim[0], height: trim[3] - trim[1] }
      // As the check (TPL-5): a page turned against the product gets no zones, they would lie wrong.
      const upright = zones && sameWay(trimSize, zones.trimMm)
      const lines = overlay(
        width,
        height,
        toPx(page.getBounds('BleedBox') as Rect),
        trim,
        SAFETY_MM * PT_PER_MM * scale,
        upright ? { zones, side: index } : undefined,
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

/**
 * The page's trim in its displayed coordinates: the TrimBox, or without one the page itself —
 * less the bleed when the page is exactly trim plus bleed, as the check takes it (PRE-3).
 */
function trimOf(page: mupdf.PDFPage, zones?: PreviewZones & { bleedMm: number }): Rect {
  const trim = page.getBounds('TrimBox') as Rect
  if (!zones || zones.bleedMm <= 0 || !page.getObject().get('TrimBox').isNull()) return trim
  const media = page.getBounds('MediaBox') as Rect
  const mm = (pt: number) => pt / PT_PER_MM
  const size = { width: mm(media[2] - media[0]), height: mm(media[3] - media[1]) }
  const want = sameWay(size, zones.trimMm)
    ? zones.trimMm
    : { width: zones.trimMm.height, height: zones.trimMm.width }
  const withBleed = (a: number, b: number) => Math.abs(a - (b + 2 * zones.bleedMm)) <= 1
  if (!withBleed(size.width, want.width) || !withBleed(size.height, want.height)) return trim
  const b = zones.bleedMm * PT_PER_MM
  return [media[0] + b, media[1] + b, media[2] - b, media[3] - b]
}

/** Space between two sides of a preview, in pixels. */
const GAP_PX = 16

/**
 * The first page of a PDF as WebP with its boxes drawn in — or, for a product printed on more
 * than one side, each side (up to `sides` pages) next to each other, in one picture whose longer
 * side is at most `PREVIEW_PX`.
 */
export async function pdfPreview(
  file: string,
  sides = 1,
  zones?: PreviewZones & { bleedMm: number },
): Promise<Buffer> {
  const doc = openFile(file)
  try {
    const pdf = doc.asPDF()
    if (pdf) showAsPrinted(pdf)
    const count = Math.max(1, Math.min(sides, doc.countPages()))
    const pages = []
    for (let index = 0; index < count; index++) pages.push(await pagePicture(doc, index, zones))
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
  ordered: { trimWidthMm: number; bleedMm: number; zones?: PreviewZones },
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
    ordered.zones && sameWay(info, ordered.zones.trimMm)
      ? { zones: ordered.zones, side: 0 }
      : undefined,
  )
  return sharp(data)
    .composite([{ input: lines }])
    .webp({ quality: 80 })
    .toBuffer()
}
