import { formatDate } from '../dates/dates.ts'
import type { PriceLine, TierTableRow } from '../pricing/pricing.ts'

/** A priced configuration as the catalog service computes it (server/modules/catalog). */
export interface QuoteLike {
  productId: number
  combinationId: number
  durationId: number
  serviceValueIds: number[]
  options: { option: string; value: string }[]
  durationTitle: string
  surchargePercent: number
  deliveryDate: string
  line: PriceLine
  tierTable: TierTableRow[]
  stock: number
}

/**
 * The answer of `combination-info` (API-5), also what the product page's price calculator
 * shows: the server computes it with core/pricing, the browser only displays it.
 */
export interface QuoteAnswer {
  product_id: number
  combination_id: number
  duration_id: number
  services: number[]
  quantity: number
  options: { option: string; value: string }[]
  duration_title: string
  duration_price: number
  delivery_date: string
  delivery_date_text: string
  discount: { quantity: number; percent: number } | null
  product_price: number
  base_unit_price: number
  surcharge: number
  services_price: number
  unit_price: number
  total_price: number
  discount_table: { quantity: number; percent: number; unit_price: number }[]
  stock: number
}

export function toQuoteAnswer(quote: QuoteLike, locale: 'de' | 'en'): QuoteAnswer {
  const { line } = quote
  return {
    product_id: quote.productId,
    combination_id: quote.combinationId,
    duration_id: quote.durationId,
    services: quote.serviceValueIds,
    quantity: line.quantity,
    options: quote.options,
    duration_title: quote.durationTitle,
    duration_price: quote.surchargePercent,
    delivery_date: quote.deliveryDate,
    delivery_date_text: formatDate(quote.deliveryDate, locale, { weekday: true }),
    discount: line.tier ? { quantity: line.tier.minQuantity, percent: line.tier.percent } : null,
    product_price: line.productPriceCents,
    base_unit_price: line.baseUnitCents,
    surcharge: line.surchargeCents,
    services_price: line.servicesCents,
    unit_price: line.unitCents,
    total_price: line.totalCents,
    discount_table: quote.tierTable.map((row) => ({
      quantity: row.minQuantity,
      percent: row.percent,
      unit_price: row.unitCents,
    })),
    stock: quote.stock,
  }
}

/** The query string of combination-info for a configuration (services '0' means none, CART-2). */
export function quoteQuery(choice: {
  combinationId: number
  durationId: number
  serviceValueIds: number[]
  quantity: number
}): string {
  const params = new URLSearchParams({
    combination_id: String(choice.combinationId),
    duration_id: String(choice.durationId),
    services: choice.serviceValueIds.length ? choice.serviceValueIds.join(',') : '0',
    quantity: String(choice.quantity),
  })
  return params.toString()
}
