import { printedProducts } from '#server/modules/catalog/catalog-reads.ts'
import { reorderedFrom } from './reorder-reads.ts'
import { and, asc, count, desc, eq, exists, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import {
  canPayOnline,
  type OrderDetailView,
  type OrderView,
  orderAddressSchema,
  orderItemVariantSchema,
  packageTotalsOf,
  type PrintCheckView,
  type PrintFileKind,
  type PrintFileView,
} from '#core/orders/order-views.ts'
import { trackingUrl } from '#core/orders/carriers.ts'
import type { Db } from '#server/db/client.ts'
import {
  orderEvents,
  orderFiles,
  orderItems,
  orderPackages,
  orders,
} from '#server/db/schema/index.ts'
import { AppError } from '#core/errors/errors.ts'
import { likePattern } from '#server/modules/shared/like.ts'
import type { PrintChecks } from '#server/modules/preflight/print-checks.service.ts'
import type { StaffOrderFacts } from '#core/orders/staff-views.ts'

/** ORD-5: the profile's order list shows 10 orders per page. */
export const ORDERS_PER_PAGE = 10

export interface OrderList {
  data: OrderView[]
  total: number
  page: number
  perPage: number
  lastPage: number
}

export interface NewPrintFile {
  orderItemId: number | null
  storedName: string
  originalName: string
  kind: PrintFileKind
  contentType: string
  sizeBytes: number
}

export interface StoredPrintFile extends PrintFileView {
  orderId: number
  storedName: string
}

type OrderRow = typeof orders.$inferSelect
type FileRow = typeof orderFiles.$inferSelect

function toOrderView(order: OrderRow, itemCount: number): OrderView {
  return {
    id: order.id,
    number: order.number,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    workState: order.workState,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    itemCount,
    totalCents: order.totalCents,
    invoiceReadyAt: order.invoiceReadyAt?.toISOString() ?? null,
    canPay: canPayOnline(order),
    approvalStatus: order.approvalStatus,
    customerId: order.customerId,
  }
}

export function toFileView(file: FileRow, check: PrintCheckView | null = null): PrintFileView {
  return {
    id: file.id,
    orderItemId: file.orderItemId,
    name: file.originalName,
    kind: file.kind as PrintFileKind,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    createdAt: file.createdAt.toISOString(),
    check,
    carried: file.carriedFromFileId !== null,
  }
}

/**
 * A customer's orders and their print files. Every query names the customer: another
 * customer's order or file is simply not found (ROLE-4: no request reads another's data).
 */
export function createOrdersService(db: Db, { checks }: { checks: Pick<PrintChecks, 'viewsFor'> }) {
  const notFound = (locale: Locale) =>
    new AppError('not_found', translate(locale, 'orders.notFound'))

  /** CO-3: a customer's own orders, or with `companyId` every order of their company. */
  const scoped = (customerId: number, companyId?: number) =>
    companyId === undefined
      ? eq(orders.customerId, customerId)
      : or(eq(orders.customerId, customerId), eq(orders.companyId, companyId))

  async function ownOrder(
    customerId: number,
    orderId: number,
    locale: Locale,
    companyId?: number,
  ): Promise<OrderRow> {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), scoped(customerId, companyId)))
      .limit(1)
    if (!order) throw notFound(locale)
    return order
  }

  async function detailOf(order: OrderRow, locale: Locale): Promise<OrderDetailView> {
    const [packages, items, files, events, checkViews] = await Promise.all([
      db
        .select()
        .from(orderPackages)
        .where(eq(orderPackages.orderId, order.id))
        .orderBy(asc(orderPackages.number)),
      db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.id)),
      db
        .select()
        .from(orderFiles)
        .where(eq(orderFiles.orderId, order.id))
        .orderBy(asc(orderFiles.createdAt), asc(orderFiles.id)),
      db
        .select({
          id: orderEvents.id,
          kind: orderEvents.kind,
          toState: orderEvents.toState,
          customerMessage: orderEvents.customerMessage,
          amountCents: orderEvents.amountCents,
          createdAt: orderEvents.createdAt,
        })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, order.id), inArray(orderEvents.kind, ['work', 'money'])))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
      checks.viewsFor(order.id, locale),
    ])
    const printed = await printedProducts(db, [...new Set(items.map((item) => item.productId))])
    const reordered = await reorderedFrom(db, items)
    const stored = packageTotalsOf(order.totals)
    const filesOf = (itemId: number | null) =>
      files
        .filter((file) => file.orderItemId === itemId)
        .map((file) => toFileView(file, checkViews.get(file.id) ?? null))
    return {
      ...toOrderView(order, items.length),
      locale: order.locale,
      billingAddress: orderAddressSchema.parse(order.billingAddress ?? {}),
      multiAddress: order.multiAddress,
      comments: order.comments,
      couponCode: order.couponCode,
      couponPercent: order.couponPercent,
      // Only an id VIES confirmed is shown (and printed) as the customer's VAT id.
      vatId: order.vatIdConfirmation ? order.vatId : null,
      leitwegId: order.leitwegId,
      purchaseOrder: order.purchaseOrder,
      costCentre: order.costCentre,
      promisedArrivalOn: order.promisedArrivalOn,
      reverseCharge: order.reverseCharge,
      totals: {
        subtotalCents: order.subtotalCents,
        couponDiscountCents: order.couponDiscountCents,
        prepaymentDiscountCents: order.prepaymentDiscountCents,
        shippingCents: order.shippingCents,
        netCents: order.netCents,
        vatCents: order.vatCents,
        serviceFeeCents: order.serviceFeeCents,
        totalCents: order.totalCents,
        taxPercent: order.taxPercent,
      },
      packages: packages.map((pkg, index) => ({
        id: pkg.id,
        number: pkg.number,
        address: orderAddressSchema.parse(pkg.address ?? {}),
        countryCode: pkg.countryCode,
        postMethod: pkg.postMethod,
        postMethodText: pkg.postMethodText,
        postPriceCents: pkg.postPriceCents,
        shippingCents: stored[index]?.shippingCents ?? pkg.postPriceCents,
        vatTreatment: stored[index]?.treatment ?? null,
        carrier: pkg.carrier,
        trackingNumber: pkg.trackingNumber,
        trackingUrl: trackingUrl(pkg.carrier, pkg.trackingNumber, order.locale),
        shippedAt: pkg.shippedAt?.toISOString() ?? null,
        items: items
          .filter((item) => item.packageId === pkg.id)
          .map((item) => ({
            id: item.id,
            productId: item.productId,
            combinationId: item.combinationId,
            hasTemplate: printed.has(item.productId),
            productTitle: item.productTitle,
            variant: orderItemVariantSchema.parse(item.variant ?? {}),
            quantity: item.quantity,
            unitCents: item.unitCents,
            totalCents: item.totalCents,
            deliveryDate: item.deliveryDate,
            files: filesOf(item.id),
            reorderOf: item.reorderOfItemId ? (reordered.get(item.reorderOfItemId) ?? null) : null,
          })),
      })),
      files: filesOf(null),
      progress: events.map((event) => ({
        ...event,
        kind: event.kind as 'work' | 'money',
        createdAt: event.createdAt.toISOString(),
      })),
      proofApprovedAt: order.proofApprovedAt?.toISOString() ?? null,
    }
  }

  return {
    /**
     * The customer's orders, newest first, 10 per page. `q` finds an order by its number or by
     * the title of a product in it, case-insensitive.
     */
    async list(
      customerId: number,
      { q = '', page = 1, companyId }: { q?: string; page?: number; companyId?: number } = {},
    ): Promise<OrderList> {
      const term = q.trim().replace(/^#/, '')
      const pattern = likePattern(term)
      const where = and(
        scoped(customerId, companyId),
        term
          ? or(
              sql`cast(${orders.number} as text) ilike ${pattern}`,
              exists(
                db
                  .select({ one: sql`1` })
                  .from(orderItems)
                  .where(
                    and(eq(orderItems.orderId, orders.id), ilike(orderItems.productTitle, pattern)),
                  ),
              ),
            )
          : undefined,
      )
      // Named in full: inside a select list the builder leaves the columns unqualified.
      const itemCount =
        sql<number>`(select count(*) from "order_items" where "order_items"."order_id" = "orders"."id")`.mapWith(
          Number,
        )
      const [rows, [counted]] = await Promise.all([
        db
          .select({ order: orders, itemCount })
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(ORDERS_PER_PAGE)
          .offset((page - 1) * ORDERS_PER_PAGE),
        db.select({ total: count() }).from(orders).where(where),
      ])
      const total = counted?.total ?? 0
      return {
        data: rows.map((row) => toOrderView(row.order, row.itemCount)),
        total,
        page,
        perPage: ORDERS_PER_PAGE,
        lastPage: Math.max(1, Math.ceil(total / ORDERS_PER_PAGE)),
      }
    },

    /**
     * The card or PayPal order that still holds the cart's lines, unpaid (PAY-1), or null: the
     * cart offers to pay it or to drop it.
     */
    async openUnpaid(customerId: number): Promise<OrderView | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.customerId, customerId),
            eq(orders.status, 'pending'),
            isNotNull(orders.cartItemIds),
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(1)
      return row ? toOrderView(row, (row.cartItemIds ?? []).length) : null
    },

    /** The whole order: packages with their lines and print files, addresses and totals. */
    async detail(
      customerId: number,
      orderId: number,
      locale: Locale,
      companyId?: number,
    ): Promise<OrderDetailView> {
      return detailOf(await ownOrder(customerId, orderId, locale, companyId), locale)
    },

    /**
     * Any customer's order with its work state and version, for the back office (STAFF-5: the
     * route has checked the role).
     */
    async detailForStaff(
      orderId: number,
      locale: Locale,
    ): Promise<OrderDetailView & StaffOrderFacts> {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1)
      if (!order) throw notFound(locale)
      return {
        ...(await detailOf(order, locale)),
        workState: order.workState,
        version: order.version,
        customerId: order.customerId,
        payment: {
          provider: order.paymentProvider,
          reference: order.paymentReference,
          captureId: order.paymentCaptureId,
          attempts: order.paymentAttempt,
          paidAt: order.paidAt?.toISOString() ?? null,
          refundedCents: order.refundedCents,
        },
        // What VIES answered when the order was placed (TOT-6), for the tax adviser's questions.
        vatIdAsEntered: order.vatId,
        vatIdConfirmation: order.vatIdConfirmation ?? null,
        proofApprovedIp: order.proofApprovedIp,
      }
    },

    /** ORD-7 'POST invoices/ready/{id}': the first call sets the time; a repeat keeps it. */
    async markReady(customerId: number, orderId: number, locale: Locale): Promise<Date> {
      const order = await ownOrder(customerId, orderId, locale)
      if (order.invoiceReadyAt) return order.invoiceReadyAt
      const [updated] = await db
        .update(orders)
        .set({
          invoiceReadyAt: sql`coalesce(${orders.invoiceReadyAt}, now())`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
        .returning({ invoiceReadyAt: orders.invoiceReadyAt })
      return updated!.invoiceReadyAt!
    },

    /**
     * Checks that the order is the customer's and the line (if any) belongs to it, before a
     * file is accepted for it.
     */
    async assertUploadTarget(
      customerId: number,
      orderId: number,
      orderItemId: number | null,
      locale: Locale,
    ): Promise<void> {
      await ownOrder(customerId, orderId, locale)
      if (orderItemId === null) return
      const [item] = await db
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(and(eq(orderItems.id, orderItemId), eq(orderItems.orderId, orderId)))
        .limit(1)
      if (!item) {
        throw new AppError('invalid', translate(locale, 'validation.fixErrors'), {
          order_item_id: [translate(locale, 'orders.itemNotInOrder')],
        })
      }
    },

    /** A print file of the customer's order, with where it lies on disk. */
    async file(
      customerId: number,
      orderId: number,
      fileId: number,
      locale: Locale,
    ): Promise<StoredPrintFile> {
      const [row] = await db
        .select()
        .from(orderFiles)
        .where(
          and(
            eq(orderFiles.id, fileId),
            eq(orderFiles.orderId, orderId),
            eq(orderFiles.customerId, customerId),
          ),
        )
        .limit(1)
      if (!row) throw new AppError('not_found', translate(locale, 'orders.fileNotFound'))
      return { ...toFileView(row), orderId: row.orderId, storedName: row.storedName }
    },
  }
}

export type OrdersService = ReturnType<typeof createOrdersService>
