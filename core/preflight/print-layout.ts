import type { Locale, Localized } from '#core/i18n/locale.ts'
import type { Size } from './preflight.ts'

// TPL-1, TPL-5 (decision 0050): what the hardware does to a print — the safety margin inside the
// trim, the zones it hides or covers (a roll-up's cassette and clamp rail, a frame's silicone
// edge, a banner's hem and eyelets, a flag's pole sleeve) and the lines that divide it (a
// counter's panel joints, a folding wall's hinges). Kept per product, replaced as a whole by an
// option value that changes it. The template draws these areas and the check warns about text in
// them: both from `layoutAreas`, so the file a buyer starts from and the check cannot disagree.

export type Edge = 'top' | 'bottom' | 'left' | 'right'
export const EDGES: readonly Edge[] = ['top', 'right', 'bottom', 'left']

export type PrintZone =
  /** A strip along edges that the hardware hides or covers (cassette, rail, hem, sleeve). */
  | { kind: 'band'; edges: Edge[]; depthMm: number; name: Localized }
  /** Holes punched along edges, at most `spacingMm` apart, their centres `insetMm` in. */
  | {
      kind: 'eyelets'
      edges: Edge[]
      spacingMm: number
      insetMm: number
      diameterMm: number
      name: Localized
    }
  /** Lines dividing the print into equal parts (folds, seams, panel joints); `gapMm` is lost at each. */
  | {
      kind: 'lines'
      axis: 'vertical' | 'horizontal'
      parts: number
      gapMm: number
      name: Localized
    }

export interface PrintLayout {
  /** Important content stays this far inside the trim, in mm. */
  safetyMm: number
  zones: PrintZone[]
  /** Two-sided prints seen from the back: left and right swap on the second side (a flag's sleeve). */
  mirrorBack: boolean
}

/** mm from the trim's top-left corner, y downwards (as a page is read). */
export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

export type Shape =
  | { type: 'rect'; rect: Rect }
  | { type: 'circle'; cx: number; cy: number; r: number }
  | { type: 'line'; x1: number; y1: number; x2: number; y2: number }

/** One zone (or the safety margin) on one side: where it lies and what to call it. */
export interface ZoneArea {
  /** The zone's index in the layout, or 'safety' for the margin. */
  zone: number | 'safety'
  kind: PrintZone['kind'] | 'safety'
  name: Localized
  /** Where it lies, in words ("unten 10 cm", "bottom 10 cm"). */
  where: Localized
  shapes: Shape[]
  /** The areas text must keep out of (a line's width, an eyelet's hole). */
  rects: Rect[]
}

export const NO_LAYOUT: PrintLayout = { safetyMm: 0, zones: [], mirrorBack: false }

const mirrored: Record<Edge, Edge> = { top: 'top', bottom: 'bottom', left: 'right', right: 'left' }

function bandRect(edge: Edge, depth: number, trim: Size): Rect {
  switch (edge) {
    case 'top':
      return { x: 0, y: 0, width: trim.width, height: depth }
    case 'bottom':
      return { x: 0, y: trim.height - depth, width: trim.width, height: depth }
    case 'left':
      return { x: 0, y: 0, width: depth, height: trim.height }
    case 'right':
      return { x: trim.width - depth, y: 0, width: depth, height: trim.height }
  }
}

/** Evenly spread points from `from` to `to`, at most `spacing` apart (both ends included). */
function spread(from: number, to: number, spacing: number): number[] {
  const count = Math.max(1, Math.ceil((to - from) / spacing - 1e-9))
  return Array.from({ length: count + 1 }, (_, i) => from + ((to - from) * i) / count)
}

function eyeletCentres(zone: Extract<PrintZone, { kind: 'eyelets' }>, edges: Edge[], trim: Size) {
  const { insetMm: inset, spacingMm: spacing } = zone
  const centres = new Map<string, { x: number; y: number }>()
  const add = (x: number, y: number) => centres.set(`${x.toFixed(2)}:${y.toFixed(2)}`, { x, y })
  for (const edge of edges) {
    const along = edge === 'top' || edge === 'bottom' ? trim.width : trim.height
    for (const at of spread(inset, along - inset, spacing)) {
      if (edge === 'top') add(at, inset)
      if (edge === 'bottom') add(at, trim.height - inset)
      if (edge === 'left') add(inset, at)
      if (edge === 'right') add(trim.width - inset, at)
    }
  }
  return [...centres.values()]
}

const formatCm = (mm: number, locale: Locale) =>
  `${new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 1 }).format(mm / 10)} cm`

const EDGE_WORDS: Record<Locale, Record<Edge, string>> = {
  de: { top: 'oben', bottom: 'unten', left: 'links', right: 'rechts' },
  en: { top: 'top', bottom: 'bottom', left: 'left', right: 'right' },
}

function edgesText(edges: Edge[], locale: Locale): string {
  if (edges.length === 4) return locale === 'de' ? 'rundum' : 'all round'
  const words = EDGES.filter((edge) => edges.includes(edge)).map((edge) => EDGE_WORDS[locale][edge])
  const and = locale === 'de' ? ' und ' : ' and '
  return words.length > 1 ? `${words.slice(0, -1).join(', ')}${and}${words.at(-1)}` : words[0]!
}

function both(text: (locale: Locale) => string): Localized {
  return { de: text('de'), en: text('en') }
}

function zoneArea(zone: PrintZone, index: number, trim: Size, back: boolean): ZoneArea {
  if (zone.kind === 'band') {
    const edges = back ? zone.edges.map((edge) => mirrored[edge]) : zone.edges
    const rects = edges.map((edge) => bandRect(edge, zone.depthMm, trim))
    return {
      zone: index,
      kind: 'band',
      name: zone.name,
      where: both((l) => `${edgesText(edges, l)} ${formatCm(zone.depthMm, l)}`),
      shapes: rects.map((rect) => ({ type: 'rect', rect })),
      rects,
    }
  }
  if (zone.kind === 'eyelets') {
    const edges = back ? zone.edges.map((edge) => mirrored[edge]) : zone.edges
    const r = zone.diameterMm / 2
    const centres = eyeletCentres(zone, edges, trim)
    return {
      zone: index,
      kind: 'eyelets',
      name: zone.name,
      where: both((l) =>
        l === 'de'
          ? `Ø ${formatCm(zone.diameterMm, l)} alle ${formatCm(zone.spacingMm, l)}, ${formatCm(zone.insetMm, l)} vom Rand`
          : `Ø ${formatCm(zone.diameterMm, l)} every ${formatCm(zone.spacingMm, l)}, ${formatCm(zone.insetMm, l)} from the edge`,
      ),
      shapes: centres.map(({ x, y }) => ({ type: 'circle', cx: x, cy: y, r })),
      rects: centres.map(({ x, y }) => ({ x: x - r, y: y - r, width: 2 * r, height: 2 * r })),
    }
  }
  const vertical = zone.axis === 'vertical'
  const length = vertical ? trim.width : trim.height
  const positions = Array.from(
    { length: Math.max(0, zone.parts - 1) },
    (_, i) => (length * (i + 1)) / zone.parts,
  )
  // Seen from the back, a vertical line at 1/3 from the left lies 1/3 from the right.
  const at = back && vertical ? positions.map((p) => length - p).reverse() : positions
  const half = zone.gapMm / 2
  return {
    zone: index,
    kind: 'lines',
    name: zone.name,
    where: both(
      (l) =>
        `${l === 'de' ? 'bei' : 'at'} ${at.map((p) => formatCm(p, l).replace(' cm', '')).join(', ')} cm ${
          vertical
            ? l === 'de'
              ? 'von links'
              : 'from the left'
            : l === 'de'
              ? 'von oben'
              : 'from the top'
        }`,
    ),
    shapes: at.map((p) =>
      vertical
        ? { type: 'line', x1: p, y1: 0, x2: p, y2: trim.height }
        : { type: 'line', x1: 0, y1: p, x2: trim.width, y2: p },
    ),
    rects: at.map((p) =>
      vertical
        ? { x: p - half, y: 0, width: zone.gapMm, height: trim.height }
        : { x: 0, y: p - half, width: trim.width, height: zone.gapMm },
    ),
  }
}

/**
 * TPL-1: the layout's zones on one side (0-based) of a print of `trim` mm, the safety margin
 * last. The second side of a mirrored layout has left and right swapped.
 */
export function layoutAreas(layout: PrintLayout, trim: Size, side = 0): ZoneArea[] {
  const back = layout.mirrorBack && side % 2 === 1
  const areas = layout.zones.map((zone, index) => zoneArea(zone, index, trim, back))
  if (layout.safetyMm > 0) {
    const s = layout.safetyMm
    areas.push({
      zone: 'safety',
      kind: 'safety',
      name: { de: 'Sicherheitsabstand', en: 'Safety margin' },
      where: both((l) => `${formatCm(s, l)} ${l === 'de' ? 'vom Rand' : 'from the edge'}`),
      shapes: [
        {
          type: 'rect',
          rect: { x: s, y: s, width: trim.width - 2 * s, height: trim.height - 2 * s },
        },
      ],
      rects: [],
    })
  }
  return areas
}

/** True when the two rectangles share area (a line of no width counts when crossed). */
export function overlaps(a: Rect, b: Rect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/** True when `inner` lies wholly inside the trim inset by `margin` mm. */
export function insideMargin(inner: Rect, trim: Size, margin: number): boolean {
  const slack = 0.01
  return (
    inner.x >= margin - slack &&
    inner.y >= margin - slack &&
    inner.x + inner.width <= trim.width - margin + slack &&
    inner.y + inner.height <= trim.height - margin + slack
  )
}
