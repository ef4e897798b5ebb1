import { z } from 'zod'
import type { MessageKey } from '#core/i18n/translate.ts'
import { recordId } from './form-input.ts'

// STOCK-1, STOCK-2: the stock page's filters (from its address; unknown values dropped) and its
// form, one per combination: the stock and the low-stock threshold as whole numbers.

export const STOCK_MAX = 1_000_000
const wholeNumber = 'adminWork.stock.wholeNumber' satisfies MessageKey

const count = z
  .string({ error: wholeNumber })
  .trim()
  .regex(/^\d{1,7}$/, { error: wholeNumber })
  .transform(Number)
  .refine((value) => value <= STOCK_MAX, { error: wholeNumber })

export const stockForm = z.object({
  intent: z.literal('save'),
  combination: recordId,
  stock: count,
  /** Empty: the combination raises no alert. */
  threshold: z
    .preprocess((value) => (value === '' ? undefined : value), count.optional())
    .transform((value) => value ?? null),
})
export type StockInput = z.output<typeof stockForm>

export const stockFiltersSchema = z.object({
  q: z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim().slice(0, 100)),
  low: z
    .string()
    .optional()
    .transform((value) => value === '1'),
  page: z
    .string()
    .optional()
    .transform((value) => Math.min(Math.max(Number.parseInt(value ?? '1', 10) || 1, 1), 10_000)),
})
export type StockFilters = z.output<typeof stockFiltersSchema>

/** STOCK-2: a combination as the stock page shows it. */
export interface StockRow {
  combinationId: number
  productId: number
  product: string
  configuration: string
  sku: string | null
  stock: number
  threshold: number | null
  active: boolean
  low: boolean
}
