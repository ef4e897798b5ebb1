import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import { type DeadlineRisk, deadlineRisk } from '#core/orders/deadline-risk.ts'
import type { z } from 'zod'
import { SHOP_TIME_ZONE } from '#core/dates/dates.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { orderAddressSchema } from '#core/orders/order-views.ts'
import type { adminOrderFiltersSchema } from '#core/validation/admin-orders.ts'
import type { PAYMENT_METHODS, PaymentMethod } from '#core/checkout-totals/checkout-totals.ts'
import type { WORK_STATES, WorkState } from '#core/orders/workflow.ts'
import type { Db } from '#server/db/client.ts'
import { orders, type PaymentStatus } from '#server/db/schema/index.ts'
import { customerContactView } from '#server/modules/customers/customer-reads.ts'
import type { MONEY_STATES } from '#core/orders/workflow.ts'
import { likePattern } from '#server/modules/shared/like.ts'
import { ordersCsv } from './orders-csv.ts'
import { queueCondition } from './order-queues.ts'
import { deadlineCondition, type IsHoliday } from './deadline-queue.ts'

// The back office's order list (ORD-15): every customer's orders, filtered, searched, sorted and
// paged on the server, and the same selection as a CSV file.

export const ADMIN_ORDERS_PER_PAGE = 25
/** A CSV export holds at most this many orders (a year of a busy shop). */
export const ADMIN_ORDERS_EXPORT_LIMIT = 10_000
/** Days of the list's date filter are the shop's days. */

export type AdminOrderFilters = z.output<
  ReturnType<
    typeof adminOrderFiltersSchema<typeof WORK_STATES, typeof MONEY_STATES, typeof PAYMENT_METHODS>
  >
>

export interface AdminOrderRow {
  id: number
  number: number
  createdAt: string
  company: string
  name: string
  email: string
  countryCode: string
  totalCents: number
  paymentMethod: PaymentMethod
  paymentStatus: PaymentStatus
  workState: WorkState
  /** FAIR-DUE-3: the latest approval moment (ISO 8601) and how the order stands with it. */
  latestApprovalAt: string | null
  deadlineRisk: DeadlineRisk
}

export interface AdminOrderPage {
  rows: AdminOrderRow[]
  total: number
  page: number
  lastPage: number
}

export function createBackOfficeOrders(
  db: Db,
  clock: () => Date = () => new Date(),
  /** FAIR-DUE-2: the shop's holidays for the working days before a deadline (none: weekends). */
  holidays: () => Promise<IsHoliday> = async () => () => false,
) {
  function whereOf(filters: AdminOrderFilters, now: Date, isHoliday: IsHoliday): SQL | undefined {
    const term = filters.q.replace(/^#/, '')
    const pattern = likePattern(term)
    return and(
      filters.status ? eq(orders.workState, filters.status) : undefined,
      filters.queue ? queueCondition(filters.queue, now) : undefined,
      filters.deadline ? deadlineCondition(filters.deadline, now, isHoliday) : undefined,
      filters.payment ? eq(orders.paymentStatus, filters.payment) : undefined,
      filters.method ? eq(orders.paymentMethod, filters.method) : undefined,
      filters.from
        ? sql`${orders.createdAt} >= (${filters.from}::date::timestamp at time zone ${SHOP_TIME_ZONE})`
        : undefined,
      filters.to
        ? sql`${orders.createdAt} < ((${filters.to}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`
        : undefined,
      filters.country
        ? // The order creation stores `countryCode`; older snapshots `country.code`.
          sql`coalesce(${orders.billingAddress}->>'countryCode', ${orders.billingAddress}->'country'->>'code') = ${filters.country}`
        : undefined,
      term
        ? or(
            sql`cast(${orders.number} as text) ilike ${pattern}`,
            sql`${orders.billingAddress}->>'company' ilike ${pattern}`,
            ilike(customerContactView.email, pattern),
            // PO-5: the buyer's purchase order number and cost centre.
            ilike(orders.purchaseOrder, pattern),
            ilike(orders.costCentre, pattern),
          )
        : undefined,
    )
  }

  function orderOf(filters: AdminOrderFilters) {
    const direction = filters.dir === 'asc' ? asc : desc
    if (filters.sort === 'approval') {
      // FAIR-DUE-3: orders without a deadline come last in either direction.
      const dir = filters.dir === 'asc' ? sql`asc` : sql`desc`
      return [sql`${orders.latestApprovalAt} ${dir} nulls last`, direction(orders.id)]
    }
    const column =
      filters.sort === 'total'
        ? orders.totalCents
        : filters.sort === 'number'
          ? orders.number
          : orders.createdAt
    // The id breaks ties, so a page never repeats or skips an order.
    return [direction(column), direction(orders.id)]
  }

  const columns = {
    id: orders.id,
    number: orders.number,
    createdAt: orders.createdAt,
    billing: orders.billingAddress,
    email: customerContactView.email,
    totalCents: orders.totalCents,
    paymentMethod: orders.paymentMethod,
    paymentStatus: orders.paymentStatus,
    workState: orders.workState,
    latestApprovalAt: orders.latestApprovalAt,
  }

  type Selected = {
    id: number
    number: number
    createdAt: Date
    billing: unknown
    email: string
    totalCents: number
    paymentMethod: PaymentMethod
    paymentStatus: PaymentStatus
    workState: WorkState
    latestApprovalAt: Date | null
  }

  const toRow = (row: Selected, now: Date, isHoliday: IsHoliday): AdminOrderRow => {
    const billing = orderAddressSchema.parse(row.billing ?? {})
    return {
      id: row.id,
      number: row.number,
      createdAt: row.createdAt.toISOString(),
      company: billing.company,
      name: `${billing.firstName} ${billing.lastName}`.trim(),
      email: row.email,
      countryCode: billing.country.code,
      totalCents: row.totalCents,
      paymentMethod: row.paymentMethod,
      paymentStatus: row.paymentStatus,
      workState: row.workState,
      latestApprovalAt: row.latestApprovalAt?.toISOString() ?? null,
      deadlineRisk: deadlineRisk(row, now, isHoliday),
    }
  }

  return {
    async list(filters: AdminOrderFilters): Promise<AdminOrderPage> {
      const now = clock()
      const isHoliday = await holidays()
      const where = whereOf(filters, now, isHoliday)
      const [rows, [counted]] = await Promise.all([
        db
          .select(columns)
          .from(orders)
          .innerJoin(customerContactView, eq(customerContactView.id, orders.customerId))
          .where(where)
          .orderBy(...orderOf(filters))
          .limit(ADMIN_ORDERS_PER_PAGE)
          .offset((filters.page - 1) * ADMIN_ORDERS_PER_PAGE),
        db
          .select({ total: count() })
          .from(orders)
          .innerJoin(customerContactView, eq(customerContactView.id, orders.customerId))
          .where(where),
      ])
      const total = counted?.total ?? 0
      return {
        rows: rows.map((row) => toRow(row, now, isHoliday)),
        total,
        page: filters.page,
        lastPage: Math.max(1, Math.ceil(total / ADMIN_ORDERS_PER_PAGE)),
      }
    },

    /**
     * ORD-CSV-1: the list's selection as CSV (ordersCsv: semicolons and a BOM, as German
     * spreadsheet programs open it), every page at once up to the export limit; ORD-BULK-3:
     * only the ticked orders when `ids` names them.
     */
    async csv(filters: AdminOrderFilters, locale: Locale, ids?: number[]): Promise<string> {
      const now = clock()
      const isHoliday = await holidays()
      const rows = await db
        .select(columns)
        .from(orders)
        .innerJoin(customerContactView, eq(customerContactView.id, orders.customerId))
        .where(and(whereOf(filters, now, isHoliday), ids ? inArray(orders.id, ids) : undefined))
        .orderBy(...orderOf(filters))
        .limit(ADMIN_ORDERS_EXPORT_LIMIT)
      return ordersCsv(
        db,
        rows.map((row) => toRow(row, now, isHoliday)),
        locale,
      )
    },
  }
}

export type BackOfficeOrders = ReturnType<typeof createBackOfficeOrders>
