import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { orderItems, orders } from '#server/db/schema/index.ts'
import { translate } from '#core/i18n/translate.ts'
import { formatMoney } from '#core/money/money.ts'
import type { InvoiceView } from '#core/invoices/invoice-view.ts'
import { isAppError } from '#core/errors/errors.ts'
import { pdfText } from '#tests/fixtures/pdf-text.ts'
import { testApp } from './app.ts'
import { checkoutClient } from './checkout-helpers.ts'
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

  const rowsOf = (view: InvoiceView) =>
    Object.fromEntries(view.document.rows.map((row) => [row.id, row.amount]))

  it('shows a pro forma before the invoice is issued, with the figures the invoice will have', async () => {
    const customer = await createCustomerFixture(database.db)
    const { order, totals } = await createOrderFixture(database.db, customer.id, {
      paymentMethod: 'card',
    })
    // Card: invoiced when paid, so a pro forma with the order date and no number.
    const proForma = await app.services.invoices.get(customer.id, order.id, 'de')
    expect(proForma.number).toBeNull()
    expect(proForma.document.title).toBe(
      'Proforma-Rechnung (die Rechnung wird mit der Zahlung ausgestellt)',
    )
    expect(proForma.document.facts.map((f) => f.id)).not.toContain('number')
    expect(rowsOf(proForma)).toMatchObject({
      subtotal: formatMoney(totals.subtotalCents),
      shipping: formatMoney(totals.shippingCents),
      net: formatMoney(totals.netCents),
      vat: formatMoney(totals.vatCents),
      total: formatMoney(totals.totalCents),
    })
    expect(proForma.document.terms).toBe(
      'Zahlbar sofort per Kreditkarte. Wir beginnen mit der Fertigung, sobald die Zahlung bestätigt ist.',
    )
    expect(proForma.document.bank).toBeNull()
    expect(proForma.document.seller).toMatchObject({
      companyName: 'Messebau Nordlicht GmbH',
      lines: expect.arrayContaining(['Industriestraße 12', 'USt-IdNr.: DE999999999']),
    })
  })

  it('shows the issued invoice as its PDF does: the same facts, rows, labels, terms and bank', async () => {
    const customer = await createCustomerFixture(database.db)
    const { order, totals } = await createOrderFixture(database.db, customer.id, {
      paymentMethod: 'prepayment',
    })
    const issued = await database.db.transaction(async (tx) =>
      app.services.documents.issueInvoice(tx, order.id, await app.services.settings.get()),
    )
    const invoice = await app.services.invoices.get(customer.id, order.id, 'de')
    expect(invoice.number).toBe(issued.number)
    const view = invoice.document
    expect(view.title).toBe(`Rechnung ${issued.number}`)
    expect(rowsOf(invoice)).toMatchObject({
      'prepayment-discount': formatMoney(-totals.prepaymentDiscountCents),
      net: formatMoney(totals.netCents),
      total: formatMoney(totals.totalCents),
    })
    // PAY-2, PAY-3: prepayment terms, due at once, the order number as the reference.
    expect(view.terms).toBe(translate('de', 'invoice.prepaymentTerms'))
    const fact = (id: string) => view.facts.find((f) => f.id === id)?.value
    expect(fact('due-date')).toBe(fact('date'))
    expect(fact('supply-date')).toBe('01.12.2026')
    const bank = Object.fromEntries(view.bank!.rows.map((row) => [row.id, row.value]))
    expect(bank).toMatchObject({
      reference: String(order.number),
      iban: 'DE00 0000 0000 0000 0000 00',
      amount: formatMoney(totals.totalCents),
    })
    // The PDF says each of these, in the same words.
    const pdf = pdfText(
      issued.attachments.find((a) => a.contentType === 'application/pdf')!.content as Uint8Array,
    )
    const plain = (text: string) => text.replace(/\s+/g, ' ')
    for (const row of view.rows) expect(pdf).toContain(plain(`${row.label} ${row.amount}`))
    for (const f of view.facts) expect(pdf).toContain(plain(`${f.label} ${f.value}`))
    for (const line of view.lines) expect(pdf).toContain(plain(`${line.title}`))
    for (const row of view.bank!.rows) expect(pdf).toContain(plain(`${row.label} ${row.value}`))
    expect(pdf).toContain(plain(view.terms))

    // The English page shows the same document with English words.
    const english = (await app.services.invoices.get(customer.id, order.id, 'en')).document
    expect(english.title).toBe(`Invoice ${issued.number}`)
    expect(english.terms).toBe(translate('en', 'invoice.prepaymentTerms'))
    expect(english.rows.map((row) => row.amount)).toEqual(view.rows.map((row) => row.amount))
  })

  it('refuses a pro forma of an order whose stored totals contradict its lines (INV-4)', async () => {
    const customer = await createCustomerFixture(database.db)
    const { order } = await createOrderFixture(database.db, customer.id, {
      paymentMethod: 'invoice',
    })
    await database.db
      .update(orders)
      .set({ netCents: 50_001, vatCents: 9_500, totalCents: 59_501, shippingCents: 777 })
      .where(eq(orders.id, order.id))
    await expect(app.services.invoices.get(customer.id, order.id, 'de')).rejects.toThrow(
      /not the order's/,
    )
  })

  it('says on the invoice that a quantity tier was taken off the base price (PRICE-3)', async () => {
    const client = checkoutClient(app)
    const [product] = await client.products()
    // Five roll-ups reach the demo catalog's 8 % tier (from 5 pieces).
    const who = await client.readyCustomer(product!, { paymentMethod: 'prepayment' }, 5)
    const created = await client.call('/cart/orders/create', {
      method: 'POST',
      token: who.token,
      locale: 'de',
      body: { idempotency_key: `tier-${randomBytes(6).toString('hex')}` },
    })
    expect(created.statusCode, created.body).toBe(201)
    const placed = created.json().body.order
    const [stored] = await database.db
      .select({ variant: orderItems.variant })
      .from(orderItems)
      .where(eq(orderItems.orderId, placed.id))
    const tier = (stored!.variant as { tier: { minQuantity: number; percent: number } }).tier
    expect(tier).toEqual({ minQuantity: 5, percent: 8 })
    const session = await app.services.auth.authenticate(who.token)
    const invoice = await app.services.invoices.get(session!.customer.id, placed.id, 'de')
    expect(invoice.number).not.toBeNull()
    expect(invoice.document.lines[0]!.details).toContain(
      'Staffelrabatt 8 % auf den Grundpreis (ab 5 Stück)',
    )
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
      expect(invoice.document.seller.lines.join(' ')).not.toContain('USt-IdNr.')
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
