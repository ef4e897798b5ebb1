import { randomBytes } from 'node:crypto'
import { sendJson, startFakeServer, type RecordedRequest } from './http.ts'

type Order = {
  id: string
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED'
  intent: string
  purchase_units: Record<string, unknown>[]
  captureId?: string
}

/**
 * A fake of the PayPal REST API parts the adapter uses: the OAuth client-credentials token and
 * Orders v2 (create, get, capture). It checks Basic and Bearer credentials, records every
 * `PayPal-Request-Id`, and answers a repeated one with the first answer, as PayPal does.
 */
export async function startFakePayPal(clientId: string, clientSecret: string) {
  const orders = new Map<string, Order>()
  const tokens = new Set<string>()
  const byRequestId = new Map<string, { status: number; body: unknown }>()
  const requestIds: string[] = []
  /** Refunds per capture, as PayPal keeps them. */
  const refunds = new Map<string, { id: string; cents: number }[]>()
  let tokenCalls = 0
  let down = false

  function orderJson(order: Order) {
    const links = [
      { href: `http://paypal.local/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
    ]
    if (order.status === 'PAYER_ACTION_REQUIRED') {
      links.push({
        href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`,
        rel: 'payer-action',
        method: 'GET',
      })
    }
    const units = order.purchase_units.map((unit) =>
      order.captureId
        ? {
            ...unit,
            payments: {
              captures: [{ id: order.captureId, status: 'COMPLETED', amount: unit.amount }],
            },
          }
        : unit,
    )
    return {
      id: order.id,
      status: order.status,
      intent: order.intent,
      purchase_units: units,
      links,
    }
  }

  function unprocessable(issue: string) {
    return {
      status: 422,
      body: {
        name: 'UNPROCESSABLE_ENTITY',
        message: 'The requested action could not be performed.',
        details: [{ issue, description: issue }],
      },
    }
  }

  function handleRefund(captureId: string, request: RecordedRequest) {
    const order = [...orders.values()].find((o) => o.captureId === captureId)
    if (!order) {
      return {
        status: 404,
        body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] },
      }
    }
    const body = JSON.parse(request.body || '{}') as { amount?: { value: string } }
    const unit = order.purchase_units[0] as { amount: { value: string } }
    const total = Math.round(Number(unit.amount.value) * 100)
    const cents = body.amount ? Math.round(Number(body.amount.value) * 100) : total
    const done = refunds.get(captureId) ?? []
    const left = total - done.reduce((sum, r) => sum + r.cents, 0)
    if (cents > left) return unprocessable('REFUND_AMOUNT_EXCEEDED')
    const refund = { id: randomBytes(8).toString('hex').toUpperCase(), cents }
    refunds.set(captureId, [...done, refund])
    return {
      status: 201,
      body: {
        id: refund.id,
        status: 'COMPLETED',
        amount: { currency_code: 'EUR', value: body.amount?.value ?? unit.amount.value },
      },
    }
  }

  function handleOrders(request: RecordedRequest): { status: number; body: unknown } {
    const refund = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(request.path)
    if (request.method === 'POST' && refund)
      return handleRefund(decodeURIComponent(refund[1]!), request)
    if (request.method === 'POST' && request.path === '/v2/checkout/orders') {
      const body = JSON.parse(request.body) as {
        intent: string
        purchase_units: Order['purchase_units']
      }
      const order: Order = {
        id: randomBytes(8).toString('hex').toUpperCase(),
        status: 'PAYER_ACTION_REQUIRED',
        intent: body.intent,
        purchase_units: body.purchase_units,
      }
      orders.set(order.id, order)
      return { status: 200, body: orderJson(order) }
    }
    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(request.path)
    const order = match ? orders.get(decodeURIComponent(match[1]!)) : undefined
    if (!match || !order) {
      return {
        status: 404,
        body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] },
      }
    }
    if (request.method === 'GET') return { status: 200, body: orderJson(order) }
    if (order.status === 'PAYER_ACTION_REQUIRED') return unprocessable('ORDER_NOT_APPROVED')
    if (order.status === 'COMPLETED') return unprocessable('ORDER_ALREADY_CAPTURED')
    order.status = 'COMPLETED'
    order.captureId = randomBytes(8).toString('hex').toUpperCase()
    return { status: 201, body: orderJson(order) }
  }

  const fake = await startFakeServer((request, res) => {
    if (down) return sendJson(res, 503, { name: 'SERVICE_UNAVAILABLE' })
    if (request.path === '/v1/oauth2/token') {
      tokenCalls++
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`
      if (
        request.headers.authorization !== expected ||
        request.body !== 'grant_type=client_credentials'
      ) {
        return sendJson(res, 401, {
          error: 'invalid_client',
          error_description: 'Client Authentication failed',
        })
      }
      const token = `A21AA${randomBytes(16).toString('hex')}`
      tokens.add(token)
      return sendJson(res, 200, {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: 32400,
        nonce: 'n',
      })
    }
    const bearer = request.headers.authorization?.replace(/^Bearer /, '')
    if (!bearer || !tokens.has(bearer)) {
      return sendJson(res, 401, {
        name: 'AUTHENTICATION_FAILURE',
        message:
          'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
      })
    }
    const requestId = request.headers['paypal-request-id']
    if (typeof requestId === 'string') {
      requestIds.push(requestId)
      const stored = byRequestId.get(requestId)
      if (stored) return sendJson(res, stored.status, stored.body)
      const answer = handleOrders(request)
      byRequestId.set(requestId, answer)
      return sendJson(res, answer.status, answer.body)
    }
    const answer = handleOrders(request)
    sendJson(res, answer.status, answer.body)
  })

  return {
    ...fake,
    orders,
    refunds,
    requestIds,
    /** PayPal answers 503 to everything until `up()`. */
    down() {
      down = true
    },
    up() {
      down = false
    },
    tokenCalls: () => tokenCalls,
    /** The customer approved the order on PayPal's page. */
    approve(orderId: string) {
      orders.get(orderId)!.status = 'APPROVED'
    },
    /** PayPal revokes every token issued so far. */
    revokeTokens() {
      tokens.clear()
    },
  }
}
