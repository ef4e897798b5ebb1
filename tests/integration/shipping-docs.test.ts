import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { formatMoney } from '#core/money/money.ts'
import { orderPackages, orders } from '#server/db/schema/index.ts'
import { createShippingDocs } from '#server/modules/invoices/shipping-docs.ts'
import { createBulkShipping } from '#server/modules/orders/bulk-shipping.ts'
import { createOrdersService } from '#server/modules/orders/orders.service.ts'
import { createPrintChecks } from '#server/modules/preflight/print-checks.service.ts'
import { createSettingsService } from '#server/modules/settings/settings.service.ts'
import { createSavedFilters } from '#server/modules/staff/saved-filters.ts'
import { createLocalStore } from '#server/modules/storage/local-store.ts'
import { pdfPages, pdfText } from '#tests/fixtures/pdf-text.ts'
import { testDatabases } from './databases.ts'
import { addCheckedFile, createOrderFixture, type OrderFixture } from './fixtures/orders.ts'
import { orderWorkflowSuite } from './order-workflow-helpers.ts'

// SHIP-DOC-1..SHIP-DOC-4, ORD-BULK-1, ORD-SAVED-1 on both databases: what the delivery note and
// the packing slip say (read back from the PDF), several orders shipped at once with one
// refused, and saved filters that belong to one member.

const databases = await testDatabases()

describe.each(databases)('delivery documents, bulk shipping and saved filters on $name', (kind) => {
  const env = orderWorkflowSuite(kind)
  const docs = () =>
    createShippingDocs({
      orders: createOrdersService(env.database.db, {
        checks: createPrintChecks(env.database.db, {
          files: createLocalStore('/tmp/shop-test-shipping-docs'),
          log: { error: () => {} },
        }),
      }),
      settings: createSettingsService(env.database.db),
    })
  const place = (locale: 'de' | 'en' = 'de') =>
    createOrderFixture(env.database.db, env.customerId, { paymentMethod: 'invoice', locale })
  /** The order walked to "in production", as staff and the customer would. */
  const inProduction = async (placed: OrderFixture) => {
    let version = 0
    for (const to of ['print_data_checked', 'proof_approved', 'in_production'] as const) {
      version = (await env.step(env.members.production, placed, to, version)).version
    }
    return version
  }

  it('writes the delivery note per package in the order’s language, without a price (SHIP-DOC-1)', async () => {
    const placed = await place('en')
    const { pdf, filename } = await docs().pdf({
      kind: 'delivery-note',
      orderIds: [placed.order.id],
      locale: 'de',
    })
    // The file is named in the language of the member who prints it.
    expect(filename).toBe(`Lieferschein-${placed.order.number}.pdf`)
    const pages = pdfPages(pdf).map((rows) => rows.join(' '))
    expect(pages).toHaveLength(2)
    const [first, second] = pages as [string, string]
    expect(first).toContain(`Delivery note ${placed.order.number}-1`)
    expect(first).toContain(`Order no. ${placed.order.number}`)
    expect(first).toContain(`Customer no. ${env.customerId}`)
    expect(first).toContain('Package 1 of 2')
    // The address sits beside the facts: each of its lines is a row of the page.
    expect(first).toContain('Jana Brinkmann Customer no.')
    expect(first).toContain('33602 Bielefeld Deutschland')
    expect(first).toContain('Roll-up Classic 85 × 200 cm')
    expect(first).toContain('Format: 85 × 200 cm')
    expect(first).toContain('Services: Datencheck Plus')
    expect(first).toContain('Beachflag Wing L')
    expect(first).not.toContain('Messetheke')
    expect(second).toContain(`Delivery note ${placed.order.number}-2`)
    expect(second).toContain('Lukas Huber')
    expect(second).toContain('1020 Wien Österreich')
    expect(second).toContain('Messetheke Promo Counter')
    // No price at all: no euro sign, no line's unit price or total, no order total.
    const text = pages.join(' ')
    expect(text).not.toContain('€')
    for (const item of placed.items) {
      expect(text).not.toContain(formatMoney(item.unitCents).replace(/\s/g, ' '))
      expect(text).not.toContain(formatMoney(item.totalCents).replace(/\s/g, ' '))
    }
    expect(text).not.toContain(formatMoney(placed.order.totalCents).replace(/\s/g, ' '))
  })

  it('writes the packing slip in the member’s language with files, checks and tick boxes (SHIP-DOC-2)', async () => {
    const placed = await place('de')
    await addCheckedFile(env.database.db, placed.order, 'warning')
    const en = pdfText(
      (await docs().pdf({ kind: 'packing-slip', orderIds: [placed.order.id], locale: 'en' })).pdf,
    )
    expect(en).toContain(`Packing slip ${placed.order.number}-1`)
    expect(en).toContain('Pos. Item Quantity Picked')
    expect(en).toContain('Print files for the whole order: rollup.pdf: please check')
    expect(en).toContain('no print file')
    expect(en).toContain('Production time: Express (2 Werktage)')
    expect(en).toContain('Packed by:')
    expect(en).not.toContain('€')
    const de = pdfText(
      (await docs().pdf({ kind: 'packing-slip', orderIds: [placed.order.id], locale: 'de' })).pdf,
    )
    expect(de).toContain('Pos. Artikel Menge Gepackt')
    expect(de).toContain('rollup.pdf: bitte prüfen')
    // The delivery note of the German order stays German for an English-speaking member.
    const note = pdfText(
      (await docs().pdf({ kind: 'delivery-note', orderIds: [placed.order.id], locale: 'en' })).pdf,
    )
    expect(note).toContain(`Lieferschein ${placed.order.number}-1`)
    expect(note).toContain('Bestellnr.')
  })

  it('prints one package on request and a batch of orders in one PDF (SHIP-DOC-3, SHIP-DOC-4)', async () => {
    const one = await place('de')
    const two = await place('en')
    const single = await docs().pdf({
      kind: 'delivery-note',
      orderIds: [one.order.id],
      packageNumber: 2,
      locale: 'de',
    })
    expect(single.filename).toBe(`Lieferschein-${one.order.number}-2.pdf`)
    const rows = pdfPages(single.pdf)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.join(' ')).toContain('Paket 2 von 2')
    expect(rows[0]!.join(' ')).toContain('Seite 1 von 1')
    await expect(
      docs().pdf({
        kind: 'delivery-note',
        orderIds: [one.order.id],
        packageNumber: 3,
        locale: 'de',
      }),
    ).rejects.toMatchObject({ kind: 'not_found' })
    await expect(
      docs().pdf({ kind: 'delivery-note', orderIds: [2_000_000_000], locale: 'de' }),
    ).rejects.toMatchObject({ kind: 'not_found' })
    const batch = await docs().pdf({
      kind: 'delivery-note',
      orderIds: [one.order.id, two.order.id],
      locale: 'de',
    })
    expect(batch.filename).toBe(`Lieferschein-${one.order.number}_${two.order.number}.pdf`)
    const pages = pdfPages(batch.pdf).map((page) => page.join(' '))
    expect(pages).toHaveLength(4)
    expect(pages[0]).toContain(`Lieferschein ${one.order.number}-1`)
    expect(pages[3]).toContain(`Delivery note ${two.order.number}-2`)
    // Each package's page goes into another box: no page count across the batch.
    expect(pages.join(' ')).not.toMatch(/Seite \d von 4|Page \d of 4/)
  })

  it('ships several orders, each on its own, and says which were refused and why (ORD-BULK-1)', async () => {
    const ready = await place()
    const missing = await place()
    const fresh = await place()
    const readyVersion = await inProduction(ready)
    const missingVersion = await inProduction(missing)
    const bulk = createBulkShipping({ db: env.database.db, workflow: env.workflow() })
    const candidates = await bulk.candidates([fresh.order.id, ready.order.id, 2_000_000_000])
    expect(candidates.map((c) => [c.number, c.workState, c.packages.length])).toEqual([
      [fresh.order.number, 'new', 2],
      [ready.order.number, 'in_production', 2],
    ])
    const before = env.mailbox.received.length
    const results = await bulk.ship(
      env.members.production,
      {
        versions: new Map([
          [ready.order.id, readyVersion],
          [missing.order.id, missingVersion],
          [fresh.order.id, 0],
        ]),
        shipments: [
          ...env.shipmentsOf(ready),
          // The second package of this order has no carrier.
          { packageId: missing.packages[0]!.id, carrier: 'dhl', trackingNumber: '00340434161' },
        ],
      },
      'de',
    )
    expect(results).toEqual([
      { orderId: ready.order.id, number: ready.order.number, shipped: true, reason: '' },
      {
        orderId: missing.order.id,
        number: missing.order.number,
        shipped: false,
        reason: 'Paket 2: Bitte wählen Sie den Versanddienst.',
      },
      {
        orderId: fresh.order.id,
        number: fresh.order.number,
        shipped: false,
        reason: expect.stringContaining('neu'),
      },
    ])
    const states = await env.database.db
      .select({ id: orders.id, workState: orders.workState })
      .from(orders)
      .where(eq(orders.customerId, env.customerId))
    const stateOf = (id: number) => states.find((row) => row.id === id)?.workState
    expect(stateOf(ready.order.id)).toBe('shipped')
    expect(stateOf(missing.order.id)).toBe('in_production')
    expect(stateOf(fresh.order.id)).toBe('new')
    const [kept] = await env.database.db
      .select()
      .from(orderPackages)
      .where(eq(orderPackages.id, missing.packages[0]!.id))
    expect(kept?.trackingNumber).toBeNull()
    // The customer of the shipped order gets the shipping mail, as from the order page.
    const sent = await env.mailbox.latest(env.customerEmail, {
      template: 'order-shipped',
      after: before,
      subject: String(ready.order.number),
    })
    expect(sent).toBeTruthy()
    // The shipped order's delivery note now names its tracking number.
    const note = pdfText(
      (await docs().pdf({ kind: 'delivery-note', orderIds: [ready.order.id], locale: 'de' })).pdf,
    )
    expect(note).toContain('Sendungsnummer DHL 003404341612')
  })

  it('keeps saved filters per member: another member neither sees nor deletes them (ORD-SAVED-1)', async () => {
    const saved = createSavedFilters(env.database.db)
    const { sales, production } = env.members
    const filter = await saved.save(
      sales.id,
      { list: 'orders', name: 'Rechnung offen', query: 'method=invoice&payment=open' },
      'de',
    )
    await saved.save(sales.id, { list: 'orders', name: 'Alle neuen', query: 'status=new' }, 'de')
    expect((await saved.list(sales.id, 'orders')).map((f) => f.name)).toEqual([
      'Alle neuen',
      'Rechnung offen',
    ])
    expect(await saved.list(production.id, 'orders')).toEqual([])
    await expect(
      saved.save(sales.id, { list: 'orders', name: 'rechnung OFFEN', query: 'q=x' }, 'en'),
    ).rejects.toMatchObject({
      kind: 'invalid',
      fields: { name: ['You already have a filter with this name.'] },
    })
    // The same name is another member's own.
    await saved.save(production.id, { list: 'orders', name: 'Rechnung offen', query: '' }, 'de')
    await expect(saved.remove(production.id, filter.id, 'de')).rejects.toMatchObject({
      kind: 'not_found',
    })
    await saved.remove(sales.id, filter.id, 'de')
    expect((await saved.list(sales.id, 'orders')).map((f) => f.name)).toEqual(['Alle neuen'])
    expect((await saved.list(production.id, 'orders')).map((f) => f.name)).toEqual([
      'Rechnung offen',
    ])
  })
})
