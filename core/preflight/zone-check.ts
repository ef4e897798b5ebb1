import type { Localized } from '#core/i18n/locale.ts'
import type { Finding, Size } from './preflight.ts'
import { insideMargin, layoutAreas, overlaps, type PrintLayout, type Rect } from './print-layout.ts'

// TPL-5 (decision 0050): text where the hardware hides it (a roll-up's cassette, a banner's
// eyelets), across a line that divides the print (a counter's panel joint), or nearer the edge
// than the safety margin is warned about, naming the zone and the side. Pictures and backgrounds
// run into hidden zones and bleed as they should: only text counts.

/** One printed side's lines of text, in mm at final size from the trim's top-left corner. */
export interface SideText {
  side: number
  text: Rect[]
}

function sidesText(sides: number[]): Localized {
  const list = sides.map((side) => side + 1)
  if (list.length === 1) return { de: `Seite ${list[0]}`, en: `page ${list[0]}` }
  const head = list.slice(0, -1).join(', ')
  return { de: `Seiten ${head} und ${list.at(-1)}`, en: `pages ${head} and ${list.at(-1)}` }
}

/** The zone findings of a file: one warning per zone hit (with its sides), or one pass. */
export function textInZones(pages: SideText[], trim: Size, layout: PrintLayout): Finding[] {
  const hits = new Map<
    number | 'safety',
    { sides: number[]; name: Localized; where: Localized; key: string }
  >()
  const hit = (
    zone: number | 'safety',
    side: number,
    name: Localized,
    where: Localized,
    key: string,
  ) => {
    const entry = hits.get(zone) ?? { sides: [], name, where, key }
    if (!entry.sides.includes(side)) entry.sides.push(side)
    hits.set(zone, entry)
  }
  for (const { side, text } of pages) {
    const areas = layoutAreas(layout, trim, side)
    for (const line of text) {
      let inZone = false
      for (const area of areas) {
        if (area.zone === 'safety' || !area.rects.some((rect) => overlaps(line, rect))) continue
        inZone = true
        hit(
          area.zone,
          side,
          area.name,
          area.where,
          area.kind === 'lines' ? 'textOnLine' : 'textInZone',
        )
      }
      const safety = areas.find((area) => area.zone === 'safety')
      if (!inZone && safety && !insideMargin(line, trim, layout.safetyMm)) {
        hit('safety', side, safety.name, safety.where, 'textOutsideSafety')
      }
    }
  }
  if (hits.size === 0) {
    return layout.zones.length > 0 || layout.safetyMm > 0
      ? [{ rule: 'zones', level: 'pass', key: 'zonesOk', values: {} }]
      : []
  }
  return [...hits.entries()]
    .sort(([a], [b]) => (a === 'safety' ? 1 : b === 'safety' ? -1 : a - b))
    .map(([, entry]) => ({
      rule: 'zones',
      level: 'warning',
      key: entry.key,
      values: {},
      localized: { zone: entry.name, where: entry.where, side: sidesText(entry.sides.sort()) },
    }))
}
