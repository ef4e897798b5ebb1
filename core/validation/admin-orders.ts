import { z } from 'zod'
import { DEADLINE_FILTERS } from '../orders/deadline-risk.ts'
import { ORDER_QUEUES } from '../orders/queues.ts'

// The back office's order list filters (STAFF-5, ORD-15), read from the page's address, so a
// filtered list is a link and works without JavaScript. A value the list does not know is
// dropped, never an error: the list shows its default instead.

/** FAIR-DUE-3: `approval` sorts by the latest approval moment, orders without one last. */
export const ORDER_SORTS = ['date', 'number', 'total', 'approval'] as const
export type OrderSort = (typeof ORDER_SORTS)[number]

export const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .optional()
    .transform((value) => (values.includes(value ?? '') ? (value as T[number]) : undefined))

export const isoDate = z
  .string()
  .optional()
  .transform((value) =>
    value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
      ? value
      : undefined,
  )

export function adminOrderFiltersSchema<
  S extends readonly [string, ...string[]],
  P extends readonly [string, ...string[]],
  M extends readonly [string, ...string[]],
>(statuses: S, payments: P, methods: M) {
  return z.object({
    q: z
      .string()
      .optional()
      .transform((value) => (value ?? '').trim().slice(0, 100)),
    status: optionalEnum(statuses),
    payment: optionalEnum(payments),
    method: optionalEnum(methods),
    /** STAFF-13: a work queue of the dashboard (core/orders/queues.ts). */
    queue: optionalEnum(ORDER_QUEUES),
    /** FAIR-DUE-3: orders at risk of missing their latest approval moment, or past it. */
    deadline: optionalEnum(DEADLINE_FILTERS),
    from: isoDate,
    to: isoDate,
    country: z
      .string()
      .optional()
      .transform((value) =>
        value && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : undefined,
      ),
    sort: optionalEnum(ORDER_SORTS).transform((value) => value ?? 'date'),
    dir: optionalEnum(['asc', 'desc'] as const).transform((value) => value ?? 'desc'),
    page: z
      .string()
      .optional()
      .transform((value) => Math.min(Math.max(Number.parseInt(value ?? '1', 10) || 1, 1), 10_000)),
  })
}
