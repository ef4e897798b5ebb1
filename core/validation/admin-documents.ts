import { z } from 'zod'
import { isoDate, optionalEnum } from './admin-orders.ts'
import { NOT_FOUND } from './form-input.ts'

// The back office's list of issued documents (INV-6, decision 0024), filtered from the
// page's address like the order list: a value the list does not know is dropped, never an error.

export const DOCUMENT_KINDS = ['invoice', 'credit_note'] as const

export const adminDocumentFiltersSchema = z.object({
  kind: optionalEnum(DOCUMENT_KINDS),
  from: isoDate,
  to: isoDate,
  q: z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim().slice(0, 100)),
  page: z
    .string()
    .optional()
    .transform((value) => Math.min(Math.max(Number.parseInt(value ?? '1', 10) || 1, 1), 10_000)),
})

export type AdminDocumentFilters = z.infer<typeof adminDocumentFiltersSchema>

/**
 * `intent=resend`: the document's number as the list or the order page sends it. A number no
 * document can have (empty, longer than 40) names nothing: not found, never cut to fit.
 */
export const resendDocumentForm = z.object({
  number: z.string().min(1, { error: NOT_FOUND }).max(40, { error: NOT_FOUND }),
})
