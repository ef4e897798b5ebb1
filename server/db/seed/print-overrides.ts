import type { PrintOverride } from '#core/preflight/print-spec.ts'
import type { SeedOption, SeedProduct } from './data/products.ts'

// PRE-2, PRE-3 for the demo catalogue: what each option value means for the print data, read
// once from the values' English titles when the catalogue is seeded ("120 cm" of a width,
// "150×200 cm", "A3", "double-sided"). The shop stores the result per value; staff edit it
// there, never these patterns.

/** ISO 216 sizes and DIN long, portrait, in mm. */
const PAPER: Record<string, [number, number]> = {
  A0: [841, 1189],
  A1: [594, 841],
  A2: [420, 594],
  A3: [297, 420],
  A4: [210, 297],
  A5: [148, 210],
  DL: [99, 210],
}

const cmToMm = (cm: string) => Math.round(Number(cm) * 10)

/** The override of the value at `index` of `option`, or null when it changes no print fact. */
export function printOverrideOf(
  option: SeedOption,
  index: number,
  format: NonNullable<SeedProduct['format']>,
): PrintOverride | null {
  const kind = option.title.en
  const title = option.values[index]!.title.en
  if (/^double-sided$/i.test(title)) return { pages: 2 }
  if (/^single-sided$/i.test(title)) return { pages: 1 }
  const both = /(\d+(?:\.\d+)?)\s*×\s*(\d+(?:\.\d+)?)\s*cm/.exec(title)
  if (both) return { widthMm: cmToMm(both[1]!), heightMm: cmToMm(both[2]!) }
  const paper = /\b(A[0-5]|DL)\b/.exec(title)?.[1]
  if (paper) {
    const [widthMm, heightMm] = PAPER[paper]!
    return { widthMm, heightMm }
  }
  const wide = /(\d+)\s*cm wide/.exec(title)
  if (wide) return { widthMm: cmToMm(wide[1]!) }
  const single = /^(?:[A-Z]+ – )?(\d+) cm$/.exec(title)
  if (!single) return null
  if (kind === 'Width') return { widthMm: cmToMm(single[1]!) }
  if (kind === 'Height') return { heightMm: cmToMm(single[1]!) }
  if (kind === 'Size') {
    // A size named by one length (a flag's height): the format grows in its proportions.
    const first = /(\d+) cm$/.exec(option.values[0]!.title.en)?.[1]
    if (!first) return null
    const factor = Number(single[1]) / Number(first)
    return {
      widthMm: Math.round(format.widthMm * factor),
      heightMm: Math.round(format.heightMm * factor),
    }
  }
  return null
}

/**
 * PRE-5: small print is read in the hand (300 ppi), posters from a step away (150 ppi), large
 * format from a distance (100 ppi).
 */
export function minPpiOf(format: NonNullable<SeedProduct['format']>): number {
  const longest = Math.max(format.widthMm, format.heightMm)
  return longest <= 420 ? 300 : longest <= 1189 ? 150 : 100
}
