import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PriceInput } from '#core/pricing/pricing.ts'
import type { CartItemAnswer as CartItem } from '#server/api/v1/cart.routes.ts'
import { checkoutTotals, swissServiceFee } from '#core/checkout-totals/checkout-totals.ts'
import type { Database } from '#server/db/client.ts'
import { coupons, postMethods } from '#server/db/schema/index.ts'
import type { Services } from '#server/services.ts'
import { testApp } from './app.ts'
import { type Product, checkoutClient } from './checkout-helpers.ts'
import { testDatabases } from './databases.ts'
import { startFakeVies } from './fakes/vies.ts'

/** What core/pricing needs to price an API cart line again, as the expected totals do. */
const priceInputOf = (item: CartItem): PriceInput => ({
  productPriceCents: item.original_price,
  realPriceCents: item.real_price,
  additionalPriceCents: item.additional_price,
  tiers: item.discount.map((tier) => ({ minQuantity: tier.quantity, percent: tier.percent })),
  durationSurchargePercent: item.duration_price,
  servicePricesCents: item.service_values.map((value) => value.price),
  quantity: item.quantity,
})

const databases = await testDatabases()

const DE = { code: 'DE', taxRequired: true, isEu: true }
const SW = { code: 'SW', taxRequired: false, isEu: false }
const AT = { code: 'AT', taxRequired: true, isEu: true }

describe.each(databases)('checkout API on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let vies: Awaited<ReturnType<typeof startFakeVies>>
  let client: ReturnType<typeof checkoutClient>
  let products: Product[]

  beforeAll(async () => {
    database = await kind.create()
    vies = await startFakeVies()
    // Room for a busy machine (test files run in parallel); the 'slow' fake outwaits any timeout.
    app = await testApp(database, { VIES_URL: vies.url, VIES_TIMEOUT_MS: '1500' })
    client = checkoutClient(app)
    products = await client.products()
    expect(products.length).toBeGreaterThan(1)
  })
  afterAll(async () => {
    await app?.close()
    await vies?.close()
    await database?.drop()
  })

  const cartItems = async (token: string): Promise<CartItem[]> =>
    (await client.call('/cart/fetch', { token })).json().body
  // The flows the API and the payment page's action share (services.checkoutFlows).
  const services = () => (app as unknown as { services: Services }).services
  const buyerOf = async (token: string, locale: 'de' | 'en' = 'en') => ({
    customer: (await services().auth.authenticate(token))!.customer,
    locale,
  })

  it('saves the shipping step, reads it back and keeps the payment when shipping changes', async () => {
    const { token } = await client.customer()
    const empty = await client.call('/cart/checkout', { token })
    expect(empty.statusCode).toBe(200)
    expect(empty.json().body).toEqual({ draft: { shipping: null, payment: null }, summary: null })

    const addressId = await client.address(token)
    const lineId = await client.addToCart(token, products[0]!, 2)
    const step = {
      billingAddressId: addressId,
      mode: 'same',
      shippings: [{ addressId, postMethod: 'dhl-express', cartItemIds: [lineId] }],
    }
    const saved = await client.saveShipping(token, step)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().message).toBe('Your delivery details were saved.')
    const summary = saved.json().body.summary
    expect(summary.mode).toBe('same')
    expect(summary.paymentMethod).toBeNull()
    expect(summary.shippings).toHaveLength(1)
    expect(summary.shippings[0]).toMatchObject({
      number: 1,
      postMethod: 'dhl-express',
      postMethodText: 'DHL Express',
      postPriceCents: 2490,
      address: { name: 'Jördis Hansen', city: 'Hamburg', countryCode: 'DE', country: 'Germany' },
    })
    expect(summary.shippings[0].items.map((i: CartItem) => i.id)).toEqual([lineId])

    const paid = await client.savePayment(token, {
      paymentMethod: 'prepayment',
      couponCode: null,
      comments: 'Bitte mit Hebebühne',
    })
    expect(paid.statusCode, paid.body).toBe(200)
    expect(paid.json().body.summary.paymentMethod).toBe('prepayment')

    const again = await client.saveShipping(token, {
      ...step,
      shippings: [{ ...step.shippings[0], postMethod: 'pickup' }],
    })
    expect(again.statusCode, again.body).toBe(200)
    const read = (await client.call('/cart/checkout', { token })).json().body
    expect(read.draft.shipping.shippings[0].postMethod).toBe('pickup')
    expect(read.draft.payment).toMatchObject({
      paymentMethod: 'prepayment',
      comments: 'Bitte mit Hebebühne',
      termsAccepted: true,
    })
    expect(read.summary.comments).toBe('Bitte mit Hebebühne')
  })

  it("answers 404 for another customer's address and stores nothing", async () => {
    const owner = await client.customer()
    const foreign = await client.address(owner.token)
    const { token } = await client.customer()
    const own = await client.address(token)
    const lineId = await client.addToCart(token, products[0]!)
    for (const step of [
      {
        billingAddressId: foreign,
        mode: 'different',
        shippings: [{ addressId: own, postMethod: 'dhl-standard', cartItemIds: [lineId] }],
      },
      {
        billingAddressId: own,
        mode: 'different',
        shippings: [{ addressId: foreign, postMethod: 'dhl-standard', cartItemIds: [lineId] }],
      },
    ]) {
      const res = await client.saveShipping(token, step)
      expect(res.statusCode, res.body).toBe(404)
    }
    expect((await client.call('/cart/checkout', { token })).json().body.draft.shipping).toBeNull()
  })

  it('refuses shippings that leave out a cart line, name an unknown one or one twice (422)', async () => {
    const { token } = await client.customer()
    const a = await client.address(token)
    const b = await client.address(token, 18, 'Bremen')
    const first = await client.addToCart(token, products[0]!)
    const second = await client.addToCart(token, products[1]!)
    const shipping = (addressId: number, cartItemIds: number[]) => ({
      addressId,
      postMethod: 'dhl-standard',
      cartItemIds,
    })

    const missing = await client.saveShipping(token, {
      billingAddressId: a,
      mode: 'same',
      shippings: [shipping(a, [first])],
    })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors.shippings).toEqual([
      'Every item of your cart must go to exactly one delivery address.',
    ])

    const unknown = await client.saveShipping(token, {
      billingAddressId: a,
      mode: 'same',
      shippings: [shipping(a, [first, second, 999_999])],
    })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors['shippings.0.cartItemIds']).toBeDefined()

    const twice = await client.saveShipping(token, {
      billingAddressId: a,
      mode: 'multiple',
      shippings: [shipping(a, [first, second]), shipping(b, [second])],
    })
    expect(twice.statusCode).toBe(422)
    expect(twice.json().errors['shippings.1.cartItemIds']).toEqual([
      'An item may go to one delivery address only.',
    ])

    const sameElsewhere = await client.saveShipping(token, {
      billingAddressId: a,
      mode: 'same',
      shippings: [shipping(b, [first, second])],
    })
    expect(sameElsewhere.statusCode).toBe(422)

    const twoForDifferent = await client.saveShipping(token, {
      billingAddressId: a,
      mode: 'different',
      shippings: [shipping(a, [first]), shipping(b, [second])],
    })
    expect(twoForDifferent.statusCode).toBe(422)

    const bad = await client.call('/cart/checkout/shipping', {
      method: 'PUT',
      token,
      locale: 'de',
      body: { billingAddressId: 'x', mode: 'sometimes', shippings: [] },
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.mode).toEqual(['Die Eingaben sind ungültig.'])
  })

  it("checks the post method against the country's methods, 'Versand' where there are none", async () => {
    const { token } = await client.customer()
    const de = await client.address(token)
    const lineId = await client.addToCart(token, products[0]!)
    const step = (postMethod: string | null, addressId = de) => ({
      billingAddressId: de,
      mode: 'different',
      shippings: [{ addressId, postMethod, cartItemIds: [lineId] }],
    })
    const unknown = await client.saveShipping(token, step('rocket'))
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors['shippings.0.postMethod']).toEqual([
      'This shipping method is not available for the country of the address.',
    ])
    const none = await client.saveShipping(token, step(null))
    expect(none.statusCode).toBe(422)
    expect(none.json().errors['shippings.0.postMethod']).toEqual([
      'Please choose a shipping method.',
    ])

    // North Macedonia without post methods: the one default option, price 0 (CHK-4).
    await database.db.delete(postMethods).where(eq(postMethods.countryId, 36))
    const mk = await client.address(token, 36, 'Skopje')
    expect((await client.saveShipping(token, step('dhl-standard', mk))).statusCode).toBe(422)
    const fallback = await client.call('/cart/checkout/shipping', {
      method: 'PUT',
      token,
      locale: 'de',
      body: step(null, mk),
    })
    expect(fallback.statusCode, fallback.body).toBe(200)
    expect(fallback.json().body.summary.shippings[0]).toMatchObject({
      postMethod: null,
      postMethodText: 'Versand',
      postPriceCents: 0,
    })
  })

  it('prices a single-address summary with checkoutTotals', async () => {
    const { token } = await client.customer()
    const addressId = await client.address(token)
    await client.addToCart(token, products[0]!, 3)
    await client.addToCart(token, products[1]!, 1)
    const items = await cartItems(token)
    await client.saveShipping(token, {
      billingAddressId: addressId,
      mode: 'same',
      shippings: [{ addressId, postMethod: 'dhl-standard', cartItemIds: items.map((i) => i.id) }],
    })
    const summary = (await client.call('/cart/checkout', { token })).json().body.summary
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
    const { token } = await client.customer()
    const de = await client.address(token)
    const sw = await client.address(token, 9, 'Zürich')
    const first = await client.addToCart(token, products[0]!, 2)
    const second = await client.addToCart(token, products[1]!, 1)
    const saved = await client.saveShipping(token, {
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
    const preview = await client.call('/cart/checkout/preview', {
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
    const read = (await client.call('/cart/checkout', { token })).json().body
    expect(read.draft.payment).toBeNull()
    expect(read.summary.paymentMethod).toBeNull()
  })

  it('gives an Austrian business with a VAT id confirmed by VIES reverse charge', async () => {
    const { token } = await client.customer()
    const at = await client.address(token, 10, 'Wien')
    const lineId = await client.addToCart(token, products[0]!, 2)
    await client.saveShipping(token, {
      billingAddressId: at,
      mode: 'same',
      shippings: [{ addressId: at, postMethod: 'dhl-standard', cartItemIds: [lineId] }],
    })
    const checked = await client.call('/cart/check/ust-id', {
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
    const paid = await client.savePayment(token, {
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
    const other = await client.savePayment(token, {
      paymentMethod: 'invoice',
      vatId: 'ATU10223006',
    })
    expect(other.json().body.summary.vatId.confirmed).toBe(false)
    expect(other.json().body.summary.totals.flags.reverseCharge).toBe(false)

    // An unconfirmed id is never placed as if valid: the buyer continues without it explicitly.
    const place = () =>
      client.call('/cart/orders/create', {
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
    const without = await client.savePayment(token, {
      paymentMethod: 'invoice',
      vatId: 'ATU10223006',
      confirmWithoutVatId: true,
    })
    expect(without.json().body.summary.vatId).toBeNull()
    const placed = await place()
    expect(placed.statusCode, placed.body).toBe(201)
    const order = await app.inject({
      url: `/api/v1/user/dashboard/invoices/fetch/${placed.json().body.order.id}`,
      headers: { authorization: `Bearer ${token}` },
    })
    expect(order.statusCode, order.body).toBe(200)
    expect(order.json().body.vatId ?? null).toBeNull()
  })

  it('answers the VAT-id check with 422 for a bad format and VIES "no", 503 when VIES fails', async () => {
    const { token } = await client.customer()
    const malformed = await client.call('/cart/check/ust-id', {
      method: 'POST',
      token,
      locale: 'de',
      body: { ust_id: 'DE123' },
    })
    expect(malformed.statusCode).toBe(422)
    expect(malformed.json().errors.ust_id).toEqual([
      'Das ist keine gültige EU-USt-IdNr. (z. B. ATU13585627).',
    ])
    vies.behaviours.set('136695976', 'invalid')
    const unknown = await client.call('/cart/check/ust-id', {
      method: 'POST',
      token,
      body: { ust_id: 'DE136695976' },
    })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors.ust_id).toHaveLength(1)
    vies.behaviours.set('U10223006', 'slow')
    const down = await client.call('/cart/check/ust-id', {
      method: 'POST',
      token,
      body: { ust_id: 'ATU10223006' },
    })
    expect(down.statusCode).toBe(503)
    expect(down.json()).toEqual({ message: 'Verification is not possible.' })
  })

  it('requires the shipping step and the terms before saving the payment', async () => {
    const { token } = await client.customer()
    const early = await client.savePayment(token, { paymentMethod: 'card' })
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toBe('Please choose the delivery address first.')

    const terms = await client.call('/cart/checkout/payment', {
      method: 'PUT',
      token,
      locale: 'de',
      body: { paymentMethod: 'card' },
    })
    expect(terms.statusCode).toBe(422)
    expect(terms.json().errors.termsAccepted).toEqual([
      'Bitte akzeptieren Sie die AGB und die Datenschutzerklärung.',
    ])

    const method = await client.call('/cart/checkout/payment', {
      method: 'PUT',
      token,
      locale: 'de',
      body: { termsAccepted: true },
    })
    expect(method.statusCode).toBe(422)
    expect(method.json().errors.paymentMethod).toEqual(['Bitte wählen Sie zuerst die Zahlungsart.'])
  })

  it("prices the prepayment option's discount for the payment page's hint (TOT-8)", async () => {
    const { token } = await client.readyCustomer(products[0]!, { paymentMethod: 'invoice' })
    const buyer = await buyerOf(token)
    const { checkout, checkoutFlows } = services()
    const invoice = (await checkout.summary(buyer.customer.id, 'en'))!
    expect(invoice.totals.prepaymentDiscountCents).toBe(0)
    const prepayment = (await checkout.summary(buyer.customer.id, 'en', {
      paymentMethod: 'prepayment',
    }))!
    const discount = prepayment.totals.prepaymentDiscountCents
    expect(discount).toBeGreaterThan(0)
    expect(await checkoutFlows.prepaymentDiscount(buyer, invoice)).toBe(discount)
    expect(await checkoutFlows.prepaymentDiscount(buyer, prepayment)).toBe(discount)
    // With a coupon the discount is taken from the goods after the coupon.
    const withCoupon = (await checkoutFlows.preview(buyer, { coupon_code: 'messe10' }))!
    expect(await checkoutFlows.prepaymentDiscount(buyer, withCoupon)).toBeLessThan(discount)
  })

  it('gives no summary once the cart has changed since the shipping step (guard)', async () => {
    const { token } = await client.readyCustomer(products[0]!)
    expect((await client.call('/cart/checkout', { token })).json().body.summary).not.toBeNull()
    await client.addToCart(token, products[1]!)
    const read = (await client.call('/cart/checkout', { token })).json().body
    expect(read.summary).toBeNull()
    expect(read.draft.shipping).not.toBeNull()
  })

  describe('coupons', () => {
    beforeAll(async () => {
      const day = 86_400_000
      await database.db.insert(coupons).values([
        { code: 'ALT', percent: 10, isActive: false },
        { code: 'SPAETER', percent: 10, validFrom: new Date(Date.now() + day) },
        { code: 'VORBEI', percent: 10, validUntil: new Date(Date.now() - day) },
        { code: 'LEER', percent: 10, maxUses: 3, usedCount: 3 },
      ])
    })

    const check = (token: string, code: string, locale: 'de' | 'en' = 'en') =>
      client.call('/cart/check/coupon', { method: 'POST', token, locale, body: { code } })

    it('accepts a code in any case and answers its percent', async () => {
      const { token } = await client.customer()
      const res = await check(token, ' messe10 ')
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().body).toEqual({ code: 'MESSE10', percent: 10 })
    })

    it.each([
      ['GIBTSNICHT', 'This coupon code does not exist.'],
      ['ALT', 'This coupon is no longer active.'],
      ['SPAETER', 'This coupon is not valid yet.'],
      ['VORBEI', 'This coupon has expired.'],
      ['LEER', 'This coupon has already been used up.'],
      ['%%%', 'Verification is not possible.'],
    ])('refuses %s with its own message', async (code, message) => {
      const { token } = await client.customer()
      const res = await check(token, code)
      expect(res.statusCode).toBe(422)
      expect(res.json().errors.code).toEqual([message])
    })

    it('answers in German on German pages', async () => {
      const { token } = await client.customer()
      const res = await check(token, 'VORBEI', 'de')
      expect(res.json().errors.code).toEqual(['Dieser Gutschein ist abgelaufen.'])
    })

    it('asks for a code when none is given', async () => {
      const { token } = await client.customer()
      const res = await check(token, '  ')
      expect(res.statusCode).toBe(422)
      expect(res.json().errors.code).toEqual(['Please enter a coupon code.'])
    })

    it('stores the normalized code with the payment step and applies it to the totals', async () => {
      const { token } = await client.readyCustomer(products[0]!)
      const paid = await client.savePayment(token, {
        paymentMethod: 'invoice',
        couponCode: 'messe10',
      })
      expect(paid.statusCode, paid.body).toBe(200)
      const summary = paid.json().body.summary
      expect(summary.coupon).toEqual({ code: 'MESSE10', percent: 10 })
      expect(summary.totals.couponDiscountCents).toBeGreaterThan(0)
      const refused = await client.savePayment(token, {
        paymentMethod: 'invoice',
        couponCode: 'ALT',
      })
      expect(refused.statusCode).toBe(422)
      expect(refused.json().errors.couponCode).toEqual(['This coupon is no longer active.'])
      const preview = await client.call('/cart/checkout/preview', {
        method: 'POST',
        token,
        body: { coupon_code: 'VORBEI' },
      })
      expect(preview.statusCode).toBe(422)
      expect(preview.json().errors.coupon_code).toEqual(['This coupon has expired.'])
    })
  })
})
