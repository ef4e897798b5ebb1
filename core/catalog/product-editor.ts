import { z } from 'zod'
import type { Locale } from '#core/i18n/locale.ts'
import { type MessageKey, translate } from '#core/i18n/translate.ts'
import { parseEuros } from '#core/money/money.ts'
import { MAX_QUANTITY } from '#core/pricing/pricing.ts'
import { slugify } from '#core/slug/slug.ts'
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '#core/validation/text.ts'
import { checkbox } from '#core/validation/form-fields.ts'
import { MAX_DATABASE_ID } from '#core/ids/database-id.ts'

// CONT-6: the rules of the product editor — what staff may type into each of its forms, and the
// checks that keep a product orderable (one value of every option per combination, no two
// combinations alike, tiers the cart can reach). Forms post strings; every schema takes them as
// they come, and their messages are keys answered in the member's language at the edge.

export const PRODUCT_TITLE_MAX = 120
export const PRODUCT_SLUG_MAX = 80
export const FEATURE_DESC_MAX = 200
export const SEO_TITLE_MAX = 70
export const META_DESCRIPTION_MAX = 300
export const KEYWORDS_MAX = 500
export const PART_TITLE_MAX = 80
export const TAB_BODY_MAX = 100_000
export const ALT_MAX = 200
export const STOCK_MAX = 1_000_000
export const WORKING_DAYS_MAX = 60
export const SURCHARGE_MAX = 1000
export const TIER_ROWS = 8
export const SKU = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const PRODUCT_DOWNLOAD_MAX_BYTES = 20 * 1024 * 1024

type Key = MessageKey

/** The slug a product gets: the one typed, else its title's (ROUTE-2). */
export function productSlug(typed: string, title: string): string {
  return slugify(typed.trim() || title)
    .slice(0, PRODUCT_SLUG_MAX)
    .replace(/-$/, '')
}

const asText = (value: unknown) =>
  value === undefined || value === null || value instanceof File ? '' : String(value).trim()

// Decision 0039: the messages are keys, their values in `params`, translated at the edge.
const message = (key: Key, params?: Record<string, unknown>) => ({ error: key, params })

const text = (min: number, max: number, multiline = false) =>
  z
    .unknown()
    .optional()
    .transform(asText)
    .refine(
      (value) => !hasControlCharacters(value, { multiline }),
      message(CONTROL_CHARACTERS_MESSAGE),
    )
    .refine(
      (value) => value.length >= min,
      message(min === 1 ? 'adminProducts.required' : 'adminProducts.tooShort', { min }),
    )
    .refine((value) => value.length <= max, message('adminProducts.tooLong', { max }))

const whole = (min: number, max: number, required = true) =>
  z
    .unknown()
    .optional()
    .transform(asText)
    .refine((value) => value !== '' || !required, message('adminProducts.required'))
    .refine(
      (value) =>
        value === '' || (/^-?\d+$/.test(value) && Number(value) >= min && Number(value) <= max),
      message('adminProducts.wholeBetween', { min, max }),
    )
    .transform((value) => (value === '' ? null : Number(value)))

const euros = z
  .unknown()
  .optional()
  .transform(asText)
  .transform((value) => (value === '' ? 0 : parseEuros(value)))
  .refine((cents) => cents !== null, message('adminProducts.euros'))
  .transform((cents) => cents!)

// The basics refuse a form without the field; a new product reads it as empty.
const productType = (field: z.ZodType<unknown>) =>
  field
    .transform(asText)
    .refine((value) => value === '1' || value === '2', message('adminProducts.required'))
    .transform((value) => Number(value) as 1 | 2)

const slug = text(0, PRODUCT_SLUG_MAX).refine(
  (value) => value === '' || SLUG.test(value),
  message('adminProducts.slugInvalid'),
)

/** The product's own fields: titles, slugs, texts for lists and search engines, print data. */
export const productBasicsSchema = z
  .object({
    type: productType(z.unknown()),
    titleDe: text(1, PRODUCT_TITLE_MAX),
    titleEn: text(1, PRODUCT_TITLE_MAX),
    slugDe: slug,
    slugEn: slug,
    featureDescDe: text(0, FEATURE_DESC_MAX),
    featureDescEn: text(0, FEATURE_DESC_MAX),
    seoTitleDe: text(0, SEO_TITLE_MAX),
    seoTitleEn: text(0, SEO_TITLE_MAX),
    metaDescriptionDe: text(0, META_DESCRIPTION_MAX),
    metaDescriptionEn: text(0, META_DESCRIPTION_MAX),
    keywords: text(0, KEYWORDS_MAX),
    printWidthMm: whole(1, 20_000, false),
    printHeightMm: whole(1, 20_000, false),
    printBleedMm: whole(0, 100, false),
    printMinPpi: whole(30, 1200),
    printPages: whole(1, 100),
  })
  .transform((input) => ({
    ...input,
    // An empty slug field takes the title's (ROUTE-2).
    slugDe: productSlug(input.slugDe, input.titleDe),
    slugEn: productSlug(input.slugEn, input.titleEn),
  }))
  .superRefine((input, ctx) => {
    for (const field of ['slugDe', 'slugEn'] as const) {
      if (input[field] === '') {
        ctx.addIssue({ code: 'custom', path: [field], message: 'adminProducts.slugInvalid' })
      }
    }
    const format = [input.printWidthMm, input.printHeightMm]
    if (format.some((value) => value === null) && format.some((value) => value !== null)) {
      ctx.addIssue({
        code: 'custom',
        path: [input.printWidthMm === null ? 'printWidthMm' : 'printHeightMm'],
        message: 'adminProducts.formatBoth',
      })
    }
  })
export type ProductBasics = z.output<typeof productBasicsSchema>

/** A new product: its kind, titles and default category; the rest follows in the editor. */
export const newProductSchema = z.object({
  type: productType(z.unknown().optional()),
  titleDe: text(1, PRODUCT_TITLE_MAX),
  titleEn: text(1, PRODUCT_TITLE_MAX),
  menuId: whole(1, MAX_DATABASE_ID).transform((value) => value!),
})
export type NewProduct = z.output<typeof newProductSchema>

/** Titles of a part: an option, a value, a production time, a service, a tab. */
export const titlesSchema = z.object({
  titleDe: text(1, PART_TITLE_MAX),
  titleEn: text(1, PART_TITLE_MAX),
})
export type Titles = z.output<typeof titlesSchema>

/** A new option comes with its first value: every existing combination takes that value. */
export const newOptionSchema = titlesSchema.extend({
  valueDe: text(1, PART_TITLE_MAX),
  valueEn: text(1, PART_TITLE_MAX),
})

export const tabSchema = titlesSchema.extend({
  bodyDe: text(0, TAB_BODY_MAX, true),
  bodyEn: text(0, TAB_BODY_MAX, true),
})

/** A combination's prices (PRICE-2: product, real and additional price), stock and number. */
export const combinationSchema = z.object({
  price: euros,
  realPrice: euros,
  additionalPrice: euros,
  stock: whole(0, STOCK_MAX).transform((value) => value!),
  sku: text(0, 64).refine(
    (value) => value === '' || SKU.test(value),
    message('adminProducts.skuInvalid'),
  ),
  isActive: checkbox,
  isDefault: checkbox,
})
export type CombinationInput = z.output<typeof combinationSchema>

/**
 * PED-2: the generator's price rule and the fields every generated combination shares; the
 * chosen values and their surcharges are read by core/catalog/combination-generator.ts.
 */
export const generatorSchema = combinationSchema.omit({ sku: true, isDefault: true })

/**
 * PRE-2, PRE-3: what choosing an option value means for the print data — its own trim width
 * and/or height in mm, or its own page count; all empty: the product's print facts hold.
 */
export const valuePrintSchema = z
  .object({
    printWidthMm: whole(1, 20_000, false),
    printHeightMm: whole(1, 20_000, false),
    printPages: whole(1, 100, false),
  })
  .transform((input) => {
    const print = {
      ...(input.printWidthMm !== null && { widthMm: input.printWidthMm }),
      ...(input.printHeightMm !== null && { heightMm: input.printHeightMm }),
      ...(input.printPages !== null && { pages: input.printPages }),
    }
    return Object.keys(print).length > 0 ? print : null
  })

export const durationSchema = titlesSchema.extend({
  workingDays: whole(0, WORKING_DAYS_MAX).transform((value) => value!),
  surchargePercent: whole(0, SURCHARGE_MAX).transform((value) => value!),
})
export type DurationInput = z.output<typeof durationSchema>

export const serviceValueSchema = titlesSchema.extend({ price: euros })

export const altSchema = z.object({ altDe: text(1, ALT_MAX), altEn: text(1, ALT_MAX) })

export const downloadSchema = titlesSchema.extend({
  kind: z
    .unknown()
    .optional()
    .transform(asText)
    .refine(
      (value) => value === 'template' || value === 'datasheet',
      message('adminProducts.required'),
    )
    .transform((value) => value as 'template' | 'datasheet'),
})

/**
 * PRICE-4: the tier rows of the form (`minQuantity0`, `percent0`, …); empty rows are dropped.
 * A tier starts at 2 to 50 pieces (the cart's most), no two at one quantity, 1–99 % off, and a
 * larger quantity never gives less off than a smaller one.
 */
export function readTiers(
  form: Record<string, unknown>,
  locale: Locale,
):
  | { ok: true; tiers: { minQuantity: number; percent: number }[] }
  | { ok: false; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {}
  const tiers: { minQuantity: number; percent: number; row: number }[] = []
  for (let row = 0; row < TIER_ROWS; row++) {
    const quantity = asText(form[`minQuantity${row}`])
    const percent = asText(form[`percent${row}`])
    if (quantity === '' && percent === '') continue
    const q = /^\d+$/.test(quantity) ? Number(quantity) : NaN
    const p = /^\d+$/.test(percent) ? Number(percent) : NaN
    if (!(q >= 2 && q <= MAX_QUANTITY)) {
      errors[`minQuantity${row}`] = [
        translate(locale, 'adminProducts.wholeBetween', { min: 2, max: MAX_QUANTITY }),
      ]
    } else if (tiers.some((tier) => tier.minQuantity === q)) {
      errors[`minQuantity${row}`] = [translate(locale, 'adminProducts.tierTwice')]
    }
    if (!(p >= 1 && p <= 99)) {
      errors[`percent${row}`] = [
        translate(locale, 'adminProducts.wholeBetween', { min: 1, max: 99 }),
      ]
    }
    tiers.push({ minQuantity: q, percent: p, row })
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const sorted = tiers.toSorted((a, b) => a.minQuantity - b.minQuantity)
  for (const [index, tier] of sorted.entries()) {
    if (index > 0 && tier.percent < sorted[index - 1]!.percent) {
      errors[`percent${tier.row}`] = [translate(locale, 'adminProducts.tierFalls')]
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, tiers: sorted.map(({ minQuantity, percent }) => ({ minQuantity, percent })) }
}

export interface OptionShape {
  id: number
  valueIds: number[]
}

export type CombinationProblem = 'valueMissing' | 'valueUnknown' | 'alreadyThere'

/**
 * A combination names one value of every option of its product (CAT-4); no two combinations
 * name the same values. `existing` are the other combinations' value sets.
 */
export function checkCombinationValues(
  options: readonly OptionShape[],
  chosen: readonly number[],
  existing: readonly (readonly number[])[],
): { problem: CombinationProblem; optionId?: number } | null {
  for (const option of options) {
    const picked = chosen.filter((id) => option.valueIds.includes(id))
    if (picked.length !== 1) return { problem: 'valueMissing', optionId: option.id }
  }
  const known = new Set(options.flatMap((option) => option.valueIds))
  if (chosen.some((id) => !known.has(id)) || chosen.length !== options.length) {
    return { problem: 'valueUnknown' }
  }
  const key = chosen.toSorted((a, b) => a - b).join(',')
  if (existing.some((values) => values.toSorted((a, b) => a - b).join(',') === key)) {
    return { problem: 'alreadyThere' }
  }
  return null
}

/**
 * CAT-7: the price lists sort by — the lowest unit price of the active combinations at
 * quantity 1 with the first production time and no services (the seed's rule too).
 */
export function fromPrice(
  combinations: readonly {
    priceCents: number
    realPriceCents: number
    additionalPriceCents: number
    isActive: boolean
  }[],
): number | null {
  const prices = combinations
    .filter((combination) => combination.isActive)
    .map((c) => c.priceCents + c.realPriceCents + c.additionalPriceCents)
  return prices.length === 0 ? null : Math.min(...prices)
}
