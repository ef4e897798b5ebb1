import type { PaymentMethod } from '#core/checkout-totals/checkout-totals.ts'
import { type Locale, localizePath } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { PaymentsConfig } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { OrderStatus, PaymentStatus } from '#server/db/schema/index.ts'
import { customerEmail } from '#server/modules/customers/customer-reads.ts'
import type { OrderPaymentRow, OrderPayments } from '#server/modules/orders/order-payments.ts'
import { AppError, isAppError } from '#core/errors/errors.ts'
import type { PaymentProvider } from './provider.ts'
import type { Signer } from '#server/modules/secrets/secrets.service.ts'
import { createPaymentProviders, testModePaymentProvider, testPaymentSigned } from './test-mode.ts'
import { orderOfEvent } from './stripe-events.ts'
import { createDatabaseWebhookEventStore } from './webhook-events.store.ts'
import { PAYMENT_SUCCESS_PATH, PAYMENT_FAILED_PATH } from '#core/payments/paths.ts'

/** What the result pages and the API show of an order's payment. */
export interface PaymentState {
  orderId: number
  number: number
  locale: Locale
  status: OrderStatus
  paymentStatus: PaymentStatus
  paymentMethod: PaymentMethod
  /** Who takes the current attempt: 'stripe', 'paypal', 'test', or null before the first. */
  paymentProvider: string | null
  totalCents: number
  paidAt: Date | null
}

export interface PaymentsOptions {
  db: Db
  config: PaymentsConfig
  /** The shop's public address (config.publicUrl): the providers' return URLs start with it. */
  publicUrl: string
  log: { error(obj: unknown, msg?: string): void }
  /** Signs test-mode references, so only the test page's own POST completes them. */
  signer: Signer
  /** Takes an order's lines out of the cart once it is paid (they stayed while unpaid). */
  removeCartLines: (customerId: number, cartItemIds: number[]) => Promise<void>
  /** Decision 0040: the orders module records each step of an order's payment. */
  orders: OrderPayments
}

/** What the test page sends back: the attempt's reference and the shop's signature of it. */
export interface SignedTestReference {
  reference: string
  signature: string
}

type OrderRow = OrderPaymentRow

/**
 * Online payment of an order (PAY-6 to PAY-9, ORD-4: 'paid by card provider or PayPal (captured
 * or cancelled)'): starts a provider payment per attempt, completes it when the customer returns
 * or Stripe's webhook reports it, and cancels it when the customer gives up. An order stays
 * 'pending' until paid, so a failed or cancelled attempt can always be paid again.
 */
export function createPaymentsService({
  db,
  config,
  publicUrl,
  log,
  signer,
  removeCartLines,
  orders,
}: PaymentsOptions) {
  const events = createDatabaseWebhookEventStore(db, 'stripe')
  const providers = createPaymentProviders(config, events, signer)

  function providerFor(method: PaymentMethod): PaymentProvider | undefined {
    if (method === 'card') return providers.card
    if (method === 'paypal') return providers.paypal
    return undefined
  }

  async function ownOrder(customerId: number, orderId: number, locale: Locale) {
    const order = await orders.ofCustomer(customerId, orderId)
    if (!order) throw new AppError('not_found', translate(locale, 'payments.orderNotFound'))
    return order
  }

  function stateOf(order: OrderRow): PaymentState {
    return {
      orderId: order.id,
      number: order.number,
      locale: order.locale,
      status: order.status,
      paymentStatus: order.paymentStatus,
      paymentMethod: order.paymentMethod,
      paymentProvider: order.paymentProvider,
      totalCents: order.totalCents,
      paidAt: order.paidAt,
    }
  }

  /**
   * Paid once (the orders module records it, with its invoice and mail); the lines leave the cart
   * once, and a failure there must not undo the payment.
   */
  async function markPaid(
    orderId: number,
    captureId: string | null,
  ): Promise<OrderRow | undefined> {
    const updated = await orders.recordPaid(orderId, captureId)
    if (updated?.cartItemIds?.length) {
      await removeCartLines(updated.customerId, updated.cartItemIds).catch((error: unknown) =>
        log.error({ err: error, orderId }, 'paid order: cart lines could not be removed'),
      )
    }
    return updated
  }

  const setPaymentStatus = orders.setPaymentStatus

  async function reload(orderId: number): Promise<OrderRow> {
    return (await orders.byId(orderId))!
  }

  /** A provider's error in the customer's words; the provider's own text goes to the log. */
  function customerError(error: unknown, locale: Locale): AppError {
    if (isAppError(error) && error.kind === 'unavailable') {
      return new AppError('unavailable', translate(locale, 'payments.unavailable'))
    }
    log.error({ err: error }, 'payment provider refused a call')
    return new AppError('payment_failed', translate(locale, 'payments.failed'))
  }

  function assertPayable(order: OrderRow, locale: Locale) {
    if (order.status === 'paid' || order.paymentStatus === 'paid') {
      throw new AppError('conflict', translate(locale, 'payments.alreadyPaid'))
    }
    if (order.status === 'cancelled') {
      throw new AppError('conflict', translate(locale, 'payments.orderCancelled'))
    }
    // CO-8: nothing is paid before the company approves.
    if (order.approvalStatus === 'pending') {
      throw new AppError(
        'conflict',
        translate(locale, 'company.errors.awaitingApproval', { number: order.number }),
      )
    }
    const provider = providerFor(order.paymentMethod)
    if (!provider) throw new AppError('conflict', translate(locale, 'payments.notOnline'))
    return provider
  }

  /**
   * A new attempt ends the previous open one first, so two payment pages of one order are never
   * open at once. If the previous one cannot be ended because it was paid in the meantime, the
   * order is marked paid and the new attempt refused.
   */
  async function endPreviousAttempt(order: OrderRow, provider: PaymentProvider, locale: Locale) {
    const reference = order.paymentReference
    if (order.paymentStatus !== 'pending' || !reference) return
    if (order.paymentProvider !== provider.name) return
    try {
      await provider.cancelPayment(reference, `cancel-${reference}`)
    } catch (error) {
      if (isAppError(error) && error.kind === 'payment_failed') {
        const outcome = await provider.completePayment(
          reference,
          `order-${order.id}-capture-${reference}`,
        )
        if (outcome.status === 'paid') {
          await markPaid(order.id, outcome.captureId)
          throw new AppError('conflict', translate(locale, 'payments.alreadyPaid'))
        }
        return
      }
      throw customerError(error, locale)
    }
  }

  /**
   * Completes the current attempt at its provider: read the session (Stripe), capture (PayPal)
   * or take the tester's choice. Always the stored reference is completed; a reference from the
   * return URL that is not the current attempt's changes nothing.
   */
  async function completeAttempt(
    order: OrderRow,
    provider: PaymentProvider,
    locale: Locale,
    reference?: string,
  ): Promise<PaymentState> {
    const stored = order.paymentReference
    if (!stored || order.paymentProvider !== provider.name) {
      throw new AppError('conflict', translate(locale, 'payments.notStarted'))
    }
    if (reference && reference !== stored) return stateOf(order)

    let outcome
    try {
      outcome = await provider.completePayment(stored, `order-${order.id}-capture-${stored}`)
    } catch (error) {
      // A refusal (e.g. PayPal: not approved) ends this attempt: the provider would answer a
      // retry under the same key the same way, so the customer pays again with a new attempt.
      if (isAppError(error) && error.kind === 'payment_failed') {
        await setPaymentStatus(order.id, 'failed')
      }
      throw customerError(error, locale)
    }
    if (outcome.status === 'paid') {
      return stateOf((await markPaid(order.id, outcome.captureId)) ?? (await reload(order.id)))
    }
    if (outcome.status === 'failed') {
      return stateOf((await setPaymentStatus(order.id, 'failed')) ?? (await reload(order.id)))
    }
    return stateOf(order)
  }

  async function signedTestOrder(
    customerId: number,
    orderId: number,
    locale: Locale,
    { reference, signature }: SignedTestReference,
  ): Promise<OrderRow | undefined> {
    const signed = await signer.verify(testPaymentSigned(orderId, reference), signature)
    if (!signed) return undefined
    const order = await ownOrder(customerId, orderId, locale)
    const current = order.paymentProvider === 'test' && order.paymentReference === reference
    return current ? order : undefined
  }

  return {
    /**
     * ORD-18: gives back money through the provider that took it (the order's provider, even
     * if the shop uses another one now). 'unavailable' when that provider is not configured.
     */
    async refund(
      paid: { paymentProvider: string | null; paymentCaptureId: string | null },
      amountCents: number,
      idempotencyKey: string,
    ): Promise<{ reference: string; status: 'done' | 'pending' }> {
      const provider =
        paid.paymentProvider === 'test'
          ? testModePaymentProvider('stripe', signer)
          : [providers.card, providers.paypal].find((p) => p.name === paid.paymentProvider)
      if (!provider || !paid.paymentCaptureId) {
        throw new AppError(
          'unavailable',
          `No ${paid.paymentProvider ?? 'payment'} provider to refund`,
        )
      }
      return provider.refundPayment(paid.paymentCaptureId, amountCents, idempotencyKey)
    },

    /** The payment state of the customer's order (the result pages show it). */
    async state(customerId: number, orderId: number, locale: Locale): Promise<PaymentState> {
      return stateOf(await ownOrder(customerId, orderId, locale))
    },

    /** Starts a payment attempt at the provider; the browser goes to `redirectUrl` next. */
    async start(
      customerId: number,
      orderId: number,
      locale: Locale,
    ): Promise<{ redirectUrl: string }> {
      const order = await ownOrder(customerId, orderId, locale)
      const provider = assertPayable(order, locale)
      await endPreviousAttempt(order, provider, locale)

      const attempt = await orders.nextAttempt(order.id)
      if (attempt === undefined)
        throw new AppError('conflict', translate(locale, 'payments.alreadyPaid'))

      const base = provider.testMode ? '' : publicUrl
      const query = `?order=${order.id}`
      const successUrl =
        `${base}${localizePath(PAYMENT_SUCCESS_PATH, locale)}${query}` +
        // Stripe fills in the session id itself; PayPal appends its token, test mode its reference.
        (provider.name === 'stripe' ? '&session_id={CHECKOUT_SESSION_ID}' : '')
      const cancelUrl = `${base}${localizePath(PAYMENT_FAILED_PATH, locale)}${query}`
      const email = await customerEmail(db, customerId)

      let started
      try {
        started = await provider.startPayment({
          orderId: String(order.id),
          amountCents: order.totalCents,
          description: translate(locale, 'payments.description', { number: order.number }),
          successUrl,
          cancelUrl,
          locale,
          ...(email !== undefined && { customerEmail: email }),
          idempotencyKey: `order-${order.id}-attempt-${attempt}`,
        })
      } catch (error) {
        // The order stays pending with its payment status untouched: it can be paid again.
        throw customerError(error, locale)
      }
      await orders.attemptStarted(order.id, started)
      return { redirectUrl: started.redirectUrl }
    },

    /**
     * The customer came back from Stripe or PayPal: read the session (Stripe) or capture
     * (PayPal). A simulated payment ends only through the test page's signed POST (0013).
     */
    async complete(
      customerId: number,
      orderId: number,
      locale: Locale,
      reference?: string,
    ): Promise<PaymentState> {
      const order = await ownOrder(customerId, orderId, locale)
      if (order.status === 'paid' || order.paymentStatus === 'paid') return stateOf(order)
      const provider = assertPayable(order, locale)
      if (provider.testMode) {
        throw new AppError('conflict', translate(locale, 'payments.test.onlyOnPage'))
      }
      return completeAttempt(order, provider, locale, reference)
    },

    /**
     * The test page's attempt: the order when the signature is ours and the reference is the
     * order's current test attempt, else undefined (the page then says the link is incomplete).
     */
    async testAttempt(
      customerId: number,
      orderId: number,
      locale: Locale,
      signed: SignedTestReference,
    ): Promise<PaymentState | undefined> {
      const order = await signedTestOrder(customerId, orderId, locale, signed)
      return order && stateOf(order)
    },

    /** The tester's choice on the test page (a POST): the simulated payment succeeds or fails. */
    async decideTestPayment(
      customerId: number,
      orderId: number,
      locale: Locale,
      signed: SignedTestReference,
      outcome: 'paid' | 'failed',
    ): Promise<PaymentState> {
      const order = await signedTestOrder(customerId, orderId, locale, signed)
      if (!order) throw new AppError('forbidden', translate(locale, 'payments.test.invalid'))
      if (order.status === 'paid' || order.paymentStatus === 'paid') return stateOf(order)
      const provider = assertPayable(order, locale)
      if (outcome === 'paid') return completeAttempt(order, provider, locale, signed.reference)
      if (order.paymentStatus !== 'pending') return stateOf(order)
      return stateOf((await setPaymentStatus(order.id, 'cancelled')) ?? (await reload(order.id)))
    },

    /**
     * Before an unpaid order is dropped: its open provider attempt is ended. When the provider
     * says it was paid meanwhile, the order is marked paid and this is a 409.
     */
    async endOpenAttempt(customerId: number, orderId: number, locale: Locale): Promise<void> {
      const order = await ownOrder(customerId, orderId, locale)
      const provider = assertPayable(order, locale)
      await endPreviousAttempt(order, provider, locale)
    },

    /** The customer gave up at the provider: the attempt ends, the order stays payable. */
    async cancel(customerId: number, orderId: number, locale: Locale): Promise<PaymentState> {
      const order = await ownOrder(customerId, orderId, locale)
      const provider = assertPayable(order, locale)
      await endPreviousAttempt(order, provider, locale)
      if (order.paymentStatus !== 'pending') return stateOf(order)
      const updated = await setPaymentStatus(order.id, 'cancelled')
      if (!updated) throw new AppError('conflict', translate(locale, 'payments.alreadyPaid'))
      return stateOf(updated)
    },

    /**
     * `POST /api/v1/webhooks/stripe`: the raw body as received and its Stripe-Signature. A
     * tampered or stale signature is 'invalid' (400); a replayed event id does nothing twice.
     */
    async handleStripeWebhook(rawBody: string | Uint8Array, signature: string | undefined) {
      const stripe = providers.stripe
      if (!stripe) throw new AppError('not_found', 'Stripe is not configured')
      return stripe.handleWebhook(rawBody, signature, async (event) => {
        const paid = await orderOfEvent(orders.idByReference, event)
        if (paid !== undefined) await markPaid(paid.orderId, paid.captureId)
      })
    },
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>
