import { z } from 'zod'
import { MAX_DATABASE_ID } from '#core/ids/database-id.ts'
import type { MessageKey } from '#core/i18n/translate.ts'
import { formText, recordId } from './form-input.ts'

// ORD-BULK-1..ORD-BULK-3, ORD-SAVED-1: what the order list's bulk form and its saved filters
// send. Messages are keys (decision 0039).

/** ORD-BULK-1: at most this many orders in one bulk action. */
export const BULK_ORDERS_MAX = 100

/**
 * The ticked orders of a bulk form: each `id`, and the select-all box's `all` (the page's ids,
 * comma-separated, so it works without JavaScript); repeats once, anything else dropped.
 * `tooMany` when more than BULK_ORDERS_MAX were ticked (none is taken then).
 */
export function selectedOrderIds(params: URLSearchParams | FormData): {
  ids: number[]
  tooMany: boolean
} {
  const values = [
    ...params.getAll('id'),
    ...params.getAll('all').flatMap((all) => String(all).split(',')),
  ].map((value) => String(value).trim())
  const ids = [
    ...new Set(
      values
        .filter((value) => /^[1-9]\d{0,9}$/.test(value))
        .map(Number)
        .filter((id) => id <= MAX_DATABASE_ID),
    ),
  ]
  return ids.length > BULK_ORDERS_MAX ? { ids: [], tooMany: true } : { ids, tooMany: false }
}

export const SAVED_FILTER_NAME_MAX = 60

/** ORD-SAVED-1: the order list's saved-filter forms. */
export const savedFilterForm = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('filter-save'),
    name: formText()
      .refine((name) => name.trim().length > 0, {
        error: 'adminShipping.saved.nameMissing' satisfies MessageKey,
      })
      .refine((name) => name.trim().length <= SAVED_FILTER_NAME_MAX, {
        error: 'adminShipping.saved.nameTooLong' satisfies MessageKey,
      })
      .transform((name) => name.trim()),
    /** The list's query string when the filter was saved. */
    query: formText(2000),
  }),
  z.object({ intent: z.literal('filter-delete'), filter: recordId }),
])

/**
 * ORD-SAVED-1: the part of the list's address a saved filter keeps: every filter and the sort,
 * never the page or a selection.
 */
export function filterQueryOf(search: string): string {
  const params = new URLSearchParams(search)
  for (const key of ['page', 'id', 'all', 'bulk', 'index']) params.delete(key)
  params.sort()
  return [...params.entries()]
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&')
}
