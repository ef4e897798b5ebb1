import { describe, expect, it } from 'vitest'
import {
  checkPrintFile,
  type FileFacts,
  type PdfPageFacts,
  type PreflightThresholds,
} from './preflight.ts'

// A 85 × 200 cm roll-up: 5 mm bleed, 100 ppi, one side.
const rollUp: PreflightThresholds = {
  trimMm: { width: 850, height: 2000 },
  bleedMm: 5,
  minPpi: 100,
  pages: { min: 1, max: 1 },
}

const page = (over: Partial<PdfPageFacts> = {}): PdfPageFacts => ({
  trimMm: { width: 850, height: 2000 },
  mediaMm: { width: 860, height: 2010 },
  bleedMm: { left: 5, right: 5, top: 5, bottom: 5 },
  images: [{ ppi: 150, color: 'cmyk' }],
  ...over,
})

const pdf = (over: Partial<Extract<FileFacts, { kind: 'pdf' }>> = {}): FileFacts => ({
  kind: 'pdf',
  repaired: false,
  pages: [page()],
  fonts: [{ name: 'Inter-Bold', embedded: true }],
  colors: ['cmyk'],
  spotNames: [],
  ...over,
})

const finding = (facts: FileFacts, rule: string, t = rollUp) =>
  checkPrintFile(facts, t).findings.find((f) => f.rule === rule)

describe('the print-data check (PRE-2..PRE-6)', () => {
  it('passes a right-sized CMYK PDF with bleed, embedded fonts and enough resolution', () => {
    const result = checkPrintFile(pdf(), rollUp)
    expect(result.level).toBe('pass')
    expect(result.findings.map((f) => `${f.rule}:${f.level}`)).toEqual([
      'pages:pass',
      'size:pass',
      'bleed:pass',
      'resolution:pass',
      'fonts:pass',
      'colors:pass',
    ])
  })

  it('refuses a wrong size and a wrong page count, naming both sizes', () => {
    const wrong = pdf({ pages: [page({ trimMm: { width: 1000, height: 2000 } })] })
    expect(finding(wrong, 'size')).toEqual({
      rule: 'size',
      level: 'error',
      key: 'sizeWrong',
      values: { actual: '1000 × 2000 mm', expected: '850 × 2000 mm' },
    })
    const two = pdf({ pages: [page(), page()] })
    expect(finding(two, 'pages')).toMatchObject({
      level: 'error',
      values: { count: 2, expected: '1' },
    })
    expect(checkPrintFile(two, { ...rollUp, pages: { min: 1, max: 2 } }).level).toBe('pass')
  })

  it('takes either orientation, a millimetre of rounding, and a page without TrimBox as trim plus bleed', () => {
    const landscape = pdf({ pages: [page({ trimMm: { width: 2000.6, height: 849.5 } })] })
    expect(finding(landscape, 'size')?.level).toBe('pass')
    const exported = pdf({
      pages: [
        page({
          trimMm: null,
          mediaMm: { width: 860, height: 2010 },
          bleedMm: { left: 0, right: 0, top: 0, bottom: 0 },
        }),
      ],
    })
    expect(finding(exported, 'size')?.level).toBe('pass')
    expect(finding(exported, 'bleed')?.level).toBe('pass')
  })

  it('warns about missing or short bleed', () => {
    const none = pdf({
      pages: [
        page({
          trimMm: null,
          mediaMm: { width: 850, height: 2000 },
          bleedMm: { left: 0, right: 0, top: 0, bottom: 0 },
        }),
      ],
    })
    expect(finding(none, 'bleed')).toMatchObject({
      level: 'warning',
      key: 'bleedMissing',
      values: { bleed: 5 },
    })
    const short = pdf({ pages: [page({ bleedMm: { left: 5, right: 5, top: 2, bottom: 5 } })] })
    expect(finding(short, 'bleed')).toMatchObject({
      level: 'warning',
      key: 'bleedShort',
      values: { actual: 2 },
    })
    expect(finding(none, 'bleed', { ...rollUp, bleedMm: 0 })?.level).toBe('pass')
  })

  it('accepts data laid out 1:10 with a warning, and judges its images at final size', () => {
    const tenth = pdf({
      pages: [
        page({
          trimMm: { width: 85, height: 200 },
          mediaMm: { width: 86, height: 201 },
          bleedMm: { left: 0.5, right: 0.5, top: 0.5, bottom: 0.5 },
          images: [{ ppi: 1200, color: 'cmyk' }],
        }),
      ],
    })
    expect(finding(tenth, 'size')?.key).toBe('sizeScaled')
    expect(finding(tenth, 'bleed')?.level).toBe('pass')
    // 1200 ppi at a tenth is 120 ppi at 2 m.
    expect(finding(tenth, 'resolution')).toMatchObject({ level: 'pass', values: { ppi: 120 } })
  })

  it('warns below the minimum resolution and refuses below half of it', () => {
    const low = pdf({
      pages: [
        page({
          images: [
            { ppi: 72, color: 'cmyk' },
            { ppi: 300, color: 'cmyk' },
          ],
        }),
      ],
    })
    expect(finding(low, 'resolution')).toMatchObject({
      level: 'warning',
      values: { ppi: 72, min: 100 },
    })
    const poor = pdf({ pages: [page({ images: [{ ppi: 40, color: 'cmyk' }] })] })
    expect(finding(poor, 'resolution')?.level).toBe('error')
    const vector = pdf({ pages: [page({ images: [] })] })
    expect(finding(vector, 'resolution')?.key).toBe('resolutionNoImages')
  })

  it('refuses fonts that are not embedded and warns about RGB and spot colours', () => {
    const fonts = pdf({
      fonts: [
        { name: 'Helvetica', embedded: false },
        { name: 'Helvetica', embedded: false },
        { name: 'Inter', embedded: true },
      ],
    })
    expect(finding(fonts, 'fonts')).toMatchObject({
      level: 'error',
      values: { fonts: 'Helvetica' },
    })
    const rgb = pdf({ pages: [page({ images: [{ ppi: 150, color: 'rgb' }] })] })
    expect(finding(rgb, 'colors')).toMatchObject({ level: 'warning', key: 'colorsRgb' })
    const spot = pdf({ colors: ['cmyk', 'spot'], spotNames: ['HKS 43 K'] })
    expect(finding(spot, 'colors')).toMatchObject({
      level: 'warning',
      values: { names: 'HKS 43 K' },
    })
  })

  it('answers an unreadable file with one error, and a repaired one with an error too', () => {
    for (const reason of ['encrypted', 'damaged', 'no-pages', 'not-a-print-file'] as const) {
      expect(checkPrintFile({ kind: 'unreadable', reason }, rollUp)).toEqual({
        level: 'error',
        findings: [{ rule: 'file', level: 'error', key: `unreadable.${reason}`, values: {} }],
      })
    }
    expect(finding(pdf({ repaired: true }), 'file')).toMatchObject({
      level: 'error',
      key: 'repaired',
    })
    expect(checkPrintFile({ kind: 'by-hand' }, rollUp).level).toBe('by-hand')
  })

  it('judges a pixel image by its proportions and its pixels at final size', () => {
    // 860 × 2010 mm at 100 ppi is 3386 × 7913 px.
    const right = checkPrintFile(
      { kind: 'image', pixels: { width: 3386, height: 7913 }, color: 'cmyk', pages: 1 },
      rollUp,
    )
    expect(right.level).toBe('pass')
    const noBleed = checkPrintFile(
      { kind: 'image', pixels: { width: 3346, height: 7874 }, color: 'cmyk', pages: 1 },
      rollUp,
    )
    expect(noBleed.findings.find((f) => f.rule === 'bleed')?.key).toBe('bleedMissing')
    const small = checkPrintFile(
      { kind: 'image', pixels: { width: 1693, height: 3957 }, color: 'rgb', pages: 1 },
      rollUp,
    )
    expect(small.findings.find((f) => f.rule === 'resolution')).toMatchObject({
      level: 'warning',
      values: { ppi: 50 },
    })
    expect(small.findings.find((f) => f.rule === 'colors')?.key).toBe('colorsRgb')
    const square = checkPrintFile(
      { kind: 'image', pixels: { width: 4000, height: 4000 }, color: 'cmyk', pages: 1 },
      rollUp,
    )
    expect(square.findings.find((f) => f.rule === 'size')).toMatchObject({
      level: 'error',
      key: 'sizeWrongImage',
    })
  })
})
