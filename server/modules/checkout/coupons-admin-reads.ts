import { and, count, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import { shopDayOf } from '#core/dates/dates.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { AdminCouponFilters } from '#core/validation/admin-coupons.ts'
import type { Db } from '#server/db/client.ts'
import { couponRedemptions, coupons } from '#server/db/schema/index.ts'
import { orderSummaryView } from '#server/modules/orders/order-reads.ts'
import { AppError } from '#core/errors/errors.ts'
import type { CouponState, CouponSummary, CouponOrder } from '#core/coupons/coupon-views.ts'

// STAFF-10: the back office's coupon list and detail page (CHK-6), each coupon with its usage;
// the writes are in coupons-admin.ts.

export const COUPONS_PER_PAGE = 25
/** The detail page lists the newest orders that used a coupon, this many. */
export const COUPON_ORDERS_SHOWN = 50

type CouponRecord = typeof coupons.$inferSelect

function stateOf(row: CouponRecord, at: Date): CouponState {
  if (!row.isActive) return 'inactive'
  if (row.validUntil && row.validUntil < at) return 'expired'
  if (row.validFrom && row.validFrom > at) return 'scheduled'
  return 'active'
}

/** Per coupon: distinct customers and the revenue of its orders that were not cancelled. */
const usage = (db: Db) =>
  db
    .select({
      couponId: couponRedemptions.couponId,
      customers: sql<number>`count(distinct ${couponRedemptions.customerId})::int`.as('customers'),
      revenueCents:
        sql<string>`coalesce(sum(${orderSummaryView.totalCents}) filter (where ${orderSummaryView.workState} <> 'cancelled' and ${orderSummaryView.status} <> 'cancelled'), 0)::bigint`.as(
          'revenue_cents',
        ),
    })
    .from(couponRedemptions)
    .innerJoin(orderSummaryView, eq(orderSummaryView.id, couponRedemptions.orderId))
    .groupBy(couponRedemptions.couponId)
    .as('usage')

function summaryOf(
  row: CouponRecord,
  figures: { customers: number | null; revenueCents: string | number | null } | null,
  at: Date,
): CouponSummary {
  return {
    id: row.id,
    code: row.code,
    percent: row.percent,
    validFrom: row.validFrom ? shopDayOf(row.validFrom) : null,
    validUntil: row.validUntil ? shopDayOf(row.validUntil) : null,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    usedCount: row.usedCount,
    isActive: row.isActive,
    state: stateOf(row, at),
    customers: Number(figures?.customers ?? 0),
    revenueCents: Number(figures?.revenueCents ?? 0),
  }
}

export function createCouponReads(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps
  const notFound = (locale: Locale) =>
    new AppError('not_found', translate(locale, 'api.itemNotFound'))

  return {
    /** Newest first, by state and part of the code, 25 a page, with each coupon's usage. */
    async list(
      filters: Partial<AdminCouponFilters>,
    ): Promise<{ rows: CouponSummary[]; total: number; page: number; lastPage: number }> {
      const at = now()
      const where: SQL[] = []
      if (filters.status === 'active') {
        where.push(
          eq(coupons.isActive, true),
          or(isNull(coupons.validUntil), gte(coupons.validUntil, at))!,
        )
      } else if (filters.status === 'inactive') where.push(eq(coupons.isActive, false))
      else if (filters.status === 'expired') where.push(lt(coupons.validUntil, at))
      const q = filters.q?.trim().toUpperCase()
      if (q) where.push(ilike(coupons.code, `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`))
      const condition = where.length > 0 ? and(...where) : undefined
      const [{ total }] = (await db.select({ total: count() }).from(coupons).where(condition)) as [
        { total: number },
      ]
      const lastPage = Math.max(1, Math.ceil(total / COUPONS_PER_PAGE))
      const page = Math.min(Math.max(1, filters.page ?? 1), lastPage)
      const figures = usage(db)
      const rows = await db
        .select({
          coupon: coupons,
          customers: figures.customers,
          revenueCents: figures.revenueCents,
        })
        .from(coupons)
        .leftJoin(figures, eq(figures.couponId, coupons.id))
        .where(condition)
        .orderBy(desc(coupons.id))
        .limit(COUPONS_PER_PAGE)
        .offset((page - 1) * COUPONS_PER_PAGE)
      return {
        rows: rows.map((row) => summaryOf(row.coupon, row, at)),
        total,
        page,
        lastPage,
      }
    },

    /** One coupon with its usage and the newest orders that used it; unknown is a 404. */
    async detail(
      id: number,
      locale: Locale,
    ): Promise<{ coupon: CouponSummary; orders: CouponOrder[]; orderCount: number }> {
      const figures = usage(db)
      const [row] = await db
        .select({
          coupon: coupons,
          customers: figures.customers,
          revenueCents: figures.revenueCents,
        })
        .from(coupons)
        .leftJoin(figures, eq(figures.couponId, coupons.id))
        .where(eq(coupons.id, id))
      if (!row) throw notFound(locale)
      const used = eq(couponRedemptions.couponId, id)
      const [[counted], list] = await Promise.all([
        db.select({ n: count() }).from(couponRedemptions).where(used),
        db
          .select({
            id: orderSummaryView.id,
            number: orderSummaryView.number,
            createdAt: orderSummaryView.createdAt,
            customerId: orderSummaryView.customerId,
            company: orderSummaryView.company,
            totalCents: orderSummaryView.totalCents,
            workState: orderSummaryView.workState,
            paymentStatus: orderSummaryView.paymentStatus,
          })
          .from(couponRedemptions)
          .innerJoin(orderSummaryView, eq(orderSummaryView.id, couponRedemptions.orderId))
          .where(used)
          .orderBy(desc(orderSummaryView.createdAt), desc(orderSummaryView.id))
          .limit(COUPON_ORDERS_SHOWN),
      ])
      return {
        coupon: summaryOf(row.coupon, row, now()),
        orders: list.map((order) => ({ ...order, createdAt: order.createdAt.toISOString() })),
        orderCount: counted?.n ?? 0,
      }
    },
  }
}
