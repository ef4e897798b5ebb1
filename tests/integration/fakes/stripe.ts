import { randomBytes } from 'node:crypto'
import type { ServerResponse } from 'node:http'
import { startFakeServer, type RecordedRequest } from './http.ts'

type Session = Record<string, unknown> & { id: string; status: string; payment_status: string }

/**
 * A fake of the Stripe API parts the adapter uses: create, retrieve and expire a Checkout
 * Session. It answers as Stripe does (form-encoded requests, JSON objects, errors under
 * `error`), checks the bearer key, and replays the stored answer for a repeated Idempotency-Key.
 */
export async function startFakeStripe(secretKey: string) {
  const sessions = new Map<string, Session>()
  /** Refunds per PaymentIntent, as Stripe keeps them. */
  const refunds = new Map<string, { id: string; amount: number }[]>()
  const idempotent = new Map<string, { status: number; body: unknown }>()
  const idempotencyKeys: string[] = []
  let failNext = 0

  function reply(res: ServerResponse, status: number, body: unknown, replayed = false) {
    res.writeHead(status, {
      'Content-Type': 'application/json',
      'Request-Id': `req_${randomBytes(6).toString('hex')}`,
      ...(replayed && { 'Idempotent-Replayed': 'true' }),
    })
    res.end(JSON.stringify(body))
  }

  function handle(request: RecordedRequest): { status: number; body: unknown } {
    const url = new URL(request.path, 'http://stripe.local')
    const form = new URLSearchParams(request.body)
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = `cs_test_${randomBytes(12).toString('hex')}`
      const session: Session = {
        id,
        object: 'checkout.session',
        mode: form.get('mode'),
        status: 'open',
        payment_status: 'unpaid',
        currency: form.get('line_items[0][price_data][currency]'),
        amount_total:
          Number(form.get('line_items[0][price_data][unit_amount]')) *
          Number(form.get('line_items[0][quantity]')),
        client_reference_id: form.get('client_reference_id'),
        customer_email: form.get('customer_email'),
        locale: form.get('locale'),
        metadata: { order_id: form.get('metadata[order_id]') },
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        payment_intent: null,
        url: `https://checkout.stripe.com/c/pay/${id}`,
        livemode: false,
      }
      sessions.set(id, session)
      return { status: 200, body: session }
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const intent = form.get('payment_intent') ?? ''
      const paid = [...sessions.values()].find((s) => s.payment_intent === intent)
      if (!paid) {
        return {
          status: 404,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: `No such payment_intent: '${intent}'`,
            },
          },
        }
      }
      const done = refunds.get(intent) ?? []
      const amount = Number(form.get('amount') ?? paid.amount_total)
      const left = Number(paid.amount_total) - done.reduce((sum, r) => sum + r.amount, 0)
      if (!(amount > 0) || amount > left) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_large',
              message: `Refund amount (€${amount / 100}) is greater than unrefunded amount on charge (€${left / 100})`,
            },
          },
        }
      }
      const refund = { id: `re_${randomBytes(10).toString('hex')}`, amount }
      refunds.set(intent, [...done, refund])
      return {
        status: 200,
        body: {
          ...refund,
          object: 'refund',
          currency: 'eur',
          payment_intent: intent,
          status: 'succeeded',
        },
      }
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname)
    const session = match ? sessions.get(match[1]!) : undefined
    if (!match || !session) {
      return {
        status: 404,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such checkout.session: '${match?.[1] ?? ''}'`,
          },
        },
      }
    }
    if (request.method === 'GET' && !match[2]) return { status: 200, body: session }
    if (request.method === 'POST' && match[2]) {
      if (session.status !== 'open') {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
            },
          },
        }
      }
      session.status = 'expired'
      return { status: 200, body: session }
    }
    return { status: 405, body: { error: { type: 'invalid_request_error', message: 'bad' } } }
  }

  const fake = await startFakeServer((request, res) => {
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return reply(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      })
    }
    const key = request.headers['idempotency-key']
    if (typeof key === 'string' && request.method === 'POST') idempotencyKeys.push(key)
    if (failNext > 0) {
      failNext--
      return reply(res, 500, { error: { type: 'api_error', message: 'Something went wrong' } })
    }
    if (typeof key === 'string' && request.method === 'POST') {
      const stored = idempotent.get(key)
      if (stored) return reply(res, stored.status, stored.body, true)
      const answer = handle(request)
      idempotent.set(key, answer)
      return reply(res, answer.status, answer.body)
    }
    const answer = handle(request)
    reply(res, answer.status, answer.body)
  })

  return {
    ...fake,
    sessions,
    refunds,
    idempotencyKeys,
    /** The customer paid on Stripe's page. */
    pay(sessionId: string) {
      const session = sessions.get(sessionId)!
      session.status = 'complete'
      session.payment_status = 'paid'
      session.payment_intent = `pi_test_${randomBytes(8).toString('hex')}`
    },
    /** The next `count` requests answer 500 (a Stripe outage). */
    failNextRequests(count: number) {
      failNext = count
    },
  }
}
