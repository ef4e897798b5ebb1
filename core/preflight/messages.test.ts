import { describe, expect, it } from 'vitest'
import type { MessageKey } from '../i18n/translate.ts'
import { translate } from '../i18n/translate.ts'
import { checkPrintFile, type FileFacts, type PreflightThresholds } from './preflight.ts'
import type { PrintLayout } from './print-layout.ts'

// PRE-7: every finding the rules can give has its text in both languages, with every value
// filled in.

const t: PreflightThresholds = {
  trimMm: { width: 850, height: 2000 },
  bleedMm: 5,
  minPpi: 100,
  pages: { min: 1, max: 1 },
}
const page = {
  trimMm: { width: 850, height: 2000 },
  mediaMm: { width: 860, height: 2010 },
  bleedMm: { left: 5, right: 5, top: 5, bottom: 5 },
  images: [{ ppi: 150, color: 'cmyk' as const }],
}
const pdf = (over: Partial<Extract<FileFacts, { kind: 'pdf' }>>): FileFacts => ({
  kind: 'pdf',
  repaired: false,
  pages: [page],
  fonts: [],
  colors: ['cmyk'],
  spotNames: [],
  ...over,
})

/** TPL-5: a roll-up's cassette and a folding wall's joints, 2 cm safety margin. */
const layout: PrintLayout = {
  safetyMm: 20,
  mirrorBack: false,
  zones: [
    {
      kind: 'band',
      edges: ['bottom'],
      depthMm: 100,
      name: { de: 'Kassettenbereich', en: 'cassette area' },
    },
    {
      kind: 'lines',
      axis: 'vertical',
      parts: 2,
      gapMm: 4,
      name: { de: 'Plattenstoß', en: 'panel joint' },
    },
  ],
}
/** Text at the trim's corner (at 5 mm bleed): nowhere, in the cassette, across the joint, at the edge. */
const zoneCases: FileFacts[] = [
  [],
  [{ x: 105, y: 1960, width: 100, height: 20 }],
  [{ x: 400, y: 900, width: 100, height: 20 }],
  [{ x: 10, y: 900, width: 100, height: 20 }],
].map((text) => pdf({ pages: [{ ...page, text, trimAtMm: { x: 5, y: 5 } }] }))

const cases: [FileFacts, PreflightThresholds][] = [
  ...zoneCases.map((facts): [FileFacts, PreflightThresholds] => [facts, { ...t, layout }]),
  ...(
    [
      pdf({}),
      pdf({ pages: [{ ...page, images: [] }] }),
      pdf({
        repaired: true,
        pages: [
          {
            ...page,
            trimMm: { width: 85, height: 200 },
            bleedMm: { left: 0, right: 0, top: 0, bottom: 0 },
          },
          { ...page, trimMm: { width: 900, height: 2000 }, images: [{ ppi: 60, color: 'rgb' }] },
        ],
        fonts: [{ name: 'Helvetica', embedded: false }],
      }),
      pdf({
        pages: [{ ...page, bleedMm: { left: 2, right: 5, top: 5, bottom: 5 } }],
        colors: ['spot'],
        spotNames: ['HKS 43 K'],
      }),
      pdf({ pages: [{ ...page, trimMm: { width: 900, height: 2000 } }] }),
      { kind: 'image', pixels: { width: 4000, height: 4000 }, color: 'rgb', pages: 1 },
      { kind: 'by-hand' },
      { kind: 'too-many-pixels', pixels: { width: 30_000, height: 30_000 }, maxPixels: 300e6 },
      ...(['encrypted', 'damaged', 'no-pages', 'not-a-print-file'] as const).map(
        (reason): FileFacts => ({ kind: 'unreadable', reason }),
      ),
    ] satisfies FileFacts[] as FileFacts[]
  ).map((facts): [FileFacts, PreflightThresholds] => [facts, t]),
]

describe('the print-data check speaks both languages (PRE-7)', () => {
  it('has a text for every finding, with its values filled in', () => {
    const keys = new Set<string>()
    for (const [facts, thresholds] of cases) {
      for (const finding of checkPrintFile(facts, thresholds).findings) {
        keys.add(finding.key)
        for (const locale of ['de', 'en'] as const) {
          const key = `preflight.${finding.key}` as MessageKey
          // As the service shows it: a zone's name and place laid over in the reader's language.
          const localized = Object.entries(finding.localized ?? {}).map(([name, text]) => [
            name,
            text[locale],
          ])
          const text = translate(locale, key, {
            ...finding.values,
            ...Object.fromEntries(localized),
          })
          expect(text, `${locale} ${key}`).not.toBe(key)
          expect(text, `${locale} ${key}`).not.toMatch(/\{\{|undefined/)
        }
      }
    }
    // The cases reach every answer of every rule: 22 keys (4 of TPL-5's zones), 4 unreadable
    // files, one too large, checked by hand.
    expect(keys.size).toBe(28)
  })
})
