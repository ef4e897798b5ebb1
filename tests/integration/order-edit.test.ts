import { describe, expect, it } from 'vitest'
import { translate } from '#core/i18n/translate.ts'
import { formatMoney } from '#core/money/money.ts'
import { ciiStructureViolations } from '#tests/fixtures/cii-d16b-structure.ts'
import { testDatabases } from './databases.ts'
import { address, orderEditSuite } from './order-edit-helpers.ts'

// EDIT-1..EDIT-5 (decision 0046) on both databases: each kind of change staff make on a
// customer's call, the totals priced again by checkoutTotals (per-shipment VAT, the Swiss fee),
// the stock through the catalogue, an issued invoice credited and replaced with e-invoices that
// keep their structure, the customer's mail in the order's language, timeline and audit log.

const databases = await testDatabases()

describe.each(databases)('order edit on $name', (kind) => {
  const suite = orderEditSuite(kind)

  const expectTotalsOfCheckout = async (orderId: number) => {
    const expected = await suite.expectedTotals(orderId)
    const { order } = await suite.stored(orderId)
    expect(order.totalCents).toBe(expected.totalCents)
    expect(order.vatCents).toBe(expected.vatCents)
    expect(order.shippingCents).toBe(expected.shippingCents)
    expect(order.serviceFeeCents).toBe(expected.serviceFeeCents)
    expect(order.subtotalCents).toBe(expected.subtotalCents)
    expect((order.totals as typeof expected).packages).toEqual(expected.packages)
    return expected
  }

  it('changes a quantity at today’s price; the invoice is credited and replaced, mailed in English', async () => {
    const { orderId, email } = await suite.place({ locale: 'en' })
    const before = await suite.stored(orderId)
    const item = before.items[0]!
    const stockBefore = await suite.stockOf(item.combinationId)
    const [firstInvoice] = await suite.documentsOf(orderId)
    expect(firstInvoice!.totalCents).toBe(before.order.totalCents)

    const done = await suite.edit(orderId, { intent: 'quantity', item: item.id, quantity: 3 })
    expect(done.version).toBe(before.order.version + 1)

    const after = await suite.stored(orderId)
    const quote = await suite.services.catalog.quote(
      {
        productId: item.productId,
        combinationId: item.combinationId,
        durationId: item.durationId,
        quantity: 3,
      },
      'en',
    )
    expect(after.items).toHaveLength(1)
    expect(after.items[0]).toMatchObject({
      id: item.id,
      quantity: 3,
      unitCents: quote.line.unitCents,
      totalCents: quote.line.totalCents,
    })
    const totals = await expectTotalsOfCheckout(orderId)
    expect(totals.totalCents).toBeGreaterThan(before.order.totalCents)
    // CHK-11: two more pieces taken from the catalogue's stock.
    expect(await suite.stockOf(item.combinationId)).toBe(stockBefore - 2)

    // INV-5: never edited in place: a credit note for the whole invoice and a new invoice.
    const documents = await suite.documentsOf(orderId)
    expect(documents.map((d) => d.kind)).toEqual(['invoice', 'credit_note', 'invoice'])
    const [old, credit, invoice] = documents
    expect(old!.number).toBe(firstInvoice!.number)
    expect(old!.totalCents).toBe(before.order.totalCents)
    expect(credit).toMatchObject({ invoiceId: old!.id, totalCents: before.order.totalCents })
    expect(invoice).toMatchObject({ replacesId: old!.id, totalCents: totals.totalCents })
    expect(invoice!.data.totals.grossCents).toBe(totals.totalCents)
    expect(invoice!.data.lines[0]).toMatchObject({ quantity: 3 })
    for (const document of [old!, credit!, invoice!]) {
      expect(ciiStructureViolations(document.ciiXml)).toEqual([])
    }
    // The customer's invoice page shows the invoice in force.
    expect((await suite.services.documentReads.invoiceOf(orderId)).number).toBe(invoice!.number)

    // MAIL-5: in the order's language, with both documents attached.
    const mail = await suite.mailbox.latest(email, { template: 'order-edited' })
    expect(mail.subject).toBe(`Your order ${before.order.number} has been changed`)
    expect(mail.text).toContain('Quantity of')
    expect(mail.text).toContain(`New total: ${formatMoney(totals.totalCents)}`)
    expect(mail.attachments.map((a) => a.filename)).toEqual([
      `${credit!.number}.pdf`,
      `${invoice!.number}.pdf`,
    ])

    // ORD-16: the timeline (in the member's language) and the audit log.
    const events = await suite.eventsOf(orderId)
    expect(events.at(-1)).toMatchObject({ kind: 'note', staffId: suite.members.sales.id })
    expect(events.at(-1)!.note).toMatch(/^Bestellung bearbeitet: Menge von „.+“: 1 → 3\. Summe: /)
    const [audit] = await suite.auditOf(orderId)
    expect(audit).toMatchObject({
      staffId: suite.members.sales.id,
      before: { version: before.order.version, totalCents: before.order.totalCents },
      after: {
        change: { kind: 'quantity', from: 1, to: 3 },
        totalCents: totals.totalCents,
        creditNote: credit!.number,
        invoice: invoice!.number,
      },
    })
  })

  it('removes a line and adds one at today’s price, the stock given back and taken', async () => {
    const { orderId } = await suite.place({ shipments: ['Hamburg', 'Berlin'] })
    const before = await suite.stored(orderId)
    expect(before.packages).toHaveLength(2)
    const [first, second] = before.items
    const product = suite.products[2] ?? suite.products[0]!
    const stock = {
      removed: await suite.stockOf(second!.combinationId),
      added: await suite.stockOf(product.combinationId),
    }

    await suite.edit(orderId, { intent: 'remove-line', item: second!.id })
    let now = await suite.stored(orderId)
    expect(now.items.map((i) => i.id)).toEqual([first!.id])
    // A shipment left without lines goes with its last line.
    expect(now.packages.map((p) => p.number)).toEqual([1])
    expect(await suite.stockOf(second!.combinationId)).toBe(
      stock.removed + second!.quantity - (second!.combinationId === product.combinationId ? 0 : 0),
    )
    await expectTotalsOfCheckout(orderId)

    await suite.edit(orderId, {
      intent: 'add-line',
      package: now.packages[0]!.id,
      product: product.productId,
      combination: product.combinationId,
      duration: product.durationId,
      services: [],
      quantity: 2,
    })
    now = await suite.stored(orderId)
    expect(now.items).toHaveLength(2)
    const added = now.items[1]!
    const quote = await suite.services.catalog.quote(
      { ...product, quantity: 2, serviceValueIds: [] },
      'de',
    )
    expect(added).toMatchObject({
      packageId: now.packages[0]!.id,
      productId: product.productId,
      quantity: 2,
      unitCents: quote.line.unitCents,
      totalCents: quote.line.totalCents,
      deliveryDate: quote.deliveryDate,
    })
    const expectedAdded =
      product.combinationId === second!.combinationId
        ? stock.removed + second!.quantity
        : stock.added
    expect(await suite.stockOf(product.combinationId)).toBe(expectedAdded - 2)
    await expectTotalsOfCheckout(orderId)
    // The last line stays: the order is cancelled instead.
    await suite.edit(orderId, { intent: 'remove-line', item: added.id })
    await expect(
      suite.edit(orderId, { intent: 'remove-line', item: first!.id }, suite.members.owner, 'en'),
    ).rejects.toMatchObject({
      kind: 'conflict',
      message: translate('en', 'adminOrderEdit.lastLine'),
    })
  })

  it('sends a shipment to Switzerland: VAT per shipment and the Swiss fee by checkoutTotals', async () => {
    const { orderId } = await suite.place({ shipments: ['Hamburg', 'München'] })
    const before = await suite.stored(orderId)
    expect(before.order.serviceFeeCents).toBe(0)
    const second = before.packages[1]!
    await suite.edit(orderId, {
      intent: 'shipping-address',
      package: second.id,
      ...address({ city: 'Zürich', postcode: '8001', country_id: 9 }),
    } as never)
    const after = await suite.stored(orderId)
    expect(after.packages[1]).toMatchObject({
      countryCode: 'SW',
      postMethod: 'dhl-standard',
      address: expect.objectContaining({ city: 'Zürich', countryCode: 'SW' }),
    })
    const totals = await expectTotalsOfCheckout(orderId)
    expect(totals.packages.map((p) => p.treatment)).toEqual(['taxed', 'untaxed'])
    expect(totals.serviceFeeCents).toBeGreaterThan(0)
    expect(totals.flags.serviceFee).toBe(true)
    // Only the German shipment carries VAT now.
    expect(totals.vatCents).toBeLessThan(before.order.vatCents)
  })

  it('changes the post method and the billing address; the new invoice names the new buyer', async () => {
    const { orderId, email } = await suite.place({ payment: { paymentMethod: 'prepayment' } })
    const before = await suite.stored(orderId)
    await suite.edit(orderId, {
      intent: 'post-method',
      package: before.packages[0]!.id,
      postMethod: 'spedition',
    })
    let after = await suite.stored(orderId)
    expect(after.packages[0]).toMatchObject({ postMethod: 'spedition', postPriceCents: 8900 })
    await expectTotalsOfCheckout(orderId)

    await suite.edit(orderId, { intent: 'billing-address', ...address() } as never)
    after = await suite.stored(orderId)
    expect(after.order.billingAddress).toMatchObject({ company: 'Hafenmesse GmbH', city: 'Kiel' })
    expect(after.order.totalCents).toBe((await suite.expectedTotals(orderId)).totalCents)
    const invoices = (await suite.documentsOf(orderId)).filter((d) => d.kind === 'invoice')
    expect(invoices).toHaveLength(3)
    expect(invoices.at(-1)!.data.buyer).toMatchObject({ name: 'Hafenmesse GmbH', city: 'Kiel' })
    expect(ciiStructureViolations(invoices.at(-1)!.ciiXml)).toEqual([])
    // Both changes are mailed (the outbox may send them in either order).
    const subject = `Ihre Bestellung ${before.order.number} wurde geändert`
    const texts = () =>
      suite.mailbox.received
        .filter((mail) => JSON.stringify(mail.to).includes(email) && mail.subject === subject)
        .map((mail) => mail.text ?? '')
    await expect.poll(() => texts().length, { timeout: 5000 }).toBe(2)
    expect(texts().join('\n')).toContain('Rechnungsadresse geändert: Hafenmesse GmbH, Ole Petersen')
    expect(texts().join('\n')).toContain('Versandart von Paket 1: DHL Paket → Spedition.')
  })
})
