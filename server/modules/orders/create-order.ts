import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm'
import { servicesText } from '#core/cart/lines.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { formatDate } from '#core/dates/dates.ts'
import { formatMoney } from '#core/money/money.ts'
import type { Db } from '#server/db/client.ts'
import { orderEvents, orderItems, orderPackages, orders } from '#server/db/schema/index.ts'
import { lockCartLines, removeCartLines } from '#server/modules/cart/ordered-lines.ts'
import { reserveStock } from '#server/modules/catalog/stock.ts'
import type { Notices } from '#server/modules/staff/staff-notifications.ts'
import { tellPlaced } from './order-notices.ts'
import { canCancel, WORK_STATES } from '#core/orders/workflow.ts'
import { giveBack } from './give-back.ts'
import type { CheckoutService } from '#server/modules/checkout/checkout.service.ts'
import type { CouponsService } from '#server/modules/checkout/coupons.service.ts'
import type { CustomerView } from '#server/modules/customers/customer-view.ts'
import { uniqueViolation } from '#server/modules/customers/secrets.ts'
import { type CartTargets, clearCartTarget } from '#server/modules/cart/cart-target.ts'
import { orderTargetOf } from './order-target.ts'
import type { MailService } from '#server/modules/mail/mail.service.ts'
import type { PaymentsService } from '#server/modules/payments/payments.service.ts'
import type { SettingsService } from '#server/modules/settings/settings.service.ts'
import { AppError } from '#core/errors/errors.ts'
import type { Invalidation } from '#server/modules/shared/invalidation.ts'
import type { InvoiceDocuments } from '#server/modules/invoices/invoices.service.ts'
import { orderConfirmationMail } from './order-mail.ts'
import { type CreateOrderResult, placed, variantOf } from './order-placed.ts'
import type { OrderApprovals } from './order-approval.ts'
import { reorderedFrom } from './reorder-reads.ts'

export interface CreateOrderDeps {
  db: Db
  checkout: CheckoutService
  coupons: Pick<CouponsService, 'redeem' | 'release'>
  /** Ends an open provider attempt before an order is dropped (refuses when it got paid). */
  payments: Pick<PaymentsService, 'endOpenAttempt'>
  mail: MailService
  settings: SettingsService
  /** INV-1: prepayment and invoice orders get their invoice when placed. */
  documents: Pick<InvoiceDocuments, 'issueInvoice'>
  /** PERF-4: an order's stock change reaches the kept products of every process. */
  invalidation: Pick<Invalidation, 'publish'>
  /** STAFF-14, STOCK-3: the staff's mails about a new order and a combination low on stock. */
  notices?: Pick<Notices, 'notify'>
  /** FAIR-TGT-3: the cart's fair or day, planned for the order's lines when it is placed. */
  cartTargets?: Pick<CartTargets, 'get' | 'planFor'>
  /** CO-8: the company's approval of an order above its buyer's limit. */
  approvals?: Pick<OrderApprovals, 'check' | 'tellApprovers'>
  /** REORD-5: copies a reorder's approved print files to the placed order's lines (never throws). */
  reorderFiles?: { carry(orderId: number): Promise<number> }
}

/**
 * Order creation (ORD-1, ORD-2, CHK-9 to CHK-13): from the customer's draft and server cart
 * only, in one transaction — stock reserved by the catalogue's guarded updates, the order with its
 * packages and line snapshots, the coupon redeemed, the cart and the draft cleared by their
 * modules (decision 0040). The same idempotency key always answers the same order. See
 * docs/decisions/0010-checkout-draft-and-orders.md.
 */
export function createOrderService(deps: CreateOrderDeps) {
  const { db, checkout, coupons, payments, mail, settings, documents } = deps

  async function byKey(customerId: number, key: string) {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)))
    return row
  }

  return {
    async create(
      customer: CustomerView,
      idempotencyKey: string,
      locale: Locale,
      links: { ordersUrl: string; expectedTotalCents?: number | undefined },
    ): Promise<CreateOrderResult> {
      const known = await byKey(customer.id, idempotencyKey)
      if (known) return placed(known)

      const cartChanged = () =>
        new AppError('conflict', translate(locale, 'checkoutCore.cartChanged'))
      // Priced before the transaction: the catalog reads through its own handle, which on PGlite
      // would wait for this transaction. Inside it, the draft and cart lines are locked and
      // compared with what was priced, so nothing the customer changed slips through.
      const prepared = await checkout.forOrder(customer.id, locale)
      if (!prepared) {
        const raced = await byKey(customer.id, idempotencyKey)
        if (raced) return placed(raced)
        throw cartChanged()
      }
      const { summary, draft, raw } = prepared
      if (!draft.payment || !summary.paymentMethod) {
        const message = translate(locale, 'checkoutCore.paymentFirst')
        throw new AppError('invalid', message, { payment_method: [message] })
      }
      const paymentMethod = summary.paymentMethod
      const paidOnline = paymentMethod === 'card' || paymentMethod === 'paypal'
      const lines = summary.shippings.flatMap((s) => s.items)
      // QUOTE-11: a quote's lines are ordered at its prices only within its validity.
      const expired = lines.find((line) => line.quoteExpired)
      if (expired) {
        const message = translate(locale, 'quotes.expiredInCart', {
          number: expired.quoteNumber ?? '',
          date: formatDate(expired.quoteValidUntil ?? '', locale),
        })
        throw new AppError('conflict', message, { cart: [message] })
      }
      const { totals } = summary
      // CHK-17: a total other than the one the buyer confirmed is shown to them, never charged.
      const expected = links.expectedTotalCents
      if (expected !== undefined && expected !== totals.totalCents) {
        const message = translate(locale, 'checkoutCore.totalChanged', {
          before: formatMoney(expected),
          total: formatMoney(totals.totalCents),
        })
        throw new AppError('conflict', message, { expected_total_cents: [message] })
      }
      const shop = await settings.get()
      const deadlines = await orderTargetOf(deps.cartTargets, customer.id, lines, locale)
      // CO-8: above the buyer's limit the order waits: no payment, no invoice, no production.
      const approval = await deps.approvals?.check(customer.id, totals.netCents)
      const waits = approval?.reason != null

      let result: CreateOrderResult
      try {
        result = await db.transaction(async (tx) => {
          // The draft row lock serialises this customer's placements.
          const locked = await checkout.lockDraft(tx, customer.id)
          const [existing] = await tx
            .select()
            .from(orders)
            .where(
              and(eq(orders.customerId, customer.id), eq(orders.idempotencyKey, idempotencyKey)),
            )
          if (existing) return placed(existing)
          if (!locked || JSON.stringify(locked.data) !== JSON.stringify(raw)) throw cartChanged()
          const current = await lockCartLines(tx, customer.id)
          const priced = new Map(lines.map((line) => [line.id, line]))
          const unchanged =
            current.length === priced.size &&
            current.every((row) => {
              const line = priced.get(row.id)
              return (
                line !== undefined &&
                line.quantity === row.quantity &&
                line.combinationId === row.combinationId &&
                line.durationId === row.durationId &&
                servicesText(line.serviceIds) === row.services
              )
            })
          if (!unchanged) throw cartChanged()
          // One unpaid order per cart: it is paid or dropped before the cart is ordered again.
          const [waiting] = await tx
            .select({ number: orders.number })
            .from(orders)
            .where(
              and(
                eq(orders.customerId, customer.id),
                eq(orders.status, 'pending'),
                isNotNull(orders.cartItemIds),
              ),
            )
            .limit(1)
          if (waiting) {
            throw new AppError(
              'conflict',
              translate(locale, 'checkoutCore.unpaidOrderWaiting', { number: waiting.number }),
            )
          }

          // CHK-11: the catalogue reserves the stock, the lines of one combination summed.
          const wanted = new Map<number, { quantity: number; title: string }>()
          for (const line of lines) {
            const entry = wanted.get(line.combinationId)
            if (entry) entry.quantity += line.quantity
            else
              wanted.set(line.combinationId, {
                quantity: line.quantity,
                title: line.productTitle,
              })
          }
          const taken = [...wanted].map(([combinationId, { quantity }]) => ({
            combinationId,
            quantity,
          }))
          const short = await reserveStock(tx, taken)
          if (short !== undefined) {
            throw new AppError(
              'conflict',
              translate(locale, 'checkoutCore.notEnoughStock', {
                product: wanted.get(short)!.title,
              }),
            )
          }

          const vatId = summary.vatId
          const [order] = await tx
            .insert(orders)
            .values({
              customerId: customer.id,
              idempotencyKey,
              locale,
              status: 'pending',
              paymentMethod,
              paymentStatus: 'open',
              billingAddress: summary.billingAddress,
              multiAddress: summary.mode === 'multiple',
              comments: summary.comments,
              couponCode: summary.coupon?.code ?? null,
              couponPercent: summary.coupon?.percent ?? null,
              vatId: vatId?.value ?? null,
              vatIdConfirmation: vatId?.confirmation ?? null,
              leitwegId: summary.leitwegId,
              purchaseOrder: summary.purchaseOrder,
              costCentre: summary.costCentre,
              reverseCharge: totals.flags.reverseCharge,
              taxPercent: totals.taxPercent,
              subtotalCents: totals.subtotalCents,
              couponDiscountCents: totals.couponDiscountCents,
              prepaymentDiscountCents: totals.prepaymentDiscountCents,
              shippingCents: totals.shippingCents,
              netCents: totals.netCents,
              vatCents: totals.vatCents,
              serviceFeeCents: totals.serviceFeeCents,
              totalCents: totals.totalCents,
              totals,
              cartItemIds: paidOnline && !waits ? current.map((row) => row.id) : null,
              companyId: approval?.companyId ?? null,
              approvalStatus: waits ? 'pending' : null,
              ...deadlines,
            })
            .returning()
          const packages: (typeof orderPackages.$inferSelect)[] = []
          const items: (typeof orderItems.$inferSelect)[] = []
          // REORD-4: a line ordered again with the same print data names the line it came from.
          const reorderOf = new Map(current.map((row) => [row.id, row.reorderOfItemId]))
          for (const shipping of summary.shippings) {
            const [pkg] = await tx
              .insert(orderPackages)
              .values({
                orderId: order!.id,
                number: shipping.number,
                address: shipping.address,
                countryCode: shipping.destination.code,
                postMethod: shipping.postMethod,
                postMethodText: shipping.postMethodText,
                postPriceCents: shipping.postPriceCents,
              })
              .returning()
            packages.push(pkg!)
            const inserted = await tx
              .insert(orderItems)
              .values(
                shipping.items.map((item) => ({
                  orderId: order!.id,
                  packageId: pkg!.id,
                  productId: item.productId,
                  combinationId: item.combinationId,
                  durationId: item.durationId,
                  services: servicesText(item.serviceIds),
                  productTitle: item.productTitle,
                  variant: variantOf(item),
                  quantity: item.quantity,
                  unitCents: item.priced.unitCents,
                  totalCents: item.priced.totalCents,
                  deliveryDate: item.duration.deliveryDate,
                  reorderOfItemId: reorderOf.get(item.id) ?? null,
                })),
              )
              .returning()
            items.push(...inserted)
          }
          if (summary.coupon) {
            await coupons.redeem(tx, summary.coupon, customer.id, order!.id, locale)
          }
          // A card or PayPal order keeps its lines in the cart until it is paid: a payment the
          // customer aborts must not empty the cart (PAY-1). Other orders take them now.
          if (!paidOnline || waits) {
            await removeCartLines(
              tx,
              customer.id,
              current.map((row) => row.id),
            )
          }
          await checkout.clearDraft(tx, customer.id)
          await clearCartTarget(tx, customer.id)
          // INV-1: prepayment and invoice are invoiced now (card and PayPal when paid); the
          // confirmation carries the PDF.
          const invoice =
            paidOnline || waits ? null : await documents.issueInvoice(tx, order!.id, shop)
          // MAIL-1: the confirmation is queued with the order, so it is never lost.
          await mail.queue(tx, {
            ...(invoice ? { attachments: invoice.attachments } : {}),
            template: 'order-confirmation',
            locale,
            to: customer.email,
            orderId: order!.id,
            ...orderConfirmationMail(locale, shop, customer, {
              order: order!,
              packages,
              items,
              ordersUrl: links.ordersUrl,
              reorderedFrom: await reorderedFrom(tx, items),
            }),
          })
          if (approval) await deps.approvals!.tellApprovers(tx, order!, customer, approval)
          // STAFF-14, STOCK-3: the staff who chose so are told, in this transaction (MAIL-1).
          await tellPlaced(tx, deps.notices, order!, taken)
          return { ...placed(order!), created: true }
        })
      } catch (error) {
        // A concurrent request with the same key won: answer its order.
        if (uniqueViolation(error) !== undefined) {
          const raced = await byKey(customer.id, idempotencyKey)
          if (raced) return placed(raced)
        }
        throw error
      }
      if (result.created) {
        mail.wake()
        await deps.invalidation.publish('stock')
        await deps.reorderFiles?.carry(result.order.id)
      }
      return result
    },

    /**
     * The customer drops an unpaid card or PayPal order (PAY-1): the provider's open attempt is
     * ended first (if it was paid meanwhile, the order is marked paid and this is a 409), then
     * the order is cancelled, its stock and coupon use are given back, and its lines, which
     * never left the cart, can be ordered again.
     */
    async dropUnpaid(customerId: number, orderId: number, locale: Locale): Promise<void> {
      await payments.endOpenAttempt(customerId, orderId, locale)
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ workState: orders.workState })
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId)))
          .for('update')
        const [dropped] = await tx
          .update(orders)
          .set({
            status: 'cancelled',
            paymentStatus: 'cancelled',
            workState: 'cancelled',
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(orders.id, orderId),
              eq(orders.customerId, customerId),
              eq(orders.status, 'pending'),
              ne(orders.paymentStatus, 'paid'),
              inArray(orders.paymentMethod, ['card', 'paypal']),
              // ORD-12: only while the goods have not left.
              inArray(orders.workState, WORK_STATES.filter(canCancel)),
            ),
          )
          .returning({ id: orders.id })
        if (!dropped) throw new AppError('conflict', translate(locale, 'payments.cannotDrop'))
        await giveBack(tx, coupons, orderId)
        await tx.insert(orderEvents).values({
          orderId,
          kind: 'work',
          fromState: current?.workState ?? null,
          toState: 'cancelled',
          note: 'dropped by the customer',
        })
      })
      await deps.invalidation.publish('stock')
    },
  }
}

export type OrdersCreateService = ReturnType<typeof createOrderService>
