import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { mailOutbox, orderPackages, orders } from '#server/db/schema/index.ts'
import { type ShipmentInput } from '#server/modules/orders/order-workflow.service.ts'
import { testDatabases } from './databases.ts'
import { createOrderFixture } from './fixtures/orders.ts'

// ORD-10..ORD-14, ORD-16 on both databases: staff move an order's work through the workflow,
// cancelling gives back stock, two changes from one version cannot both win, every step is in
// the timeline and the audit log.
import { orderWorkflowSuite } from './order-workflow-helpers.ts'

const databases = await testDatabases()

describe.each(databases)('the order workflow on $name', (kind) => {
  const env = orderWorkflowSuite(kind)
  const { members, workflow, step, shipmentsOf } = env

  it('keeps staff notes in the timeline and refuses an empty one (ORD-16)', async () => {
    const { order } = await createOrderFixture(env.database.db, env.customerId)
    await expect(
      workflow().addNote(members.content, { orderId: order.id, note: '   ' }, 'de'),
    ).rejects.toMatchObject({ kind: 'invalid', fields: { note: [expect.any(String)] } })
    await workflow().addNote(
      members.sales,
      { orderId: order.id, note: ' Kunde ruft Freitag an. ' },
      'de',
    )
    expect(await workflow().timeline(order.id)).toMatchObject([
      { kind: 'note', note: 'Kunde ruft Freitag an.', staffName: 'sales' },
    ])
  })

  it('ships every package with its carrier and tracking number, and refuses one missing (ORD-17)', async () => {
    const placed = await createOrderFixture(env.database.db, env.customerId, {
      paymentMethod: 'invoice',
    })
    const { order, packages } = placed
    let version = 0
    for (const to of ['print_data_checked', 'proof_approved', 'in_production'] as const) {
      version = (await step(members.production, placed, to, version)).version
    }
    const ship = (shipments: ShipmentInput[]) =>
      workflow().moveWork(
        members.production,
        { orderId: order.id, to: 'shipped', version, shipments },
        'de',
      )
    await expect(
      ship([{ packageId: packages[0]!.id, carrier: 'dhl', trackingNumber: '0034043416' }]),
    ).rejects.toMatchObject({
      kind: 'invalid',
      fields: { [`carrier-${packages[1]!.id}`]: ['Bitte wählen Sie den Versanddienst.'] },
    })
    await expect(
      ship([
        { packageId: packages[0]!.id, carrier: 'dhl', trackingNumber: '12' },
        { packageId: packages[1]!.id, carrier: 'freight', trackingNumber: '' },
      ]),
    ).rejects.toMatchObject({ fields: { [`tracking-${packages[0]!.id}`]: [expect.any(String)] } })
    // Nothing of a refused step was kept.
    const [unchanged] = await env.database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(unchanged).toMatchObject({ workState: 'in_production', version })

    const before = env.mailbox.received.length
    await ship(shipmentsOf(placed))
    const stored = await env.database.db
      .select()
      .from(orderPackages)
      .where(eq(orderPackages.orderId, order.id))
      .orderBy(orderPackages.number)
    expect(stored.map((pkg) => [pkg.carrier, pkg.trackingNumber])).toEqual([
      ['dhl', '003404341612'],
      ['ups', '1Z999AA10123456784'],
    ])
    expect(stored.every((pkg) => pkg.shippedAt instanceof Date)).toBe(true)
    const sent = await env.mailbox.latest(env.customerEmail, {
      template: 'order-shipped',
      after: before,
      subject: String(order.number),
    })
    expect(sent.subject).toBe(`Ihre Bestellung ${order.number} ist unterwegs`)
    expect(sent.text).toContain('Paket 1 nach Bielefeld: DHL 003404341612')
    expect(sent.text).toContain('piececode=003404341612')
    expect(sent.text).toContain('Paket 2 nach Wien: UPS 1Z999AA10123456784')
    expect(sent.text).toContain(`https://shop.example/profile/orders?order=${order.id}`)
    expect(sent.html).toContain('<a href="https://www.dhl.de/de/')
  })

  it('mails the customer when the payment arrives, the data needs attention and on cancelling (MAIL-5)', async () => {
    const { order } = await createOrderFixture(env.database.db, env.customerId, {
      paymentMethod: 'prepayment',
    })
    const before = env.mailbox.received.length
    await workflow().markPaid(
      members.sales,
      { orderId: order.id, version: 0, paidOn: '2026-11-20', amountCents: order.totalCents },
      'en',
    )
    const paid = await env.mailbox.latest(env.customerEmail, {
      template: 'payment-received',
      after: before,
      subject: String(order.number),
    })
    expect(paid.subject).toBe(`Zahlungseingang für Ihre Bestellung ${order.number}`)
    expect(paid.text).toContain('Sehr geehrte Frau Brinkmann')

    await expect(
      workflow().moveWork(
        members.production,
        { orderId: order.id, to: 'awaiting_print_data', version: 1, message: 'x'.repeat(1001) },
        'de',
      ),
    ).rejects.toMatchObject({ fields: { message: [expect.any(String)] } })
    await workflow().moveWork(
      members.production,
      {
        orderId: order.id,
        to: 'awaiting_print_data',
        version: 1,
        message: ' Bitte legen Sie 5 mm Beschnitt an. ',
      },
      'en',
    )
    const attention = await env.mailbox.latest(env.customerEmail, {
      template: 'print-data-attention',
      after: before,
      subject: String(order.number),
    })
    expect(attention.text).toContain('Unser Hinweis für Sie: Bitte legen Sie 5 mm Beschnitt an.')
    const events = await workflow().timeline(order.id)
    expect(events.at(-1)).toMatchObject({
      toState: 'awaiting_print_data',
      customerMessage: 'Bitte legen Sie 5 mm Beschnitt an.',
    })

    await workflow().moveWork(
      members.sales,
      { orderId: order.id, to: 'cancelled', version: 2 },
      'de',
    )
    const cancelled = await env.mailbox.latest(env.customerEmail, {
      template: 'order-cancelled',
      after: before,
      subject: String(order.number),
    })
    expect(cancelled.subject).toBe(`Ihre Bestellung ${order.number} wurde storniert`)
    const queued = await env.database.db
      .select({ template: mailOutbox.template })
      .from(mailOutbox)
      .where(eq(mailOutbox.orderId, order.id))
    expect(queued.map((row) => row.template).sort()).toEqual([
      'order-cancelled',
      'payment-received',
      'print-data-attention',
    ])
  })
})
