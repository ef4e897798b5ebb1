import { beforeAll, describe, expect, it } from 'vitest'
import { coupons } from '#server/db/schema/index.ts'
import { testDatabases } from './databases.ts'
import { checkoutApi } from './checkout-api-helpers.ts'

const databases = await testDatabases()

describe.each(databases)('checkout API on $name', (kind) => {
  const env = checkoutApi(kind)
  const { services, buyerOf } = env

  it('answers the VAT-id check with 422 for a bad format and VIES "no", 503 when VIES fails', async () => {
    const { token } = await env.client.customer()
    const malformed = await env.client.call('/cart/check/ust-id', {
      method: 'POST',
      token,
      locale: 'de',
      body: { ust_id: 'DE123' },
    })
    expect(malformed.statusCode).toBe(422)
    expect(malformed.json().errors.ust_id).toEqual([
      'Das ist keine gültige EU-USt-IdNr. (z. B. ATU13585627).',
    ])
    env.vies.behaviours.set('136695976', 'invalid')
    const unknown = await env.client.call('/cart/check/ust-id', {
      method: 'POST',
      token,
      body: { ust_id: 'DE136695976' },
    })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors.ust_id).toHaveLength(1)
    env.vies.behaviours.set('U10223006', 'slow')
    const down = await env.client.call('/cart/check/ust-id', {
      method: 'POST',
      token,
      body: { ust_id: 'ATU10223006' },
    })
    expect(down.statusCode).toBe(503)
    expect(down.json()).toEqual({ message: 'Verification is not possible.' })
  })

  it('requires the shipping step and the terms before saving the payment', async () => {
    const { token } = await env.client.customer()
    const early = await env.client.savePayment(token, { paymentMethod: 'card' })
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toBe('Please choose the delivery address first.')

    const terms = await env.client.call('/cart/checkout/payment', {
      method: 'PUT',
      token,
      locale: 'de',
      body: { paymentMethod: 'card' },
    })
    expect(terms.statusCode).toBe(422)
    expect(terms.json().errors.termsAccepted).toEqual([
      'Bitte akzeptieren Sie die AGB und die Datenschutzerklärung.',
    ])

    const method = await env.client.call('/cart/checkout/payment', {
      method: 'PUT',
      token,
      locale: 'de',
      body: { termsAccepted: true },
    })
    expect(method.statusCode).toBe(422)
    expect(method.json().errors.paymentMethod).toEqual(['Bitte wählen Sie zuerst die Zahlungsart.'])
  })

  it("prices the prepayment option's discount for the payment page's hint (TOT-8)", async () => {
    const { token } = await env.client.readyCustomer(env.products[0]!, { paymentMethod: 'invoice' })
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
    const { token } = await env.client.readyCustomer(env.products[0]!)
    expect((await env.client.call('/cart/checkout', { token })).json().body.summary).not.toBeNull()
    await env.client.addToCart(token, env.products[1]!)
    const read = (await env.client.call('/cart/checkout', { token })).json().body
    expect(read.summary).toBeNull()
    expect(read.draft.shipping).not.toBeNull()
  })

  describe('coupons', () => {
    beforeAll(async () => {
      const day = 86_400_000
      await env.database.db.insert(coupons).values([
        { code: 'ALT', percent: 10, isActive: false },
        { code: 'SPAETER', percent: 10, validFrom: new Date(Date.now() + day) },
        { code: 'VORBEI', percent: 10, validUntil: new Date(Date.now() - day) },
        { code: 'LEER', percent: 10, maxUses: 3, usedCount: 3 },
      ])
    })

    const check = (token: string, code: string, locale: 'de' | 'en' = 'en') =>
      env.client.call('/cart/check/coupon', { method: 'POST', token, locale, body: { code } })

    it('accepts a code in any case and answers its percent', async () => {
      const { token } = await env.client.customer()
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
      const { token } = await env.client.customer()
      const res = await check(token, code)
      expect(res.statusCode).toBe(422)
      expect(res.json().errors.code).toEqual([message])
    })

    it('answers in German on German pages', async () => {
      const { token } = await env.client.customer()
      const res = await check(token, 'VORBEI', 'de')
      expect(res.json().errors.code).toEqual(['Dieser Gutschein ist abgelaufen.'])
    })

    it('asks for a code when none is given', async () => {
      const { token } = await env.client.customer()
      const res = await check(token, '  ')
      expect(res.statusCode).toBe(422)
      expect(res.json().errors.code).toEqual(['Please enter a coupon code.'])
    })

    it('stores the normalized code with the payment step and applies it to the totals', async () => {
      const { token } = await env.client.readyCustomer(env.products[0]!)
      const paid = await env.client.savePayment(token, {
        paymentMethod: 'invoice',
        couponCode: 'messe10',
      })
      expect(paid.statusCode, paid.body).toBe(200)
      const summary = paid.json().body.summary
      expect(summary.coupon).toEqual({ code: 'MESSE10', percent: 10 })
      expect(summary.totals.couponDiscountCents).toBeGreaterThan(0)
      const refused = await env.client.savePayment(token, {
        paymentMethod: 'invoice',
        couponCode: 'ALT',
      })
      expect(refused.statusCode).toBe(422)
      expect(refused.json().errors.couponCode).toEqual(['This coupon is no longer active.'])
      const preview = await env.client.call('/cart/checkout/preview', {
        method: 'POST',
        token,
        body: { coupon_code: 'VORBEI' },
      })
      expect(preview.statusCode).toBe(422)
      expect(preview.json().errors.coupon_code).toEqual(['This coupon has expired.'])
    })
  })
})
