import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { orders } from '#server/db/schema/index.ts'
import { isAppError } from '#server/modules/shared/errors.ts'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'
import { createCustomerFixture, createOrderFixture } from './fixtures/orders.ts'

const databases = await testDatabases()

// The printable invoice (/print_invoice/:id): what the page shows comes from services.invoices,
// which only ever finds the customer's own order; the invoices API names the page's address.
describe.each(databases)('invoice of an order on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance

  beforeAll(async () => {
    database = await kind.create()
    app = await testApp(database)
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  const notFound = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    )
    expect(isAppError(error) && error.kind).toBe('not_found')
  }

  it("shows the order's stored totals, the issued invoice's number and the seller", async () => {
    const customer = await createCustomerFixture(database.db)
    const { order } = await createOrderFixture(database.db, customer.id, {
      paymentMethod: 'invoice',
    })
    // Stored totals that no recomputation would give: the invoice must print these.
    await database.db
      .update(orders)
      .set({ netCents: 50_001, vatCents: 9_500, totalCents: 59_501, shippingCents: 777 })
      .where(eq(orders.id, order.id))

    // Not issued yet (a fixture, not a placement): a pro forma with the order date.
    const proForma = await app.services.invoices.get(customer.id, order.id, 'de')
    expect(proForma.number).toBeNull()
    expect(proForma.issuedAt).toBe(proForma.order.createdAt)
    const issued = await database.db
      .transaction(async (tx) =>
        app.services.documents.issueInvoice(tx, order.id, await app.services.settings.get()),
      )
      .catch((error: unknown) => error)
    // The stored totals above contradict the lines: such an order is never invoiced (INV-4).
    expect(issued).toBeInstanceOf(RangeError)
    const invoice = await app.services.invoices.get(customer.id, order.id, 'de')
    expect(invoice.number).toBeNull()
    expect(invoice.order.totals).toMatchObject({
      netCents: 50_001,
      vatCents: 9_500,
      totalCents: 59_501,
      shippingCents: 777,
      taxPercent: 19,
    })
    expect(invoice.order.packages.flatMap((pkg) => pkg.items)).toHaveLength(3)
    expect(invoice.seller).toMatchObject({
      companyName: 'Messebau Nordlicht GmbH',
      street: 'Industriestraße 12',
      vatId: 'DE999999999',
    })
    // On invoice: no bank account block.
    expect(invoice.bank).toBeNull()
  })

  it('gives the bank account for prepayment', async () => {
    const customer = await createCustomerFixture(database.db)
    const { order } = await createOrderFixture(database.db, customer.id, {
      paymentMethod: 'prepayment',
    })
    const invoice = await app.services.invoices.get(customer.id, order.id, 'en')
    expect(invoice.bank).toEqual({
      recipient: 'Messebau Nordlicht GmbH',
      bankName: 'Demo-Bank Bielefeld',
      iban: 'DE00 0000 0000 0000 0000 00',
      bic: 'DEMODEXXXXX',
    })
  })

  it("is not found for another customer's order or an unknown id", async () => {
    const owner = await createCustomerFixture(database.db)
    const other = await createCustomerFixture(database.db)
    const { order } = await createOrderFixture(database.db, owner.id)
    await notFound(app.services.invoices.get(other.id, order.id, 'de'))
    await notFound(app.services.invoices.get(owner.id, 999_999, 'en'))
  })

  it('leaves the seller VAT id out when the settings hold none', async () => {
    const customer = await createCustomerFixture(database.db)
    const { order } = await createOrderFixture(database.db, customer.id)
    await app.services.settings.update({ vatId: '' })
    try {
      const invoice = await app.services.invoices.get(customer.id, order.id, 'de')
      expect(invoice.seller.vatId).toBeNull()
    } finally {
      await app.services.settings.update({ vatId: 'DE999999999' })
    }
  })

  it('names the invoice page in the invoices fetch answer, in the asked language', async () => {
    const customer = await createCustomerFixture(database.db)
    const other = await createCustomerFixture(database.db)
    const { order } = await createOrderFixture(database.db, customer.id)
    const fetch = (token: string, language: string) =>
      app.inject({
        method: 'GET',
        url: `/api/v1/user/dashboard/invoices/fetch/${order.id}`,
        headers: { authorization: `Bearer ${token}`, 'accept-language': language },
      })
    const de = await fetch(customer.token, 'de')
    expect(de.statusCode).toBe(200)
    expect(de.json().body.invoice_url).toBe(`/print_invoice/${order.id}`)
    const en = await fetch(customer.token, 'en')
    expect(en.json().body.invoice_url).toBe(`/en/print_invoice/${order.id}`)
    expect((await fetch(other.token, 'de')).statusCode).toBe(404)
  })
})
