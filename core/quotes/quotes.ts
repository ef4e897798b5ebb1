import { subtractPercent } from '../money/money.ts'

// Quote requests and quotes (decision 0058): the pure rules, shared by the server and the pages.

/** QUOTE-2: a requested line's quantity is a whole number from 1 to 10,000. */
export const MAX_QUOTE_QUANTITY = 10_000
/** QUOTE-2: a request has at most this many lines (a cart has at most 100). */
export const MAX_QUOTE_LINES = 100
/** QUOTE-2: the request's message, at most this many characters. */
export const MAX_QUOTE_MESSAGE = 2_000

export type QuoteStatus = 'requested' | 'sent' | 'accepted' | 'ordered'
/** What a customer and staff see: a sent quote past its validity day is 'expired' (QUOTE-8). */
export type QuoteState = QuoteStatus | 'expired'

/** QUOTE-4: how staff price a line: a unit price in cents, or a percent off today's unit price. */
export type LinePricing =
  { kind: 'unit'; unitCents: number } | { kind: 'discount'; basisPoints: number }

/**
 * QUOTE-4: the quoted unit price of a line. A discount (0.01 % steps, at most 100 %) is taken
 * off today's unit price with the shop's one rounding rule (TOT-1); a unit price is taken as it is.
 */
export function quotedUnitCents(listUnitCents: number, pricing: LinePricing): number {
  if (pricing.kind === 'unit') {
    if (!Number.isSafeInteger(pricing.unitCents) || pricing.unitCents < 0) {
      throw new RangeError(`Not a unit price: ${pricing.unitCents}`)
    }
    return pricing.unitCents
  }
  const { basisPoints } = pricing
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > 10_000) {
    throw new RangeError(`Not a discount: ${basisPoints}`)
  }
  return subtractPercent(listUnitCents, basisPoints / 100)
}

export interface QuoteTotals {
  linesCents: number
  shippingCents: number
  /** Net: the lines' totals and the shipping; VAT is the checkout's (TOT-3). */
  netCents: number
}

/** QUOTE-4: a quote's net total: each line's unit price × quantity, plus shipping. */
export function quoteTotals(
  lines: readonly { unitCents: number; quantity: number }[],
  shippingCents: number,
): QuoteTotals {
  const linesCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0)
  if (!Number.isSafeInteger(linesCents + shippingCents)) throw new RangeError('Quote too large')
  return { linesCents, shippingCents, netCents: linesCents + shippingCents }
}

/** QUOTE-5: the quote number, `AN-2027-000042`, counted per year. */
export function quoteNumber(year: number, counter: number): string {
  if (!Number.isInteger(counter) || counter < 1 || counter > 999_999) {
    throw new RangeError(`Quote counter out of range: ${counter}`)
  }
  return `AN-${year}-${String(counter).padStart(6, '0')}`
}

/**
 * QUOTE-8: a sent quote is valid through its validity day (inclusive, as the shop's calendar
 * day `today`, 'YYYY-MM-DD'); after it, it is expired. Other states are what is stored.
 */
export function quoteState(
  status: QuoteStatus,
  validUntil: string | null,
  today: string,
): QuoteState {
  if (status === 'sent' && validUntil !== null && validUntil < today) return 'expired'
  return status
}

/** QUOTE-8: only a sent quote within its validity can be accepted. */
export function canAccept(status: QuoteStatus, validUntil: string | null, today: string): boolean {
  return quoteState(status, validUntil, today) === 'sent'
}

/** QUOTE-9: an expired quote, or one that was ordered, can be requested again. */
export function canRequestAgain(
  status: QuoteStatus,
  validUntil: string | null,
  today: string,
): boolean {
  const state = quoteState(status, validUntil, today)
  return state === 'expired' || state === 'ordered'
}

/** QUOTE-5: a validity day must be today or later. */
export function isValidityDay(validUntil: string, today: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(validUntil) && validUntil >= today
}
