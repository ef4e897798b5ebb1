import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { checkoutTotals, swissServiceFee } from '#core/checkout-totals/checkout-totals.ts'
import { testDatabases } from './databases.ts'
import { AT, DE, SW, checkoutApi, priceInputOf } from './checkout-api-helpers.ts'

const databases = await testDatabases()

describe.each(databases)('checkout API on $name', (kind) => {
  const env = checkoutApi(kind)
  const { cartItems, services, buyerOf } = env

  it('prices a single-address summary with checkoutTotals', async () => {
    const { token } = await env.client.customer()
    const addressId = await env.client.address(token)
    await env.client.addToCart(token, env.products[0]!, 3)
    await env.client.addToCart(token, env.products[1]!, 1)
    const items = await cartItems(token)
    await env.client.saveShipping(token, {
      billingAddressId: addressId,
      mode: 'same',
      shippings: [{ addressId, postMethod: 'dhl-standard', cartItemIds: items.map((i) => i.id) }],
    })
    const summary = (await env.client.call('/cart/checkout', { token })).json().body.summary
    const expected = checkoutTotals({
      items: items.map(priceInputOf),
      packages: [{ destination: DE, postPriceCents: 990 }],
      taxPercent: 19,
      freeShippingAboveCents: 50_000,
      couponPercent: null,
      paymentMethod: 'invoice',
      multiAddress: false,
      vatId: { status: 'none' },
    })
    expect(summary.totals).toEqual(expected)
    expect(summary.totals.subtotalCents).toBe(items.reduce((s, i) => s + i.total_price, 0))
    expect(summary.totals.vatCents).toBeGreaterThan(0)
  })

  it('prices a multi-address summary to Germany and Switzerland with the service fee', async () => {
    const { token } = await env.client.customer()
    const de = await env.client.address(token)
    const sw = await env.client.address(token, 9, 'Zürich')
    const first = await env.client.addToCart(token, env.products[0]!, 2)
    const second = await env.client.addToCart(token, env.products[1]!, 1)
    const saved = await env.client.saveShipping(token, {
      billingAddressId: de,
      mode: 'multiple',
      shippings: [
        { addressId: de, postMethod: 'dhl-standard', cartItemIds: [first] },
        { addressId: sw, postMethod: 'dhl-standard', cartItemIds: [second] },
      ],
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const items = await cartItems(token)
    const byId = new Map(items.map((i) => [i.id, i]))
    const preview = await env.client.call('/cart/checkout/preview', {
      method: 'POST',
      token,
      body: { payment_method: 'prepayment' },
    })
    expect(preview.statusCode, preview.body).toBe(200)
    const summary = preview.json().body.summary
    const expected = checkoutTotals({
      items: [byId.get(first)!, byId.get(second)!].map(priceInputOf),
      packages: [
        { destination: DE, postPriceCents: 990, itemIndexes: [0] },
        { destination: SW, postPriceCents: 2990, itemIndexes: [1] },
      ],
      taxPercent: 19,
      freeShippingAboveCents: 50_000,
      couponPercent: null,
      paymentMethod: 'prepayment',
      multiAddress: true,
      vatId: { status: 'none' },
      freeShippingCountries: ['DE'],
    })
    expect(summary.totals).toEqual(expected)
    // German VAT on the goods to Germany only; the fee on the goods to Switzerland only.
    const toSwiss = byId.get(second)!.total_price
    expect(summary.totals.packages.map((p: { treatment: string }) => p.treatment)).toEqual([
      'taxed',
      'untaxed',
    ])
    expect(summary.totals.packages[1].subtotalCents).toBe(toSwiss)
    expect(summary.totals.serviceFeeCents).toBe(swissServiceFee(toSwiss))
    expect(summary.totals.goodsVatCents).toBeLessThan(
      Math.round(summary.totals.goodsNetCents * 0.19),
    )
    expect(summary.totals.flags.serviceFee).toBe(true)
    expect(summary.totals.serviceFeeCents).toBeGreaterThan(0)
    expect(summary.totals.prepaymentDiscountCents).toBeGreaterThan(0)
    expect(summary.shippings.map((s: { number: number }) => s.number)).toEqual([1, 2])
    // The preview stored nothing.
    const read = (await env.client.call('/cart/checkout', { token })).json().body
    expect(read.draft.payment).toBeNull()
    expect(read.summary.paymentMethod).toBeNull()
  })

  it('gives an Austrian business with a VAT id confirmed by VIES reverse charge', async () => {
    const { token } = await env.client.customer()
    const at = await env.client.address(token, 10, 'Wien')
    const lineId = await env.client.addToCart(token, env.products[0]!, 2)
    await env.client.saveShipping(token, {
      billingAddressId: at,
      mode: 'same',
      shippings: [{ addressId: at, postMethod: 'dhl-standard', cartItemIds: [lineId] }],
    })
    const checked = await env.client.call('/cart/check/ust-id', {
      method: 'POST',
      token,
      body: { ust_id: 'ATU 13585627' },
    })
    expect(checked.statusCode, checked.body).toBe(200)
    expect(checked.json().body).toEqual({
      valid: true,
      country_code: 'AT',
      vat_number: 'U13585627',
      name: 'Messe Alpin GmbH',
      address: 'Ringstraße 1\n1010 Wien',
      request_date: '2026-11-22T23:15:00.000Z',
    })
    const paid = await env.client.savePayment(token, {
      paymentMethod: 'invoice',
      vatId: 'ATU13585627',
    })
    expect(paid.statusCode, paid.body).toBe(200)
    const summary = paid.json().body.summary
    expect(summary.vatId).toMatchObject({ value: 'ATU13585627', confirmed: true })
    const items = await cartItems(token)
    expect(summary.totals).toEqual(
      checkoutTotals({
        items: items.map(priceInputOf),
        packages: [{ destination: AT, postPriceCents: 1690 }],
        taxPercent: 19,
        freeShippingAboveCents: 50_000,
        couponPercent: null,
        paymentMethod: 'invoice',
        multiAddress: false,
        vatId: { status: 'confirmed', countryCode: 'AT' },
      }),
    )
    expect(summary.totals.flags.reverseCharge).toBe(true)
    expect(summary.totals.vatCents).toBe(0)

    // Another id than the confirmed one pays VAT.
    const other = await env.client.savePayment(token, {
      paymentMethod: 'invoice',
      vatId: 'ATU10223006',
    })
    expect(other.json().body.summary.vatId.confirmed).toBe(false)
    expect(other.json().body.summary.totals.flags.reverseCharge).toBe(false)

    // An unconfirmed id is never placed as if valid: the buyer continues without it explicitly.
    const place = () =>
      env.client.call('/cart/orders/create', {
        method: 'POST',
        token,
        locale: 'de',
        body: { idempotency_key: randomUUID() },
      })
    const refused = await place()
    expect(refused.statusCode).toBe(409)
    const unconfirmed =
      'Ihre USt-IdNr. ATU10223006 ist nicht von der EU-Prüfung (VIES) bestätigt. Prüfen Sie sie erneut oder wählen Sie „Ohne USt-IdNr. fortfahren“.'
    expect(refused.json()).toEqual({ message: unconfirmed })
    // The payment page's form shows it at the VAT id, where the buyer fixes it.
    await expect(
      services().checkoutFlows.placeOrder(await buyerOf(token, 'de'), {
        idempotency_key: randomUUID(),
      }),
    ).rejects.toMatchObject({ kind: 'conflict', fields: { vatId: [unconfirmed] } })
    const without = await env.client.savePayment(token, {
      paymentMethod: 'invoice',
      vatId: 'ATU10223006',
      confirmWithoutVatId: true,
    })
    expect(without.json().body.summary.vatId).toBeNull()
    const placed = await place()
    expect(placed.statusCode, placed.body).toBe(201)
    const order = await env.app.inject({
      url: `/api/v1/user/dashboard/invoices/fetch/${placed.json().body.order.id}`,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(order.statusCode, order.body).toBe(200)
    expect(order.json().body.vatId ?? null).toBeNull()
  })
})
