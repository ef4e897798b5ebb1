import { type Color, cmyk, degrees, type PDFFont, type PDFPage } from 'pdf-lib'
import type { Locale } from '#core/i18n/locale.ts'
import type { Rect, ZoneArea } from '#core/preflight/print-layout.ts'

// TPL-2: how the template's guides are drawn — zones, lines, eyelets, crop marks and the title
// block — in page units, on a page prepared by template-pdf.ts.

export const PT_PER_MM = 72 / 25.4

// Guide colours in CMYK (a print file has no RGB): bleed red, safety blue, zones orange, lines magenta.
export const INK = {
  text: cmyk(0, 0, 0, 0.85),
  trim: cmyk(0, 0, 0, 1),
  bleed: cmyk(0, 0.9, 0.85, 0),
  safety: cmyk(0.9, 0.45, 0, 0),
  zone: cmyk(0, 0.55, 1, 0),
  line: cmyk(0.1, 1, 0, 0),
}

/** Text and lines on one page, in page units. */
export class Drawer {
  readonly page: PDFPage
  readonly font: PDFFont
  readonly bold: PDFFont
  constructor(page: PDFPage, font: PDFFont, bold: PDFFont) {
    this.page = page
    this.font = font
    this.bold = bold
  }

  line(
    x1: number,
    y1: number,
    x2: number,
    y2: number,
    color: Color,
    thickness: number,
    dash?: number[],
  ) {
    this.page.drawLine({
      start: { x: x1, y: y1 },
      end: { x: x2, y: y2 },
      color,
      thickness,
      ...(dash ? { dashArray: dash } : {}),
    })
  }

  /** Text centred on (x, y), shrunk to fit `room`; turned by `angle` degrees. */
  centred(text: string, x: number, y: number, size: number, room: number, color: Color, angle = 0) {
    const fitted = Math.max(
      3,
      Math.min(size, (room * 0.92) / Math.max(1, this.font.widthOfTextAtSize(text, 1))),
    )
    const width = this.font.widthOfTextAtSize(text, fitted)
    const turned = angle === 90
    this.page.drawText(text, {
      x: turned ? x + fitted * 0.35 : x - width / 2,
      y: turned ? y - width / 2 : y - fitted * 0.35,
      size: fitted,
      font: this.font,
      color,
      ...(turned ? { rotate: degrees(90) } : {}),
    })
  }

  text(text: string, x: number, y: number, size: number, bold = false, maxWidth?: number) {
    const font = bold ? this.bold : this.font
    let shown = text
    if (maxWidth) {
      while (shown.length > 1 && font.widthOfTextAtSize(shown, size) > maxWidth) {
        shown = `${shown.slice(0, -2)}…`
      }
    }
    this.page.drawText(shown, { x, y, size, font, color: INK.text })
  }
}

export function drawArea(
  draw: Drawer,
  area: ZoneArea,
  others: Rect[],
  place: (r: Rect) => Rect,
  size: number,
  locale: Locale,
  t: (key: string, values?: Record<string, string | number>) => string,
) {
  const { page } = draw
  const label = `${area.name[locale]} – ${area.where[locale]}`
  if (area.kind === 'safety') {
    const shape = area.shapes[0]
    if (shape?.type !== 'rect') return
    const r = place(shape.rect)
    page.drawRectangle({
      ...r,
      borderColor: INK.safety,
      borderWidth: 0.75,
      borderDashArray: [6, 4],
    })
    // Below whatever covers the top edge, so the two labels never overlap.
    const covered = Math.max(
      0,
      ...others.map((other) => (other.y === 0 && other.width > other.height ? other.height : 0)),
    )
    const below = place({ x: 0, y: covered, width: 0, height: 0 }).y
    const y = Math.min(r.y + r.height, below) - size * 1.1
    draw.centred(
      `${label} – ${t('safetyNote')}`,
      r.x + r.width / 2,
      y,
      size * 0.7,
      r.width,
      INK.safety,
    )
    return
  }
  if (area.kind === 'band') {
    const hidden = t('hidden')
    area.rects.forEach((rect, index) => {
      const r = place(rect)
      page.drawRectangle({
        ...r,
        color: INK.zone,
        opacity: 0.22,
        borderColor: INK.zone,
        borderWidth: 0.5,
      })
      if (index > 0 && area.rects.length === 4) return
      const upright = r.height > r.width
      const room = upright ? r.height : r.width
      const depth = upright ? r.width : r.height
      draw.centred(
        `${label} – ${hidden}`,
        r.x + r.width / 2,
        r.y + r.height / 2,
        Math.min(size, depth * 0.45),
        room,
        INK.text,
        upright ? 90 : 0,
      )
    })
    return
  }
  if (area.kind === 'eyelets') {
    for (const shape of area.shapes) {
      if (shape.type !== 'circle') continue
      const c = place({ x: shape.cx, y: shape.cy, width: 0, height: 0 })
      const r = place({ x: 0, y: 0, width: shape.r, height: shape.r }).width
      page.drawCircle({
        x: c.x,
        y: c.y,
        size: r,
        color: INK.zone,
        opacity: 0.35,
        borderColor: INK.zone,
        borderWidth: 0.5,
      })
    }
    // Between the first two holes of the top (or first) row.
    const [first, second] = [...area.rects].sort((a, b) => a.y - b.y || a.x - b.x)
    if (first && second) {
      const a = place(first)
      const b = place(second)
      const sameRow = Math.abs(a.y - b.y) < 0.01
      const room = sameRow ? b.x - a.x - 2 * a.width : b.y - a.y
      draw.centred(
        label,
        sameRow ? (a.x + b.x) / 2 + a.width / 2 : a.x + a.width / 2,
        a.y + a.height / 2,
        size * 0.6,
        Math.abs(room),
        INK.text,
      )
    }
    return
  }
  for (const [index, shape] of area.shapes.entries()) {
    if (shape.type !== 'line') continue
    const a = place({ x: shape.x1, y: shape.y1, width: 0, height: 0 })
    const b = place({ x: shape.x2, y: shape.y2, width: 0, height: 0 })
    const gap = area.rects[index]
    if (gap && gap.width > 0 && gap.height > 0) {
      page.drawRectangle({ ...place(gap), color: INK.line, opacity: 0.18 })
    }
    draw.line(a.x, a.y, b.x, b.y, INK.line, 0.75, [8, 4])
    if (index === 0) {
      const vertical = shape.x1 === shape.x2
      draw.centred(
        label,
        vertical ? a.x + size * 0.8 : (a.x + b.x) / 2,
        vertical ? (a.y + b.y) / 2 : a.y + size * 0.8,
        size * 0.7,
        vertical ? Math.abs(a.y - b.y) : Math.abs(a.x - b.x),
        INK.line,
        vertical ? 90 : 0,
      )
    }
  }
}

export function drawCropMarks(
  draw: Drawer,
  ox: number,
  oy: number,
  w: number,
  h: number,
  bleed: number,
) {
  const gap = bleed + 2 * PT_PER_MM
  const length = 6 * PT_PER_MM
  for (const [x, y, sx, sy] of [
    [ox, oy, -1, -1],
    [ox + w, oy, 1, -1],
    [ox, oy + h, -1, 1],
    [ox + w, oy + h, 1, 1],
  ] as const) {
    draw.line(x + sx * gap, y, x + sx * (gap + length), y, INK.trim, 0.3)
    draw.line(x, y + sy * gap, x, y + sy * (gap + length), INK.trim, 0.3)
  }
}

/** Label and value rows on the left, notes (layer, zones, contact) on the right. */
export function drawTitleBlock(
  draw: Drawer,
  rows: [string, string][],
  notes: string[],
  x: number,
  top: number,
  width: number,
  k: number,
) {
  const size = Math.min(
    8 * k,
    (top - 4 * PT_PER_MM * k) / (Math.max(rows.length, notes.length) + 1) / 1.3,
  )
  const lead = size * 1.3
  const column = width / 2
  const labelWidth = Math.min(column * 0.35, 110 * k)
  rows.forEach(([label, value], index) => {
    const y = top - index * lead
    draw.text(label, x, y, size, true, labelWidth - 4)
    draw.text(value, x + labelWidth, y, size, index === 0, column - labelWidth - 8)
  })
  notes.forEach((note, index) => {
    draw.text(note, x + column, top - index * lead, size, false, column)
  })
}
