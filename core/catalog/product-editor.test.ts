import { describe, expect, it } from 'vitest'
import { issueMessage } from '#core/validation/form-input.ts'
import {
  checkCombinationValues,
  combinationSchema,
  fromPrice,
  productBasicsSchema,
  productSlug,
  readTiers,
} from './product-editor.ts'

describe('the product editor rules (CONT-6)', () => {
  it('makes slugs from titles when none is typed', () => {
    expect(productSlug('', 'Messewand „Größe XL“')).toBe('messewand-groesse-xl')
    expect(productSlug('', 'Roll-up Premium 100×200 cm')).toBe('roll-up-premium-100x200-cm')
    expect(productSlug(' My-Slug ', 'ignored')).toBe('my-slug')
    expect(productSlug('', 'a'.repeat(100))).toHaveLength(80)
  })

  it('reads the basics form, slugs from the titles, and both print sides or neither', () => {
    const form = {
      type: '2',
      titleDe: 'Theke',
      titleEn: 'Counter',
      slugDe: '',
      slugEn: '',
      printMinPpi: '150',
      printPages: '1',
    }
    const parsed = productBasicsSchema.parse(form)
    expect(parsed).toMatchObject({
      type: 2,
      slugDe: 'theke',
      slugEn: 'counter',
      printWidthMm: null,
    })
    const half = productBasicsSchema.safeParse({ ...form, printWidthMm: '850' })
    expect(half.error?.issues.map((issue) => [issue.path[0], issueMessage(issue, 'de')])).toEqual([
      ['printHeightMm', 'Geben Sie Breite und Höhe an, oder keines von beiden.'],
    ])
    const bad = productBasicsSchema.safeParse({ ...form, slugDe: 'Groß!' })
    expect(bad.error?.issues[0]?.path).toEqual(['slugDe'])
  })

  it('reads euros with a decimal comma and refuses anything else', () => {
    const schema = combinationSchema
    const base = { price: '1.299,50', stock: '10', isActive: 'on' }
    expect(schema.parse(base)).toMatchObject({
      price: 129_950,
      realPrice: 0,
      additionalPrice: 0,
      isActive: true,
      isDefault: false,
      sku: '',
    })
    expect(schema.safeParse({ ...base, price: '-3' }).success).toBe(false)
    expect(schema.safeParse({ ...base, sku: 'ZEN 2' }).success).toBe(false)
    expect(schema.safeParse({ ...base, stock: '1000001' }).success).toBe(false)
  })

  it('keeps tiers reachable, distinct and rising', () => {
    expect(
      readTiers({ minQuantity0: '10', percent0: '8', minQuantity2: '5', percent2: '5' }, 'en'),
    ).toEqual({
      ok: true,
      tiers: [
        { minQuantity: 5, percent: 5 },
        { minQuantity: 10, percent: 8 },
      ],
    })
    expect(readTiers({}, 'en')).toEqual({ ok: true, tiers: [] })
    const refused = (form: Record<string, string>) => {
      const result = readTiers(form, 'en')
      return result.ok ? {} : result.errors
    }
    expect(Object.keys(refused({ minQuantity0: '1', percent0: '5' }))).toEqual(['minQuantity0'])
    expect(
      Object.keys(refused({ minQuantity0: '5', percent0: '5', minQuantity1: '5', percent1: '6' })),
    ).toEqual(['minQuantity1'])
    expect(Object.keys(refused({ minQuantity0: '5', percent0: '100' }))).toEqual(['percent0'])
    expect(
      Object.keys(
        refused({ minQuantity0: '5', percent0: '10', minQuantity1: '10', percent1: '5' }),
      ),
    ).toEqual(['percent1'])
  })

  it('wants one value of every option, and no twin combination', () => {
    const options = [
      { id: 1, valueIds: [11, 12] },
      { id: 2, valueIds: [21, 22] },
    ]
    expect(checkCombinationValues(options, [11, 21], [[12, 21]])).toBeNull()
    expect(checkCombinationValues(options, [11], [])).toEqual({
      problem: 'valueMissing',
      optionId: 2,
    })
    expect(checkCombinationValues(options, [11, 12, 21], [])).toEqual({
      problem: 'valueMissing',
      optionId: 1,
    })
    expect(checkCombinationValues(options, [11, 21, 99], [])).toEqual({ problem: 'valueUnknown' })
    expect(checkCombinationValues(options, [21, 11], [[11, 21]])).toEqual({
      problem: 'alreadyThere',
    })
    expect(checkCombinationValues([], [], [])).toBeNull()
    expect(checkCombinationValues([], [], [[]])).toEqual({ problem: 'alreadyThere' })
  })

  it('lists a product at its cheapest orderable combination', () => {
    const combination = {
      priceCents: 100,
      realPriceCents: 50,
      additionalPriceCents: 0,
      isActive: true,
    }
    expect(fromPrice([combination, { ...combination, priceCents: 80 }])).toBe(130)
    expect(fromPrice([{ ...combination, isActive: false }])).toBeNull()
  })
})
