import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { slugify } from './slug.ts'

// Any code point, lone surrogates included; fast-check's 'binary' unit is far slower to set up.
const anyText = fc.string({
  unit: fc.integer({ min: 0, max: 0x10ffff }).map((codePoint) => String.fromCodePoint(codePoint)),
})
// Text that looks like a product title, to hit the transliteration rules often.
const titleText = fc.string({
  unit: fc.constantFrom(...'aäoöuüßÄÖÜéÉ &,_-.!/ xyzXYZ019'.split('')),
})

describe('slugify', () => {
  it.each([
    ['Roll-Ups & Banner', 'roll-ups-and-banner'],
    ['Messewände', 'messewaende'],
    ['Straße_Groß', 'strasse-gross'],
    ['Theken, Counter', 'theken-counter'],
    ['Größe 85 x 200 cm', 'groesse-85-x-200-cm'],
    ['  ', ''],
    ['', ''],
  ])('turns %j into %j (ROUTE-2)', (text, slug) => {
    expect(slugify(text)).toBe(slug)
  })

  it('transliterates upper-case umlauts', () => {
    expect(slugify('ÄRGER ÖL ÜBER')).toBe('aerger-oel-ueber')
  })

  it('transliterates umlauts written with a combining mark', () => {
    expect(slugify('Mu\u0308nchen')).toBe('muenchen')
  })

  it('folds other accents and drops what is left over', () => {
    expect(slugify('Café Crème – Déjà vu!')).toBe('cafe-creme-deja-vu')
    expect(slugify('A/B (neu) 100%')).toBe('ab-neu-100')
  })

  it('keeps the multiplication sign of a size as an x', () => {
    expect(slugify('Roll-up Premium 100×200 cm')).toBe('roll-up-premium-100x200-cm')
    expect(slugify('Faltdisplay 3 × 3')).toBe('faltdisplay-3-x-3')
  })

  it('collapses dashes and trims them at both ends', () => {
    expect(slugify(' -- Faltdisplay & -- Zubehör -- ')).toBe('faltdisplay-and-zubehoer')
    expect(slugify('&')).toBe('and')
  })

  it('always yields a well-formed slug', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, titleText), (text) => {
        expect(slugify(text)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$|^$/)
      }),
    )
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, titleText), (text) => {
        const slug = slugify(text)
        expect(slugify(slug)).toBe(slug)
      }),
    )
  })
})
