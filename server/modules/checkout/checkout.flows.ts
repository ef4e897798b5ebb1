import type { Locale } from '#core/i18n/locale.ts'
import { localizePath } from '#core/i18n/locale.ts'
import type { z } from 'zod'
import {
  couponSchema,
  type createOrderSchema,
  type PaymentStep,
  type previewSchema,
  type vatIdSchema,
} from '#core/validation/checkout.ts'
import type { CustomerView } from '#server/modules/customers/customer-view.ts'
import type { OrdersCreateService } from '#server/modules/orders/create-order.ts'
import { parseBody } from '#core/validation/parse.ts'
import type { CheckoutService, CheckoutSummary } from './checkout.service.ts'
import type { CouponsService } from './coupons.service.ts'

/** Who asks: the logged-in customer and the page's language. */
export interface Buyer {
  customer: CustomerView
  locale: Locale
}

export interface CheckoutFlowDeps {
  checkout: CheckoutService
  coupons: Pick<CouponsService, 'check'>
  orderCreation: Pick<OrdersCreateService, 'create'>
  /** The shop's public origin: the order mail's link starts with it (SEC-1). */
  publicUrl: string
}

/**
 * The payment step's writes and checks as one flow each, on input parsed with the one schema
 * (decision 0039) by Fastify or the action — shared by the REST API
 * (API-10) and the payment page's action (decision 0017), so both answer the same input with the
 * same messages and count coupon guesses alike (SEC-3).
 */
export function createCheckoutFlows({
  checkout,
  coupons,
  orderCreation,
  publicUrl,
}: CheckoutFlowDeps) {
  return {
    /** Saves the payment step (CHK-5: method and accepted terms required). */
    async savePayment({ customer, locale }: Buyer, step: PaymentStep) {
      return checkout.savePayment(customer.id, step, locale)
    },

    /** The summary priced with another method or coupon; nothing is stored. */
    async preview({ customer, locale }: Buyer, input: z.output<typeof previewSchema>) {
      return checkout.preview(customer.id, locale, {
        paymentMethod: input.payment_method,
        couponCode: input.coupon_code,
      })
    },

    /**
     * TOT-8: the prepayment option shows its 2 % discount as an amount — the discount the
     * summary's goods and coupon would get with prepayment.
     */
    async prepaymentDiscount({ customer, locale }: Buyer, summary: CheckoutSummary) {
      if (summary.paymentMethod === 'prepayment') return summary.totals.prepaymentDiscountCents
      const withPrepayment = await checkout.summary(customer.id, locale, {
        paymentMethod: 'prepayment',
        couponCode: summary.coupon?.code ?? null,
      })
      return withPrepayment?.totals.prepaymentDiscountCents ?? 0
    },

    /** A code the customer typed: the coupon, or 422 on `code` (a guess, SEC-3). */
    async checkCoupon({ customer, locale }: Buyer, { code }: z.output<typeof couponSchema>) {
      return coupons.check(customer.id, code, locale)
    },

    /**
     * CHK-16: the payment page's 'Einlösen': the coupon is checked as the API checks it, then
     * kept with the draft; a null code removes it. Answers the coupon and the summary with it.
     */
    async redeemCoupon(buyer: Buyer, body: { code: string | null }) {
      const coupon = body.code
        ? await this.checkCoupon(buyer, parseBody(couponSchema, body, buyer.locale))
        : null
      const summary = await checkout.keepCoupon(
        buyer.customer.id,
        coupon?.code ?? null,
        buyer.locale,
      )
      return { coupon, summary }
    },

    /** Format, then VIES; a confirmation is kept in the draft for the order (TOT-6). */
    async checkVatId({ customer, locale }: Buyer, { ust_id }: z.output<typeof vatIdSchema>) {
      return checkout.checkVatId(customer.id, ust_id, locale)
    },

    /**
     * Places the order from the server cart and the saved steps; only the idempotency key is
     * read from the body, and the same key answers the same order.
     */
    async placeOrder(
      { customer, locale }: Buyer,
      { idempotency_key, expected_total_cents }: z.output<typeof createOrderSchema>,
    ) {
      return orderCreation.create(customer, idempotency_key, locale, {
        ordersUrl: `${publicUrl}${localizePath('/profile/orders', locale)}`,
        expectedTotalCents: expected_total_cents,
      })
    },
  }
}

export type CheckoutFlows = ReturnType<typeof createCheckoutFlows>
