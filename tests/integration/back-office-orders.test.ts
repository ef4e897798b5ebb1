import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WORK_STATES } from '#core/orders/workflow.ts'
import { MONEY_STATES } from '#core/orders/workflow.ts'
import type { Database } from '#server/db/client.ts'
import { PAYMENT_METHODS } from '#core/checkout-totals/checkout-totals.ts'
import { adminOrderFiltersSchema } from '#core/validation/admin-orders.ts'
import { createBackOfficeOrders } from '#server/modules/orders/back-office-orders.ts'
import { testDatabases } from './databases.ts'
import { createCustomerFixture, createOrderFixture } from './fixtures/orders.ts'

// ORD-15: the back office's order list on both databases: filters, search, sort, pages, CSV.

const databases = await testDatabases()
const schema = adminOrderFiltersSchema(WORK_STATES, MONEY_STATES, PAYMENT_METHODS)
const filters = (query: Record<string, string> = {}) => schema.parse(query)

describe.each(databases)('the back office order list on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let numbers: { card: number; invoice: number; prepayment: number }
  let email: string

  beforeAll(async () => {
    database = await kind.create()
    const customer = await createCustomerFixture(database.db)
    email = customer.email
    const card = await createOrderFixture(database.db, customer.id, {
      paymentMethod: 'card',
      paymentStatus: 'paid',
      createdAt: new Date('2026-11-02T10:00:00Z'),
    })
    const invoice = await createOrderFixture(database.db, customer.id, {
      paymentMethod: 'invoice',
      createdAt: new Date('2026-11-10T23:30:00Z'),
      packages: 1,
      lines: 1,
    })
    const prepayment = await createOrderFixture(database.db, customer.id, {
      paymentMethod: 'prepayment',
      createdAt: new Date('2026-11-20T08:00:00Z'),
    })
    numbers = {
      card: card.order.number,
      invoice: invoice.order.number,
      prepayment: prepayment.order.number,
    }
  })
  afterAll(async () => {
    await database?.drop()
  })

  const list = (query: Record<string, string> = {}) =>
    createBackOfficeOrders(database.db).list(filters(query))
  const numbersOf = async (query: Record<string, string> = {}) =>
    (await list(query)).rows.map((row) => row.number)

  it('lists every order, newest first, with the customer and the billing country', async () => {
    const page = await list()
    expect(page.rows.map((row) => row.number)).toEqual([
      numbers.prepayment,
      numbers.invoice,
      numbers.card,
    ])
    expect(page.total).toBe(3)
    expect(page.rows[0]).toMatchObject({
      company: 'Brinkmann Messebau',
      name: 'Jana Brinkmann',
      email,
      countryCode: 'DE',
      paymentMethod: 'prepayment',
    })
  })

  it('filters by payment method, payment state, date range (shop days) and country', async () => {
    expect(await numbersOf({ method: 'invoice' })).toEqual([numbers.invoice])
    expect(await numbersOf({ status: 'new' })).toHaveLength(3)
    expect(await numbersOf({ status: 'shipped' })).toEqual([])
    expect(await numbersOf({ payment: 'paid' })).toEqual([numbers.card])
    // 23:30 UTC on 10 November is 00:30 on 11 November in Germany (CET).
    expect(await numbersOf({ from: '2026-11-11', to: '2026-11-11' })).toEqual([numbers.invoice])
    expect(await numbersOf({ to: '2026-11-02' })).toEqual([numbers.card])
    expect(await numbersOf({ country: 'at' })).toEqual([])
    expect(await numbersOf({ country: 'DE', method: 'card' })).toEqual([numbers.card])
  })

  it('searches order number, company and e-mail, and sorts by total and number', async () => {
    expect(await numbersOf({ q: `#${numbers.invoice}` })).toEqual([numbers.invoice])
    expect(await numbersOf({ q: 'brinkmann messe' })).toHaveLength(3)
    expect(await numbersOf({ q: email.toUpperCase() })).toHaveLength(3)
    expect(await numbersOf({ q: '100%_' })).toEqual([])
    const byTotal = (await list({ sort: 'total', dir: 'asc' })).rows.map((row) => row.totalCents)
    expect(byTotal).toEqual([...byTotal].sort((a, b) => a - b))
    expect(await numbersOf({ sort: 'number', dir: 'asc' })).toEqual(
      [numbers.card, numbers.invoice, numbers.prepayment].sort((a, b) => a - b),
    )
  })

  it('drops filter values it does not know instead of failing', async () => {
    expect(
      await numbersOf({
        method: 'bitcoin',
        status: 'x',
        from: '2026-13-45',
        sort: 'drop table',
        page: '-3',
      }),
    ).toHaveLength(3)
    expect((await list({ page: '99' })).rows).toEqual([])
  })

  it('exports the selection as CSV: one row per line, labels and local times (ORD-CSV-1)', async () => {
    const csv = await createBackOfficeOrders(database.db).csv(filters({ method: 'card' }), 'de')
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    // The card order has three lines: three rows, each with the order's columns.
    expect(lines).toHaveLength(4)
    expect(lines[0]).toBe(
      'Nr.;Datum (Europe/Berlin);Firma;Name;E-Mail;Land (Kürzel);Summe;Zahlungsart;' +
        'Zahlungsstatus;Bestellstatus;' +
        'Position;Produkt;Ausführung;Menge;Positionssumme;Paket;Liefertermin',
    )
    // 10:00 UTC on 2 November is 11:00 in Germany (CET).
    expect(lines[1]).toMatch(new RegExp(`^${numbers.card};2026-11-02 11:00;Brinkmann Messebau;`))
    expect(lines[1]).toMatch(/;\d+,\d{2};Kreditkarte;bezahlt;neu;1;Roll-up Classic 85 × 200 cm;/)
    expect(lines[1]).toContain(
      ';Format: 85 × 200 cm | Druck: einseitig | Standard (5 Werktage) | Datencheck Plus;2;',
    )
    expect(lines[3]).toMatch(
      /;3;Messetheke Promo Counter;Ausführung: mit Ablage \| .*;1;\d+,\d{2};2;2026-12-01$/,
    )
    expect(csv).not.toMatch(/;card;|;paid;|;new;|T10:00:00/)
  })

  it('writes the CSV in English, and only the ticked orders (ORD-BULK-3)', async () => {
    const list = await createBackOfficeOrders(database.db).list(filters())
    const invoice = list.rows.find((row) => row.number === numbers.invoice)!
    const csv = await createBackOfficeOrders(database.db).csv(filters(), 'en', [invoice.id])
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toMatch(/^No\.?;Date \(Europe\/Berlin\);/)
    expect(lines[0]).toContain(
      ';Line;Product;Configuration;Quantity;Line total;Package;Delivery date',
    )
    // One line, one row; 23:30 UTC on 10 November is 00:30 on 11 November in Germany.
    expect(lines).toHaveLength(2)
    expect(lines[1]).toMatch(new RegExp(`^${numbers.invoice};2026-11-11 00:30;`))
    expect(lines[1]).toMatch(/;On invoice;open;new;1;/)
  })
})
