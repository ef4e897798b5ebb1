import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StaffMember } from '#core/staff/staff-member.ts'
import type { Database } from '#server/db/client.ts'
import { orderItems, orders } from '#server/db/schema/index.ts'
import type { Services } from '#server/services.ts'
import { testApp } from './app.ts'
import { checkoutClient, type Product } from './checkout-helpers.ts'
import { testDatabases } from './databases.ts'

// QUOTE-7..QUOTE-9 on both databases: an accepted quote's lines go into the cart at the quoted
// prices, locked (a tampered update cannot change them), the ordinary checkout orders them at
// those prices with the quote's number on the order's lines, and an expired quote is refused
// and can be requested again.

const databases = await testDatabases()
// Monday 4 January 2027, 10:00 German time; the clock moves past a validity below.
let clock = new Date('2027-01-04T09:00:00Z')

describe.each(databases)('accepting quotes on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance & { services: Services }
  let client: ReturnType<typeof checkoutClient>
  let product: Product
  let sales: StaffMember

  beforeAll(async () => {
    clock = new Date('2027-01-04T09:00:00Z')
    database = await kind.create()
    app = (await testApp(database, {}, { now: () => clock })) as typeof app
    client = checkoutClient(app)
    product = (await client.products())[0]!
    const { member } = await app.services.staff.create(
      { email: 'quotes-accept-sales@example.com', name: 'Sales', role: 'sales' },
      null,
    )
    sales = member as StaffMember
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  /** A customer's request of `quantity` pieces, priced at `unitCents` and sent. */
  async function sentQuote(quantity: number, unitCents: number, validUntil = '2027-01-31') {
    const who = await client.customer()
    const res = await client.call('/quotes', {
      method: 'POST',
      token: who.token,
      body: {
        items: [
          {
            product_id: product.productId,
            combination_id: product.combinationId,
            duration_id: product.durationId,
            services: [],
            quantity,
          },
        ],
      },
    })
    expect(res.statusCode, res.body).toBe(201)
    const id = res.json().body.id as number
    const { quote } = await app.services.quotesAdmin.get(sales, id, 'de')
    await app.services.quotesAdmin.price(
      sales,
      id,
      {
        lines: [{ id: quote.lines[0]!.id, unit_cents: unitCents }],
        shipping_cents: 0,
        note: '',
        valid_until: validUntil,
      },
      'de',
    )
    const number = await app.services.quotesAdmin.send(sales, id, 'de')
    return { ...who, id, number }
  }

  const dashboard = (
    url: string,
    token: string,
    { method = 'GET', locale = 'en' }: { method?: 'GET' | 'POST'; locale?: 'de' | 'en' } = {},
  ) =>
    app.inject({
      method,
      url: `/api/v1/user/dashboard/quotes${url}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
    })
  const accept = (token: string, id: number, locale: 'de' | 'en' = 'en') =>
    dashboard(`/${id}/accept`, token, { method: 'POST', locale })
  const cart = async (token: string) => (await client.call('/cart/summary', { token })).json().body

  it('puts the lines into the cart at the quoted price, locked, and orders them so', async () => {
    const customer = await sentQuote(400, 1_234)
    const accepted = await accept(customer.token, customer.id)
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json().body.status).toBe('accepted')

    const summary = await cart(customer.token)
    expect(summary.items).toHaveLength(1)
    const line = summary.items[0]
    expect(line).toMatchObject({ quantity: 400, price: 1_234, total_price: 493_600 })
    expect(line.options).toContainEqual({ option: 'Quote', value: customer.number })
    expect(summary.net).toBe(493_600)

    // Tampering: the quantity cannot be changed, another add is its own line at today's price.
    const changed = await client.call(`/cart/update/${line.id}`, {
      method: 'PATCH',
      token: customer.token,
      body: { quantity: 1 },
    })
    expect(changed.statusCode).toBe(409)
    expect(changed.json().message).toBe('Quantity and configuration are fixed by the quote.')
    expect((await cart(customer.token)).items[0]).toMatchObject({ quantity: 400, price: 1_234 })

    // The ordinary checkout orders the line at the quoted price.
    const addressId = await client.address(customer.token)
    const shipping = await client.saveShipping(customer.token, {
      billingAddressId: addressId,
      mode: 'same',
      shippings: [{ addressId, postMethod: 'dhl-standard', cartItemIds: [line.id] }],
    })
    expect(shipping.statusCode, shipping.body).toBe(200)
    const paid = await client.savePayment(customer.token, { paymentMethod: 'invoice' })
    expect(paid.statusCode, paid.body).toBe(200)
    const placed = await client.call('/cart/orders/create', {
      method: 'POST',
      token: customer.token,
      body: { idempotency_key: randomUUID() },
    })
    expect(placed.statusCode, placed.body).toBe(201)
    const [order] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.json().body.order.id))
    expect(order!.subtotalCents).toBe(493_600)
    const [item] = await database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order!.id))
    expect(item).toMatchObject({ quantity: 400, unitCents: 1_234, totalCents: 493_600 })
    expect(JSON.stringify(item!.variant)).toContain(customer.number)

    const after = await dashboard(`/${customer.id}`, customer.token)
    expect(after.json().body.status).toBe('ordered')
    expect((await cart(customer.token)).items).toEqual([])
  })

  it('refuses an expired quote with its day, and requests it again', async () => {
    const customer = await sentQuote(60, 900, '2027-01-10')
    clock = new Date('2027-01-11T09:00:00Z')
    try {
      const refused = await accept(customer.token, customer.id, 'de')
      expect(refused.statusCode).toBe(409)
      expect(refused.json().message).toBe(
        'Dieses Angebot ist am 10.01.2027 abgelaufen und kann nicht mehr angenommen werden. Fragen Sie es erneut an, wir senden Ihnen ein neues.',
      )
      expect((await cart(customer.token)).items).toEqual([])
      const again = await app.services.quoteRequests.requestAgain(
        (await app.services.auth.authenticate(customer.token))!.customer.id,
        customer.id,
        'de',
      )
      const read = await dashboard(`/${again}`, customer.token)
      expect(read.json().body).toMatchObject({ status: 'requested', lines: 1 })
      expect(read.json().body.items[0].quantity).toBe(60)
    } finally {
      clock = new Date('2027-01-04T09:00:00Z')
    }
  })

  it('keeps an accepted quote’s line past its validity, marked, and does not order it (QUOTE-11)', async () => {
    const customer = await sentQuote(60, 900, '2027-01-10')
    expect((await accept(customer.token, customer.id)).statusCode).toBe(200)
    const line = (await cart(customer.token)).items[0]
    const addressId = await client.address(customer.token)
    const shipping = await client.saveShipping(customer.token, {
      billingAddressId: addressId,
      mode: 'same',
      shippings: [{ addressId, postMethod: 'dhl-standard', cartItemIds: [line.id] }],
    })
    expect(shipping.statusCode, shipping.body).toBe(200)
    expect(
      (await client.savePayment(customer.token, { paymentMethod: 'invoice' })).statusCode,
    ).toBe(200)
    clock = new Date('2027-01-11T09:00:00Z')
    try {
      const summary = await app.services.cart.summary(
        (await app.services.auth.authenticate(customer.token))!.customer.id,
        'de',
      )
      expect(summary.lines[0]).toMatchObject({
        quoteNumber: customer.number,
        quoteValidUntil: '2027-01-10',
        quoteExpired: true,
        priced: { unitCents: 900 },
      })
      const placed = await client.call('/cart/orders/create', {
        method: 'POST',
        token: customer.token,
        locale: 'de',
        body: { idempotency_key: randomUUID() },
      })
      expect(placed.statusCode).toBe(409)
      expect(placed.json().message).toBe(
        `Das Angebot ${customer.number} ist am 10.01.2027 abgelaufen: seine Positionen können nicht mehr zu den Angebotspreisen bestellt werden. Bitte entfernen Sie sie und fragen Sie das Angebot erneut an.`,
      )
      const [stored] = await database.db
        .select()
        .from(orders)
        .where(
          eq(
            orders.customerId,
            (await app.services.auth.authenticate(customer.token))!.customer.id,
          ),
        )
      expect(stored).toBeUndefined()
    } finally {
      clock = new Date('2027-01-04T09:00:00Z')
    }
  })

  it('accepts neither a request that was not sent nor another customer’s quote', async () => {
    const customer = await sentQuote(5, 100)
    const other = await client.customer()
    expect((await accept(other.token, customer.id)).statusCode).toBe(404)
    const request = await client.call('/quotes', {
      method: 'POST',
      token: other.token,
      body: {
        items: [
          {
            product_id: product.productId,
            combination_id: product.combinationId,
            duration_id: product.durationId,
            services: [],
            quantity: 5,
          },
        ],
      },
    })
    expect((await accept(other.token, request.json().body.id)).statusCode).toBe(409)
  })
})
