import { AppError } from '#core/errors/errors.ts'
import type { PaymentOutcome, PaymentProvider, StartPaymentInput } from './provider.ts'

export interface PayPalAdapterOptions {
  clientId: string
  clientSecret: string
  /** PAYPAL_API_BASE: https://api-m.sandbox.paypal.com, https://api-m.paypal.com, or a fake. */
  apiBase: string
  timeoutMs?: number
}

type PayPalLink = { href: string; rel: string; method?: string }
type PayPalOrder = {
  id: string
  status: string
  links?: PayPalLink[]
  purchase_units?: {
    reference_id?: string
    payments?: { captures?: { id: string; status: string }[] }
  }[]
}
type PayPalError = { name?: string; message?: string; details?: { issue?: string }[] }

/**
 * The one adapter to PayPal (PAY-4, decision 0007): Orders v2 over REST with fetch. An OAuth
 * client-credentials token, kept until shortly before it expires; every order call carries a
 * `PayPal-Request-Id`, so a retried create or capture never makes a second order or capture.
 */
export function createPayPalAdapter(options: PayPalAdapterOptions) {
  const base = options.apiBase.replace(/\/$/, '')
  const timeoutMs = options.timeoutMs ?? 10_000
  let token: { value: string; expiresAt: number } | undefined

  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    } catch {
      throw new AppError('unavailable', 'PayPal cannot be reached')
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')
    const response = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        Authorization: `Basic ${basic}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    })
    if (!response.ok) {
      await response.body?.cancel()
      throw new AppError(
        response.status >= 500 ? 'unavailable' : 'payment_failed',
        `PayPal refused the credentials (${response.status})`,
      )
    }
    const body = (await response.json()) as { access_token: string; expires_in: number }
    // A minute's margin, so a token never runs out between reading and using it.
    token = {
      value: body.access_token,
      expiresAt: Date.now() + Math.max(0, body.expires_in - 60) * 1000,
    }
    return token.value
  }

  async function orderCall<T = PayPalOrder>(
    method: 'GET' | 'POST',
    path: string,
    requestId: string | null,
    body?: unknown,
  ): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const response = await send(path, {
        method,
        headers: {
          Authorization: `Bearer ${await accessToken()}`,
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Prefer: 'return=representation',
          ...(requestId && { 'PayPal-Request-Id': requestId }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      })
      if (response.status === 401 && attempt === 0) {
        // The token was revoked or expired early: fetch a new one once.
        await response.body?.cancel()
        token = undefined
        continue
      }
      if (response.ok) {
        try {
          return (await response.json()) as T
        } catch {
          // The answer broke off (timeout or connection lost): the state at PayPal is unknown,
          // and a retry with the same PayPal-Request-Id is safe.
          throw new AppError('unavailable', 'PayPal answered incompletely')
        }
      }
      const error = (await response.json().catch(() => ({}))) as PayPalError
      const issue = error.details?.[0]?.issue ?? error.name ?? String(response.status)
      throw new AppError(
        response.status >= 500 ? 'unavailable' : 'payment_failed',
        `PayPal: ${issue}`,
      )
    }
  }

  return {
    /** Creates an order to be approved by the customer; returns its id and the approval link. */
    async createOrder(input: StartPaymentInput) {
      if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 1) {
        throw new AppError('invalid', `PayPal needs a positive amount: ${input.amountCents}`)
      }
      const order = await orderCall('POST', '/v2/checkout/orders', input.idempotencyKey, {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: input.orderId,
            custom_id: input.orderId,
            description: input.description,
            amount: { currency_code: 'EUR', value: centsToPayPalValue(input.amountCents) },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: input.successUrl,
              cancel_url: input.cancelUrl,
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
              locale: input.locale === 'de' ? 'de-DE' : 'en-DE',
            },
          },
        },
      })
      const approval = order.links?.find(
        (link) => link.rel === 'payer-action' || link.rel === 'approve',
      )
      if (!approval) throw new AppError('payment_failed', 'PayPal returned no approval link')
      return { paypalOrderId: order.id, status: order.status, approvalUrl: approval.href }
    },

    async getOrder(paypalOrderId: string) {
      const order = await orderCall(
        'GET',
        `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}`,
        null,
      )
      return { paypalOrderId: order.id, status: order.status }
    },

    /** `POST cart/orders/capture/paypal/{id}` after the customer approved. */
    async captureOrder(paypalOrderId: string, idempotencyKey: string) {
      const order = await orderCall(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(paypalOrderId)}/capture`,
        idempotencyKey,
        {},
      )
      const capture = order.purchase_units?.[0]?.payments?.captures?.[0]
      return {
        paypalOrderId: order.id,
        status: order.status,
        captureId: capture?.id ?? null,
        captureStatus: capture?.status ?? null,
      }
    },

    /** ORD-18: `POST /v2/payments/captures/{id}/refund`, part or all of a capture. */
    async refundCapture(captureId: string, amountCents: number, idempotencyKey: string) {
      const refund = await orderCall<{ id: string; status: string }>(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        idempotencyKey,
        { amount: { currency_code: 'EUR', value: centsToPayPalValue(amountCents) } },
      )
      if (refund.status === 'CANCELLED' || refund.status === 'FAILED') {
        throw new AppError('payment_failed', `PayPal refused the refund: ${refund.status}`)
      }
      return { refundId: refund.id, status: refund.status }
    },
  }
}

export type PayPalAdapter = ReturnType<typeof createPayPalAdapter>

/** The PayPal provider of the checkout. */
export function payPalPaymentProvider(adapter: PayPalAdapter): PaymentProvider {
  return {
    name: 'paypal',
    testMode: false,
    async startPayment(input) {
      const order = await adapter.createOrder(input)
      return { provider: 'paypal', reference: order.paypalOrderId, redirectUrl: order.approvalUrl }
    },
    async completePayment(reference, idempotencyKey): Promise<PaymentOutcome> {
      const capture = await adapter.captureOrder(reference, idempotencyKey)
      if (capture.status === 'COMPLETED' && capture.captureStatus === 'COMPLETED') {
        return { status: 'paid', captureId: capture.captureId }
      }
      // A capture PayPal holds for review is PENDING: paid later or declined.
      if (capture.captureStatus === 'PENDING')
        return { status: 'pending', captureId: capture.captureId }
      return { status: 'failed', captureId: capture.captureId }
    },
    async cancelPayment() {
      // `cart/orders/cancel/paypal/{id}`: Orders v2 has no cancel call; an order that is never
      // captured lapses at PayPal. The shop marks its own order cancelled, nothing to send.
    },
    async refundPayment(captureId, amountCents, idempotencyKey) {
      const refund = await adapter.refundCapture(captureId, amountCents, idempotencyKey)
      return {
        reference: refund.refundId,
        status: refund.status === 'COMPLETED' ? 'done' : 'pending',
      }
    },
  }
}

/** PayPal writes amounts as decimal strings: 123456 cents -> '1234.56'. */
export function centsToPayPalValue(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}
