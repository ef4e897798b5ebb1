import { describe, expect, it } from 'vitest'
import { checkPrintFile, type FileFacts, type PreflightThresholds } from './preflight.ts'
import { layoutAreas, type PrintLayout } from './print-layout.ts'

// TPL-1, TPL-5: where the zones lie on each side of a configured print, and which text the check
// warns about. The template draws the same areas (server/modules/print-templates).

const name = (de: string, en: string) => ({ de, en })
const rollUp: PrintLayout = {
  safetyMm: 20,
  zones: [
    {
      kind: 'band',
      edges: ['bottom'],
      depthMm: 100,
      name: name('Kassettenbereich', 'cassette area'),
    },
    {
      kind: 'band',
      edges: ['top'],
      depthMm: 30,
      name: name('Klemmleistenbereich', 'clamp rail area'),
    },
  ],
  mirrorBack: false,
}
const flag: PrintLayout = {
  safetyMm: 30,
  zones: [{ kind: 'band', edges: ['left'], depthMm: 60, name: name('Hohlsaum', 'pole sleeve') }],
  mirrorBack: true,
}
const banner: PrintLayout = {
  safetyMm: 30,
  zones: [
    {
      kind: 'eyelets',
      edges: ['top', 'right', 'bottom', 'left'],
      spacingMm: 500,
      insetMm: 25,
      diameterMm: 12,
      name: name('Ösenbereich', 'eyelet area'),
    },
  ],
  mirrorBack: false,
}
const wall: PrintLayout = {
  safetyMm: 10,
  zones: [
    {
      kind: 'lines',
      axis: 'vertical',
      parts: 3,
      gapMm: 4,
      name: name('Plattenstoß', 'panel joint'),
    },
  ],
  mirrorBack: false,
}

describe('TPL-1 the zones of a configured print', () => {
  it('lays a band along its edge, in the size ordered, and names it in both languages', () => {
    const [cassette, rail, safety] = layoutAreas(rollUp, { width: 1200, height: 2000 })
    expect(cassette!.rects).toEqual([{ x: 0, y: 1900, width: 1200, height: 100 }])
    expect(cassette!.where).toEqual({ de: 'unten 10 cm', en: 'bottom 10 cm' })
    expect(rail!.rects).toEqual([{ x: 0, y: 0, width: 1200, height: 30 }])
    expect(rail!.where.de).toBe('oben 3 cm')
    expect(safety).toMatchObject({
      zone: 'safety',
      where: { de: '2 cm vom Rand', en: '2 cm from the edge' },
    })
  })

  it('mirrors a flag’s sleeve to the right on the back of a two-sided print', () => {
    const trim = { width: 800, height: 1900 }
    expect(layoutAreas(flag, trim, 0)[0]!.rects).toEqual([{ x: 0, y: 0, width: 60, height: 1900 }])
    expect(layoutAreas(flag, trim, 1)[0]!.rects).toEqual([
      { x: 740, y: 0, width: 60, height: 1900 },
    ])
    expect(layoutAreas(flag, trim, 1)[0]!.where.de).toBe('rechts 6 cm')
    // A layout that is not mirrored keeps its sides.
    expect(layoutAreas(rollUp, { width: 850, height: 2000 }, 1)[0]!.rects[0]!.y).toBe(1900)
  })

  it('spreads eyelets at most their spacing apart, one at each corner, none twice', () => {
    const [eyelets] = layoutAreas(banner, { width: 2000, height: 1000 })
    // 1950 mm between corner centres at ≤ 500 mm: 5 along the long edges, 3 along the short ones.
    expect(eyelets!.shapes).toHaveLength(5 + 5 + 1 + 1)
    expect(eyelets!.shapes).toContainEqual({ type: 'circle', cx: 25, cy: 25, r: 6 })
    expect(eyelets!.shapes).toContainEqual({ type: 'circle', cx: 1975, cy: 975, r: 6 })
    expect(eyelets!.where.en).toBe('Ø 1.2 cm every 50 cm, 2.5 cm from the edge')
  })

  it('divides the print into equal parts by its lines, in either orientation', () => {
    const [joints] = layoutAreas(wall, { width: 1800, height: 2000 })
    expect(joints!.shapes).toEqual([
      { type: 'line', x1: 600, y1: 0, x2: 600, y2: 2000 },
      { type: 'line', x1: 1200, y1: 0, x2: 1200, y2: 2000 },
    ])
    expect(joints!.rects[0]).toEqual({ x: 598, y: 0, width: 4, height: 2000 })
    expect(joints!.where).toEqual({
      de: 'bei 60, 120 cm von links',
      en: 'at 60, 120 cm from the left',
    })
    const across = layoutAreas(
      { ...wall, zones: [{ ...wall.zones[0]!, axis: 'horizontal' } as never] },
      {
        width: 1800,
        height: 900,
      },
    )
    expect(across[0]!.rects[1]).toEqual({ x: 0, y: 598, width: 1800, height: 4 })
  })
})

describe('TPL-5 text in hidden zones and the safety margin', () => {
  const t: PreflightThresholds = {
    trimMm: { width: 850, height: 2000 },
    bleedMm: 5,
    minPpi: 100,
    pages: { min: 1, max: 2 },
    layout: rollUp,
  }
  /** A page of the right size with its trim 5 mm in, and text lines at these trim positions. */
  const pdf = (
    ...sides: { x: number; y: number; width: number; height: number }[][]
  ): FileFacts => ({
    kind: 'pdf',
    repaired: false,
    fonts: [],
    colors: ['cmyk'],
    spotNames: [],
    pages: sides.map((text) => ({
      trimMm: { width: 850, height: 2000 },
      mediaMm: { width: 860, height: 2010 },
      bleedMm: { left: 5, right: 5, top: 5, bottom: 5 },
      images: [],
      trimAtMm: { x: 5, y: 5 },
      text: text.map((r) => ({ ...r, x: r.x + 5, y: r.y + 5 })),
    })),
  })
  const zones = (facts: FileFacts) =>
    checkPrintFile(facts, t).findings.filter((finding) => finding.rule === 'zones')

  it('passes text inside the safe area, and says so', () => {
    expect(zones(pdf([{ x: 100, y: 500, width: 600, height: 40 }]))).toEqual([
      { rule: 'zones', level: 'pass', key: 'zonesOk', values: {} },
    ])
  })

  it('names the zone and the side of text that the cassette hides', () => {
    const found = zones(
      pdf(
        [{ x: 100, y: 500, width: 600, height: 40 }],
        [{ x: 100, y: 1950, width: 300, height: 20 }],
      ),
    )
    expect(found).toEqual([
      {
        rule: 'zones',
        level: 'warning',
        key: 'textInZone',
        values: {},
        localized: {
          zone: { de: 'Kassettenbereich', en: 'cassette area' },
          where: { de: 'unten 10 cm', en: 'bottom 10 cm' },
          side: { de: 'Seite 2', en: 'page 2' },
        },
      },
    ])
  })

  it('warns about text nearer the edge than the margin, and across a joint, once per zone', () => {
    const near = zones(
      pdf([{ x: 5, y: 500, width: 300, height: 20 }], [{ x: 3, y: 800, width: 10, height: 5 }]),
    )
    expect(near).toHaveLength(1)
    expect(near[0]).toMatchObject({
      key: 'textOutsideSafety',
      localized: { side: { de: 'Seiten 1 und 2' } },
    })
    const crossing = checkPrintFile(pdf([{ x: 550, y: 900, width: 200, height: 30 }]), {
      ...t,
      trimMm: { width: 1800, height: 2000 },
      layout: wall,
    }).findings.filter((finding) => finding.rule === 'zones')
    expect(crossing).toMatchObject([
      { key: 'textOnLine', localized: { zone: { de: 'Plattenstoß' } } },
    ])
  })

  it('reads text of a file laid out 1:10 at final size, and skips a page turned a quarter', () => {
    const tenth: FileFacts = {
      kind: 'pdf',
      repaired: false,
      fonts: [],
      colors: [],
      spotNames: [],
      pages: [
        {
          trimMm: { width: 85, height: 200 },
          mediaMm: { width: 95, height: 210 },
          bleedMm: { left: 5, right: 5, top: 5, bottom: 5 },
          images: [],
          trimAtMm: { x: 5, y: 5 },
          text: [{ x: 15, y: 5 + 196, width: 20, height: 2 }],
        },
      ],
    }
    expect(zones(tenth)[0]).toMatchObject({ key: 'textInZone' })
    const turned = pdf([{ x: 100, y: 1950, width: 300, height: 20 }])
    if (turned.kind === 'pdf') turned.pages[0]!.trimMm = { width: 2000, height: 850 }
    expect(zones(turned)).toEqual([])
    // Without a TrimBox the page itself shows which way it lies: a landscape page of format
    // plus bleed is turned too, its text (here 5 cm from its right edge) not judged.
    const bare = pdf([{ x: 1900, y: 400, width: 50, height: 20 }])
    if (bare.kind === 'pdf') {
      bare.pages[0] = { ...bare.pages[0]!, trimMm: null, mediaMm: { width: 2010, height: 860 } }
      delete bare.pages[0].trimAtMm
    }
    expect(zones(bare)).toEqual([])
  })
})
