import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { checkoutClient } from './checkout-helpers.ts'
import { testDatabases } from './databases.ts'
import { createCustomerFixture, createOrderFixture } from './fixtures/orders.ts'
import { invoicesApi } from './invoices-helpers.ts'

const databases = await testDatabases()

describe.each(databases)('invoices API on $name', (kind) => {
  const env = invoicesApi(kind)
  const { call } = env

  it('lists the orders newest first, 10 per page, and searches number and product title', async () => {
    const customer = await createCustomerFixture(env.database.db)
    const start = Date.UTC(2026, 0, 1)
    const created = []
    for (let i = 0; i < 12; i += 1) {
      created.push(
        await createOrderFixture(env.database.db, customer.id, {
          paymentMethod: 'invoice',
          createdAt: new Date(start + i * 86_400_000),
          titles:
            i === 4
              ? ['Faltdisplay Magnetic 3×3', 'Beachflag Wing L', 'Prospektständer A4']
              : undefined,
        }),
      )
    }
    const first = await call(customer, 'GET', '/search')
    expect(first.statusCode).toBe(200)
    const page1 = first.json().body
    expect(page1.total).toBe(12)
    expect(page1.per_page).toBe(10)
    expect(page1.page).toBe(1)
    expect(page1.last_page).toBe(2)
    expect(page1.data).toHaveLength(10)
    expect(page1.data[0].id).toBe(created[11]!.order.id)
    expect(page1.data[0]).toMatchObject({
      number: created[11]!.order.number,
      itemCount: 3,
      totalCents: created[11]!.totals.totalCents,
      paymentMethod: 'invoice',
      canPay: false,
    })
    const page2 = (await call(customer, 'GET', '/search?page=2')).json().body
    expect(page2.data.map((o: { id: number }) => o.id)).toEqual([
      created[1]!.order.id,
      created[0]!.order.id,
    ])

    const byTitle = (
      await call(customer, 'GET', `/search?q=${encodeURIComponent('faltDISPLAY')}`)
    ).json().body
    expect(byTitle.total).toBe(1)
    expect(byTitle.data[0].id).toBe(created[4]!.order.id)

    const number = String(created[7]!.order.number)
    const byNumber = (await call(customer, 'GET', `/search?q=%23${number}`)).json().body
    expect(byNumber.data.map((o: { number: number }) => o.number)).toContain(Number(number))
    expect(byNumber.data.every((o: { number: number }) => String(o.number).includes(number))).toBe(
      true,
    )

    expect((await call(customer, 'GET', '/search?q=%25')).json().body.total).toBe(0)

    // Another customer sees none of them.
    const other = await createCustomerFixture(env.database.db)
    expect((await call(other, 'GET', '/search')).json().body).toMatchObject({ total: 0, data: [] })
    expect((await call(undefined, 'GET', '/search')).statusCode).toBe(401)
  })

  it('gives the detail, addresses and packages of an order, and 404 for another customer', async () => {
    const customer = await createCustomerFixture(env.database.db)
    const { order, items, totals } = await createOrderFixture(env.database.db, customer.id, {
      paymentMethod: 'card',
    })
    const detail = await call(customer, 'GET', `/fetch/${order.id}`)
    expect(detail.statusCode).toBe(200)
    const body = detail.json().body
    expect(body).toMatchObject({
      id: order.id,
      number: order.number,
      paymentMethod: 'card',
      paymentStatus: 'open',
      canPay: true,
      multiAddress: true,
      billingAddress: { city: 'Bielefeld', country: { code: 'DE' } },
      totals: {
        netCents: totals.netCents,
        vatCents: totals.vatCents,
        totalCents: totals.totalCents,
      },
    })
    expect(body.packages).toHaveLength(2)
    expect(body.packages[0].items.map((i: { id: number }) => i.id)).toEqual([
      items[0]!.id,
      items[1]!.id,
    ])
    expect(body.packages[1]).toMatchObject({
      number: 2,
      postMethodText: 'DHL Paket EU',
      address: { city: 'Wien' },
      items: [{ id: items[2]!.id, quantity: 1 }],
    })
    expect(body.packages[0].items[0].variant.options[0]).toEqual({
      option: 'Format',
      value: '85 × 200 cm',
    })

    const addresses = (await call(customer, 'GET', `/addresses/${order.id}`)).json().body
    expect(addresses.billing.lastName).toBe('Brinkmann')
    expect(addresses.delivery.map((d: { address: { city: string } }) => d.address.city)).toEqual([
      'Bielefeld',
      'Wien',
    ])
    const products = (await call(customer, 'GET', `/addresses/products/${order.id}`)).json().body
    expect(products.flatMap((p: { items: unknown[] }) => p.items)).toHaveLength(3)

    const other = await createCustomerFixture(env.database.db)
    for (const url of [
      `/fetch/${order.id}`,
      `/addresses/${order.id}`,
      `/addresses/products/${order.id}`,
    ]) {
      const answer = await call(other, 'GET', url)
      expect(answer.statusCode).toBe(404)
      expect(answer.json().message).toBe('This order could not be found.')
    }
    const german = await call(other, 'POST', `/ready/${order.id}`, { language: 'de' })
    expect(german.statusCode).toBe(404)
    expect(german.json().message).toBe('Diese Bestellung wurde nicht gefunden.')
    expect((await call(customer, 'GET', '/fetch/abc')).statusCode).toBe(422)
  })

  it('shows an order placed through the checkout with its snapshot addresses and variant', async () => {
    const client = checkoutClient(env.app)
    const [product] = await client.products()
    const who = await client.readyCustomer(product!, { paymentMethod: 'card' }, 2)
    const created = await client.call('/cart/orders/create', {
      method: 'POST',
      token: who.token,
      body: { idempotency_key: `invoices-${randomBytes(6).toString('hex')}` },
    })
    expect(created.statusCode, created.body).toBe(201)
    const placed = created.json().body.order
    const customer = { id: 0, email: who.email, token: who.token }
    const detail = (await call(customer, 'GET', `/fetch/${placed.id}`)).json().body
    expect(detail).toMatchObject({
      number: placed.number,
      paymentMethod: 'card',
      canPay: true,
      billingAddress: {
        lastName: 'Hansen',
        address: 'Hafenstraße 5',
        city: 'Hamburg',
        country: { code: 'DE' },
      },
    })
    expect(detail.billingAddress.country.name).not.toBe('')
    const item = detail.packages[0].items[0]
    expect(item.quantity).toBe(2)
    expect(item.variant.durationTitle).not.toBe('')
    expect(detail.packages[0].address.postcode).toBe('20457')
    const list = (await call(customer, 'GET', '/search')).json().body
    expect(list.data).toHaveLength(1)
    expect(list.data[0]).toMatchObject({ id: placed.id, itemCount: 1 })
  })

  it('marks the print files ready once; a repeat keeps the first time', async () => {
    const customer = await createCustomerFixture(env.database.db)
    const { order } = await createOrderFixture(env.database.db, customer.id)
    const first = await call(customer, 'POST', `/ready/${order.id}`)
    expect(first.statusCode).toBe(200)
    expect(first.json().message).toBe('Thank you! We have noted that your print files are ready.')
    const at = first.json().body.invoiceReadyAt
    expect(Date.parse(at)).not.toBeNaN()
    const again = await call(customer, 'POST', `/ready/${order.id}`)
    expect(again.json().body.invoiceReadyAt).toBe(at)
    const row = (await call(customer, 'GET', `/fetch/${order.id}`)).json().body
    expect(row.invoiceReadyAt).toBe(at)
  })
})
