import { describe, expect, it } from 'vitest'
import {
  bestTitleMatch,
  matchCombination,
  matchDuration,
  matchServices,
  titleDistance,
  type TitledProduct,
} from './title-match.ts'

// A roll-up as the owner re-created it: new ids (10x/20x/30x), one value renamed with a suffix.
const product: TitledProduct = {
  options: [
    {
      id: 1,
      title: 'Breite',
      values: [
        { id: 101, title: '85 x 200 cm' },
        { id: 102, title: '100 x 200 cm' },
      ],
    },
    {
      id: 2,
      title: 'Zubehör',
      values: [
        { id: 201, title: 'Tragetasche (Nylon)' },
        { id: 202, title: 'Transportkoffer' },
      ],
    },
  ],
  combinations: [
    { id: 301, optionValueIds: [101, 201] },
    { id: 302, optionValueIds: [101, 202] },
    { id: 303, optionValueIds: [102, 201] },
    { id: 304, optionValueIds: [102, 202] },
  ],
  durations: [
    { id: 401, title: 'Standard (5 Werktage)' },
    { id: 402, title: 'Express (2 Werktage)' },
  ],
  services: [
    {
      id: 5,
      title: 'Strahler',
      values: [
        { id: 501, title: '1 Strahler' },
        { id: 502, title: '2 Strahler' },
      ],
    },
    { id: 6, title: 'Datencheck', values: [{ id: 601, title: 'Profi-Datencheck' }] },
  ],
}

describe('title match (CART-12: stored option titles by edit distance)', () => {
  it('finds the exact title, ignoring case and extra spaces', () => {
    expect(
      matchCombination(
        [
          { option: 'Breite', value: '100 x 200 cm' },
          { option: ' zubehör ', value: 'TRANSPORTKOFFER' },
        ],
        product,
      ),
    ).toBe(304)
    expect(matchDuration('Express  (2 Werktage)', product.durations)).toBe(402)
    expect(titleDistance('Transportkoffer', ' transportkoffer')).toBe(0)
  })

  it('accepts a small typo', () => {
    expect(
      matchCombination(
        [
          { option: 'Breite', value: '85 x 200 cm' },
          { option: 'Zubehor', value: 'Transportkofer' },
        ],
        product,
      ),
    ).toBe(302)
    expect(matchDuration('Standart (5 Werktage)', product.durations)).toBe(401)
  })

  it('accepts a value renamed with a suffix', () => {
    expect(
      matchCombination(
        [
          { option: 'Breite', value: '85 x 200 cm' },
          { option: 'Zubehör', value: 'Tragetasche' },
        ],
        product,
      ),
    ).toBe(301)
    expect(matchServices(['Datencheck: Profi Datencheck'], product.services)).toEqual([601])
  })

  it('finds nothing for a title that is too different', () => {
    expect(
      matchCombination(
        [
          { option: 'Breite', value: '85 x 200 cm' },
          { option: 'Zubehör', value: 'Bodenplatte aus Stahl' },
        ],
        product,
      ),
    ).toBeUndefined()
    expect(matchDuration('Overnight', product.durations)).toBeUndefined()
    expect(titleDistance('Tasche', 'Koffer')).toBeNull()
  })

  it('never takes another size or count, however few characters differ', () => {
    expect(titleDistance('85 x 200 cm', '86 x 200 cm')).toBeNull()
    expect(matchServices(['Strahler: 3 Strahler'], product.services)).toBeUndefined()
    expect(
      matchCombination(
        [
          { option: 'Breite', value: '120 x 200 cm' },
          { option: 'Zubehör', value: 'Transportkoffer' },
        ],
        product,
      ),
    ).toBeUndefined()
  })

  it('finds nothing when two current titles match equally well', () => {
    const values = [
      { id: 1, title: 'Tragetasche (Nylon)' },
      { id: 2, title: 'Tragetasche (Stoff)' },
    ]
    expect(bestTitleMatch('Tragetasche', values, (v) => v.title)).toBeUndefined()
    expect(bestTitleMatch('Tragetasche (Nylon)', values, (v) => v.title)?.id).toBe(1)
  })

  it('finds nothing when the options of the product changed in number', () => {
    expect(matchCombination([{ option: 'Breite', value: '85 x 200 cm' }], product)).toBeUndefined()
  })

  it('matches services by their service and value titles, one value per service', () => {
    expect(
      matchServices(['Strahler: 2 Strahler', 'Datencheck: Profi-Datencheck'], product.services),
    ).toEqual([502, 601])
    expect(matchServices([], product.services)).toEqual([])
    expect(
      matchServices(['Strahler: 1 Strahler', 'Strahler: 1 Strahler'], product.services),
    ).toBeUndefined()
  })
})
