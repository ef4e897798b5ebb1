import type { Edge, PrintLayout, PrintZone } from '#core/preflight/print-layout.ts'
import type { SeedOption, SeedProduct } from './data/products.ts'

// TPL-1 for the demo catalogue: what the hardware of each demo product hides or divides, with
// plausible values from the trade (a roll-up cassette swallows about 10 cm, a silicone edge
// 1.5 cm, eyelets sit 2.5 cm in every 50 cm). Staff edit them in the product editor afterwards.

const ALL: Edge[] = ['top', 'right', 'bottom', 'left']
const name = (de: string, en: string) => ({ de, en })
const band = (edges: Edge[], depthMm: number, de: string, en: string): PrintZone => ({
  kind: 'band',
  edges,
  depthMm,
  name: name(de, en),
})
const lines = (parts: number, gapMm: number, de: string, en: string): PrintZone => ({
  kind: 'lines',
  axis: 'vertical',
  parts,
  gapMm,
  name: name(de, en),
})
const eyelets = (
  spacingMm: number,
  edges: Edge[] = ALL,
  where = name('Ösenbereich', 'eyelet area'),
): PrintZone => ({
  kind: 'eyelets',
  edges,
  spacingMm,
  insetMm: 25,
  diameterMm: 12,
  name: where,
})
const layout = (safetyMm: number, zones: PrintZone[], mirrorBack = false): PrintLayout => ({
  safetyMm,
  zones,
  mirrorBack,
})

const cassette = band(['bottom'], 100, 'Kassettenbereich', 'cassette area')
const rail = band(['top'], 30, 'Klemmleistenbereich', 'clamp rail area')
const silicone = band(ALL, 15, 'Kederbereich', 'silicone edge area')
const sleeve = (depthMm: number) => band(['left'], depthMm, 'Hohlsaum', 'pole sleeve')
const snapFrame = band(ALL, 10, 'Klapprahmenbereich', 'snap frame area')
const joints = (parts: number) => lines(parts, 4, 'Plattenstoß', 'panel joint')

/** The layout of a demo product with print data. */
export function printLayoutOf(product: SeedProduct): PrintLayout {
  const key = product.key
  if (key === 'roll-up-tabletop') {
    return layout(5, [band(['bottom'], 20, 'Standfußbereich', 'base area')])
  }
  if (key === 'roll-up-outdoor-spring') {
    return layout(20, [band(['bottom'], 150, 'Kassettenbereich', 'cassette area'), rail])
  }
  if (key.startsWith('roll-up')) return layout(20, [cassette, rail])
  if (key.startsWith('pop-up-wall')) {
    return layout(30, [lines(4, 2, 'Bahnstoß', 'panel seam')])
  }
  if (key === 'folding-wall-foam') return layout(20, [joints(3)])
  if (key === 'folding-display-light') return layout(20, [joints(2)])
  if (key === 'stand-system-3x3') {
    return layout(30, [silicone, lines(3, 0, 'Rahmenstoß', 'frame joint')])
  }
  if (
    key.startsWith('textile-') ||
    key.startsWith('fabric-frame') ||
    key.startsWith('led-fabric') ||
    key === 'led-light-wall' ||
    key === 'pop-up-textile'
  ) {
    return layout(30, [silicone])
  }
  if (key === 'pop-up-counter') return layout(20, [joints(4)])
  if (key === 'reception-counter-modular') return layout(20, [joints(3)])
  if (key.includes('counter')) {
    return layout(20, [
      band(['top'], 20, 'Thekenplattenbereich', 'counter top area'),
      band(['bottom'], 30, 'Sockelbereich', 'plinth area'),
    ])
  }
  if (key === 'beach-flag-square') {
    return layout(30, [sleeve(60), band(['top'], 60, 'Querstangenbereich', 'top rod area')], true)
  }
  if (key.startsWith('beach-flag')) return layout(30, [sleeve(60)], true)
  if (key === 'hoist-flag') return layout(40, [sleeve(80)], true)
  if (key === 'construction-fence-banner') return layout(40, [eyelets(300)])
  if (key === 'facade-banner-xxl') {
    return layout(80, [band(ALL, 40, 'Saumbereich', 'hem area'), eyelets(500)])
  }
  if (key.includes('banner')) return layout(30, [eyelets(500)])
  if (key.startsWith('a-board') || key === 'poster-stand-clip' || key === 'led-snap-frame') {
    return layout(15, [snapFrame])
  }
  if (key === 'led-light-box') return layout(20, [band(ALL, 15, 'Rahmenbereich', 'frame area')])
  if (key === 'gazebo-side-wall') {
    return layout(40, [band(['top'], 50, 'Klettbereich', 'hook-and-loop area')])
  }
  const bleed = product.format?.bleedMm ?? 3
  return layout(Math.max(5, bleed * 2), [])
}

/**
 * The layout an option value brings with it, or undefined when it keeps the product's: a banner's
 * finishing, a folding wall's or counter's number of panels, a hoist flag's fixing.
 */
export function valueLayoutOf(
  product: SeedProduct,
  option: SeedOption,
  index: number,
): PrintLayout | undefined {
  const title = option.values[index]!.title.en
  const base = printLayoutOf(product)
  if (/^Hem and eyelets/.test(title)) {
    return { ...base, zones: [band(ALL, 30, 'Saumbereich', 'hem area'), eyelets(500)] }
  }
  if (/^Pole pockets top and bottom/.test(title)) {
    return { ...base, zones: [band(['top', 'bottom'], 70, 'Hohlsaum', 'pole pocket')] }
  }
  if (/^Snap hooks/.test(title)) {
    return {
      ...base,
      zones: [eyelets(500, ['left'], name('Karabinerbereich', 'snap hook area'))],
    }
  }
  if (/^Outrigger/.test(title)) {
    return { ...base, zones: [sleeve(80), band(['top'], 80, 'Auslegerbereich', 'outrigger area')] }
  }
  const panels = /^(\d) panels/.exec(title)?.[1]
  if (panels && product.key === 'folding-wall-foam') return layout(20, [joints(Number(panels))])
  if (product.key === 'folding-display-light' && /^225/.test(title)) return layout(20, [joints(3)])
  if (product.key === 'reception-counter-modular' && /^L-shape/.test(title)) {
    return layout(20, [joints(5)])
  }
  if (product.key.startsWith('pop-up-wall') && /^4×3/.test(title)) {
    return layout(30, [lines(5, 2, 'Bahnstoß', 'panel seam')])
  }
  if (product.key === 'stand-system-3x3') {
    const metres = /\((\d)×3 m\)/.exec(title)?.[1]
    if (metres) return layout(30, [silicone, lines(Number(metres), 0, 'Rahmenstoß', 'frame joint')])
  }
  return undefined
}
