import type { Localized } from '#core/i18n/locale.ts'
import type { PrintLayout, Rect } from './print-layout.ts'
import { textInZones } from './zone-check.ts'

// The print-data check's rules (PRE-1..PRE-7, decision 0022): what a file's facts mean for the
// product it was ordered for. Pure: the inspectors (server/modules/preflight) read the facts
// from a PDF or an image; these functions judge them, so every rule is unit-tested here.

export type Level = 'pass' | 'warning' | 'error'

/** A colour space as print cares about it. */
export type ColorKind = 'gray' | 'rgb' | 'cmyk' | 'lab' | 'indexed' | 'spot' | 'other'

export interface Size {
  width: number
  height: number
}

/** What the product asks of its print data (seeded per product; edited in back office II). */
export interface PreflightThresholds {
  /** The ordered trim size in mm (from the configuration, e.g. 850 × 2000 for 85 × 200 cm). */
  trimMm: Size
  /** Bleed the product needs on every side, in mm (0: none). */
  bleedMm: number
  /** The lowest effective resolution at final size, in ppi (e.g. 100 large format, 300 small). */
  minPpi: number
  /** How many pages (sides) the product takes: one-sided 1, two-sided 2, sets more. */
  pages: { min: number; max: number }
  /** TPL-5: safety margin and hidden zones; text in them is warned about. */
  layout?: PrintLayout
}

export interface PdfPageFacts {
  /** The TrimBox in mm, or null when the page has none (the MediaBox is then the trim). */
  trimMm: Size | null
  mediaMm: Size
  /** How far the BleedBox (or else the MediaBox) reaches beyond the trim on each side, in mm. */
  bleedMm: { left: number; right: number; top: number; bottom: number }
  /** Placed images: their resolution at the page's size, and colour. */
  images: { ppi: number; color: ColorKind }[]
  /** TPL-5: lines of printing text, in mm from the MediaBox's top-left corner (y downwards). */
  text?: Rect[]
  /** Where the TrimBox's top-left corner lies from the MediaBox's, in mm (absent: no TrimBox). */
  trimAtMm?: { x: number; y: number }
}

export type FileFacts =
  | { kind: 'unreadable'; reason: 'encrypted' | 'damaged' | 'no-pages' | 'not-a-print-file' }
  | {
      kind: 'pdf'
      /** MuPDF repaired a broken file (e.g. cut off): it opened, but may print wrong (an error). */
      repaired: boolean
      pages: PdfPageFacts[]
      fonts: { name: string; embedded: boolean }[]
      /** Colour spaces of fills, strokes and text (images carry their own). */
      colors: ColorKind[]
      spotNames: string[]
    }
  | { kind: 'image'; pixels: Size; color: ColorKind; pages: number }
  /** A sound picture with more pixels than the check decodes (and any print needs). */
  | { kind: 'too-many-pixels'; pixels: Size; maxPixels: number }
  /** EPS: accepted, checked by hand (PRE-1). */
  | { kind: 'by-hand' }

export type RuleName =
  'file' | 'pages' | 'size' | 'bleed' | 'resolution' | 'fonts' | 'colors' | 'zones'

export interface Finding {
  rule: RuleName
  level: Level
  /** The message key under `preflight.` in the customer's language. */
  key: string
  values: Record<string, string | number>
  /** Values given in both languages (a zone's name), laid over `values` in the reader's. */
  localized?: Record<string, Localized>
}

export interface PreflightResult {
  /** The worst finding: error stops production until the data is fixed or accepted by hand. */
  level: Level | 'by-hand'
  findings: Finding[]
}

/** Sizes within this many mm count as equal: PDF points and rounding in layout programs. */
export const SIZE_TOLERANCE_MM = 1
/** Below the minimum resolution is a warning; below this share of it an error. */
const RESOLUTION_ERROR_SHARE = 0.5

const round = (value: number) => Math.round(value * 10) / 10
const sizeText = (size: Size) => `${round(size.width)} × ${round(size.height)} mm`
const close = (a: number, b: number, tolerance = SIZE_TOLERANCE_MM) => Math.abs(a - b) <= tolerance

/** The size in the orientation of `like` (a landscape PDF for a portrait roll-up is fine). */
function oriented(size: Size, like: Size): Size {
  const sameWay = size.width >= size.height === like.width >= like.height
  return sameWay ? size : { width: size.height, height: size.width }
}

const sameOrientation = (a: Size, b: Size) => a.width >= a.height === b.width >= b.height
const sameSize = (a: Size, b: Size) => close(a.width, b.width) && close(a.height, b.height)
const sameRatio = (a: Size, b: Size) =>
  Math.abs(a.width / a.height - b.width / b.height) <= 0.01 * (b.width / b.height)

const worst = (levels: Level[]): Level =>
  levels.includes('error') ? 'error' : levels.includes('warning') ? 'warning' : 'pass'

/**
 * PRE-2..PRE-6: the findings for a file's facts. Every rule answers pass, warning or error, with
 * a message key whose text says what to do; a file that cannot be read is one error.
 */
export function checkPrintFile(facts: FileFacts, t: PreflightThresholds): PreflightResult {
  if (facts.kind === 'by-hand') {
    return {
      level: 'by-hand',
      findings: [{ rule: 'file', level: 'warning', key: 'byHand', values: {} }],
    }
  }
  if (facts.kind === 'unreadable') {
    return {
      level: 'error',
      findings: [{ rule: 'file', level: 'error', key: `unreadable.${facts.reason}`, values: {} }],
    }
  }
  if (facts.kind === 'too-many-pixels') {
    const { width, height } = facts.pixels
    const values = {
      width,
      height,
      megapixels: Math.round((width * height) / 1e6),
      max: Math.floor(facts.maxPixels / 1e6),
    }
    return {
      level: 'error',
      findings: [{ rule: 'file', level: 'error', key: 'tooManyPixels', values }],
    }
  }
  const findings = facts.kind === 'pdf' ? pdfFindings(facts, t) : imageFindings(facts, t)
  return { level: worst(findings.map((f) => f.level)), findings }
}

function pageCount(count: number, t: PreflightThresholds): Finding {
  const expected =
    t.pages.min === t.pages.max ? String(t.pages.min) : `${t.pages.min}–${t.pages.max}`
  const ok = count >= t.pages.min && count <= t.pages.max
  return {
    rule: 'pages',
    level: ok ? 'pass' : 'error',
    key: ok ? 'pagesOk' : 'pagesWrong',
    values: { count, expected },
  }
}

function resolution(ppis: number[], scale: number, t: PreflightThresholds): Finding {
  if (ppis.length === 0) {
    return { rule: 'resolution', level: 'pass', key: 'resolutionNoImages', values: {} }
  }
  // At final size an image is enlarged by the factor the page is enlarged by.
  const lowest = Math.round(Math.min(...ppis) / scale)
  const level: Level =
    lowest >= t.minPpi ? 'pass' : lowest >= t.minPpi * RESOLUTION_ERROR_SHARE ? 'warning' : 'error'
  return {
    rule: 'resolution',
    level,
    key: level === 'pass' ? 'resolutionOk' : 'resolutionLow',
    values: { ppi: lowest, min: t.minPpi },
  }
}

function colorFinding(kinds: ColorKind[], spotNames: string[]): Finding {
  if (kinds.includes('rgb')) {
    return { rule: 'colors', level: 'warning', key: 'colorsRgb', values: {} }
  }
  if (kinds.includes('spot')) {
    return {
      rule: 'colors',
      level: 'warning',
      key: 'colorsSpot',
      values: { names: spotNames.join(', ') || '–' },
    }
  }
  return { rule: 'colors', level: 'pass', key: 'colorsOk', values: {} }
}

function pdfFindings(facts: Extract<FileFacts, { kind: 'pdf' }>, t: PreflightThresholds) {
  const findings: Finding[] = []
  // A file MuPDF had to repair may miss objects the printer's RIP would need: export it again.
  if (facts.repaired) findings.push({ rule: 'file', level: 'error', key: 'repaired', values: {} })
  findings.push(pageCount(facts.pages.length, t))

  // Size and bleed of each page; the first page that does not fit speaks for the file.
  const withBleed = {
    width: t.trimMm.width + 2 * t.bleedMm,
    height: t.trimMm.height + 2 * t.bleedMm,
  }
  let size: Finding = {
    rule: 'size',
    level: 'pass',
    key: 'sizeOk',
    values: { expected: sizeText(t.trimMm) },
  }
  let bleed: Finding = {
    rule: 'bleed',
    level: 'pass',
    key: 'bleedOk',
    values: { bleed: t.bleedMm },
  }
  let scale = 1
  // TPL-5: each page's text at final size, from the trim's corner (pages turned a quarter skipped).
  const sides: { side: number; text: Rect[] }[] = []
  for (const [side, page] of facts.pages.entries()) {
    // Without a TrimBox the page itself is taken as trim — or as trim plus bleed when it is
    // exactly that big, as layout programs export it.
    const noTrimWithBleed =
      page.trimMm === null && t.bleedMm > 0 && sameSize(oriented(page.mediaMm, t.trimMm), withBleed)
    const trim = oriented(page.trimMm ?? (noTrimWithBleed ? t.trimMm : page.mediaMm), t.trimMm)
    const values = { actual: sizeText(trim), expected: sizeText(t.trimMm) }
    if (!sameSize(trim, t.trimMm) && size.level === 'pass') {
      if (sameRatio(trim, t.trimMm)) {
        // Data in a scale (large format is often laid out 1:10): fine, the print enlarges it.
        scale = Math.max(scale, t.trimMm.width / trim.width)
        size = { rule: 'size', level: 'warning', key: 'sizeScaled', values }
      } else {
        size = { rule: 'size', level: 'error', key: 'sizeWrong', values }
      }
    }
    // Without a TrimBox the page itself says which way it lies (its text is in that space).
    const upright = sameOrientation(page.trimMm ?? page.mediaMm, t.trimMm)
    if (page.text && upright) {
      const at =
        page.trimAtMm ?? (noTrimWithBleed ? { x: t.bleedMm, y: t.bleedMm } : { x: 0, y: 0 })
      const factor = t.trimMm.width / trim.width
      sides.push({
        side,
        text: page.text.map((r) => ({
          x: (r.x - at.x) * factor,
          y: (r.y - at.y) * factor,
          width: r.width * factor,
          height: r.height * factor,
        })),
      })
    }
    if (t.bleedMm > 0 && bleed.level === 'pass' && !noTrimWithBleed) {
      const sides = page.bleedMm
      const least = Math.min(sides.left, sides.right, sides.top, sides.bottom)
      // Bleed scales with the page: 0.5 mm in a 1:10 file is 5 mm at final size.
      const pageScale = t.trimMm.width / trim.width
      if (least * pageScale < t.bleedMm - 0.5) {
        bleed = {
          rule: 'bleed',
          level: 'warning',
          key: least <= 0.1 ? 'bleedMissing' : 'bleedShort',
          values: { bleed: t.bleedMm, actual: round(least * pageScale) },
        }
      }
    }
  }
  findings.push(size, bleed)
  if (t.layout && sides.length > 0) findings.push(...textInZones(sides, t.trimMm, t.layout))
  findings.push(
    resolution(
      facts.pages.flatMap((page) => page.images.map((image) => image.ppi)),
      scale,
      t,
    ),
  )
  const notEmbedded = [...new Set(facts.fonts.filter((f) => !f.embedded).map((f) => f.name))]
  findings.push(
    notEmbedded.length > 0
      ? {
          rule: 'fonts',
          level: 'error',
          key: 'fontsNotEmbedded',
          values: { fonts: notEmbedded.join(', ') },
        }
      : { rule: 'fonts', level: 'pass', key: 'fontsOk', values: {} },
  )
  findings.push(
    colorFinding(
      [...facts.colors, ...facts.pages.flatMap((page) => page.images.map((image) => image.color))],
      facts.spotNames,
    ),
  )
  return findings
}

/**
 * PRE-3 for pixel images: there is no trim box, so the picture must have the proportions of the
 * ordered size with its bleed (or, without bleed, of the trim: a warning), and its pixels give
 * the resolution at final size.
 */
function imageFindings(facts: Extract<FileFacts, { kind: 'image' }>, t: PreflightThresholds) {
  const findings: Finding[] = [pageCount(facts.pages, t)]
  const withBleed = {
    width: t.trimMm.width + 2 * t.bleedMm,
    height: t.trimMm.height + 2 * t.bleedMm,
  }
  const pixels = oriented(facts.pixels, t.trimMm)
  const values = {
    actual: `${pixels.width} × ${pixels.height} px`,
    expected: sizeText(withBleed),
  }
  let finalWidthMm = withBleed.width
  // 5 mm of bleed on 2 m is a small difference of proportions: the closer one decides.
  const ratio = pixels.width / pixels.height
  const offBleed = Math.abs(ratio - withBleed.width / withBleed.height)
  const offTrim = Math.abs(ratio - t.trimMm.width / t.trimMm.height)
  if (sameRatio(pixels, withBleed) && (t.bleedMm === 0 || offBleed <= offTrim)) {
    findings.push({ rule: 'size', level: 'pass', key: 'sizeOk', values })
    findings.push({ rule: 'bleed', level: 'pass', key: 'bleedOk', values: { bleed: t.bleedMm } })
  } else if (t.bleedMm > 0 && sameRatio(pixels, t.trimMm)) {
    finalWidthMm = t.trimMm.width
    findings.push({ rule: 'size', level: 'pass', key: 'sizeOk', values })
    findings.push({
      rule: 'bleed',
      level: 'warning',
      key: 'bleedMissing',
      values: { bleed: t.bleedMm, actual: 0 },
    })
  } else {
    findings.push({ rule: 'size', level: 'error', key: 'sizeWrongImage', values })
  }
  findings.push(resolution([pixels.width / (finalWidthMm / 25.4)], 1, t))
  findings.push(colorFinding([facts.color], []))
  return findings
}
