import type { Locale } from '../i18n/locale.ts'

/**
 * Money is an integer number of euro cents everywhere: in the database, in the API, in the cart.
 *
 * Rounding rule, the one used everywhere (TOT-1, decision 0035): a percentage of an amount — a
 * coupon, the prepayment discount, a quantity tier, a production-time surcharge, the SW service
 * fee, VAT — is `percentOf`: the exact product rounded half up to a whole cent (half away from
 * zero; our amounts are never negative). What is left after a discount, or the amount after a
 * surcharge, is the difference or the sum. The arithmetic is exact: a percent has at most two
 * decimals, so it becomes whole basis points and `cents × basisPoints / 10 000` is an integer
 * division with the half-up rule, no floats involved. 10 % of 1.409,45 € is 140,945 €, taken off
 * as 140,95 €; 10 % off 5 cents takes round(0.5) = 1 cent.
 */

const BASIS_POINTS_PER_UNIT = 10_000

/** Rounds to a whole number, half away from zero (2.5 -> 3, -2.5 -> -3). */
export function roundHalfUp(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value)) + 0
}

/** numerator / denominator for integers, rounded half up without going through a fraction. */
function divideRoundHalfUp(numerator: number, denominator: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator)
  const n = Math.abs(numerator)
  const d = Math.abs(denominator)
  const quotient = Math.floor(n / d)
  const remainder = n - quotient * d
  return sign * (remainder * 2 >= d ? quotient + 1 : quotient) + 0
}

export function isCents(value: number): boolean {
  return Number.isSafeInteger(value)
}

function assertCents(cents: number): void {
  if (!isCents(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`)
}

/** A percent with at most two decimals as whole basis points (12.5 % -> 1250). */
export function toBasisPoints(percent: number): number {
  const basisPoints = Math.round(percent * 100)
  // percent * 100 is not exact in binary (12.34 * 100 = 1234.0000000000002), hence the tolerance.
  if (!Number.isFinite(percent) || Math.abs(percent * 100 - basisPoints) > 1e-6) {
    throw new RangeError(`A percent may have at most two decimals: ${percent}`)
  }
  return basisPoints
}

function multiplyByBasisPoints(cents: number, basisPoints: number): number {
  assertCents(cents)
  const product = cents * basisPoints
  if (!Number.isSafeInteger(product)) throw new RangeError(`Amount too large: ${cents} cents`)
  return divideRoundHalfUp(product, BASIS_POINTS_PER_UNIT)
}

/** `percent` % of an amount: percentOf(1999, 19) === 380 (379.81 rounded). */
export function percentOf(cents: number, percent: number): number {
  return multiplyByBasisPoints(cents, toBasisPoints(percent))
}

/** The amount raised by `percent` %, e.g. a surcharge: addPercent(1000, 25) === 1250. */
export function addPercent(cents: number, percent: number): number {
  return cents + percentOf(cents, percent)
}

/**
 * The amount lowered by `percent` %, e.g. a discount: subtractPercent(1000, 10) === 900. The
 * discount is `percentOf` (rounded half up), the rest is what remains.
 */
export function subtractPercent(cents: number, percent: number): number {
  return cents - percentOf(cents, percent)
}

// SHOP-7: currency EUR in de-DE format. One formatter, since building one is not cheap.
const euroFormat = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' })

/** 123456 -> '1.234,56 €', with the no-break space (U+00A0) Intl puts before the sign. */
export function formatMoney(cents: number): string {
  assertCents(cents)
  return euroFormat.format(cents / 100)
}

const amountFormats = {
  whole: {
    de: new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 }),
    en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }),
  },
  cents: {
    de: new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    en: new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  },
}

/**
 * An amount as the shop's texts write it, e.g. the free-shipping threshold (TOT-4: 'ab 500 EUR
 * Nettowarenwert'): whole euros without decimals ('500 EUR'), otherwise with the language's
 * decimal mark ('500,50 EUR', '500.50 EUR').
 */
export function formatEuroAmount(cents: number, locale: Locale): string {
  assertCents(cents)
  const format = cents % 100 === 0 ? amountFormats.whole : amountFormats.cents
  return `${format[locale].format(cents / 100)} EUR`
}

/**
 * An amount in euros as staff type it ("128,16", "128.16", "1.234,50 €", "99") in cents; null
 * for anything that is not one amount with at most two decimals.
 */
export function parseEuros(text: string): number | null {
  const cleaned = text.replace(/\s|€|EUR/gi, '')
  // A comma is the decimal mark when present; dots before it group thousands.
  const normalised = cleaned.includes(',')
    ? cleaned.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.')
    : cleaned.replace(/\.(?=\d{3}\.)/g, '')
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(normalised)) return null
  const [whole, fraction = ''] = normalised.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}
