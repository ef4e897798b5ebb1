import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { CartItemAnswer as CartItem } from '#server/api/v1/cart.routes.ts'
import { postMethods } from '#server/db/schema/index.ts'
import { testDatabases } from './databases.ts'
import { checkoutApi } from './checkout-api-helpers.ts'

const databases = await testDatabases()

describe.each(databases)('checkout API on $name', (kind) => {
  const env = checkoutApi(kind)

  it('saves the shipping step, reads it back and keeps the payment when shipping changes', async () => {
    const { token } = await env.client.customer()
    const empty = await env.client.call('/cart/checkout', { token })
    expect(empty.statusCode).toBe(200)
    expect(empty.json().body).toEqual({ draft: { shipping: null, payment: null }, summary: null })

    const addressId = await env.client.address(token)
    const lineId = await env.client.addToCart(token, env.products[0]!, 2)
    const step = {
      billingAddressId: addressId,
      mode: 'same',
      shippings: [{ addressId, postMethod: 'dhl-express', cartItemIds: [lineId] }],
    }
    const saved = await env.client.saveShipping(token, step)
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

    const paid = await env.client.savePayment(token, {
      paymentMethod: 'prepayment',
      couponCode: null,
      comments: 'Bitte mit Hebebühne',
    })
    expect(paid.statusCode, paid.body).toBe(200)
    expect(paid.json().body.summary.paymentMethod).toBe('prepayment')

    const again = await env.client.saveShipping(token, {
      ...step,
      shippings: [{ ...step.shippings[0], postMethod: 'pickup' }],
    })
    expect(again.statusCode, again.body).toBe(200)
    const read = (await env.client.call('/cart/checkout', { token })).json().body
    expect(read.draft.shipping.shippings[0].postMethod).toBe('pickup')
    expect(read.draft.payment).toMatchObject({
      paymentMethod: 'prepayment',
      comments: 'Bitte mit Hebebühne',
      termsAccepted: true,
    })
    expect(read.summary.comments).toBe('Bitte mit Hebebühne')
  })

  it("answers 404 for another customer's address and stores nothing", async () => {
    const owner = await env.client.customer()
    const foreign = await env.client.address(owner.token)
    const { token } = await env.client.customer()
    const own = await env.client.address(token)
    const lineId = await env.client.addToCart(token, env.products[0]!)
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
      const res = await env.client.saveShipping(token, step)
      expect(res.statusCode, res.body).toBe(404)
    }
    expect(
      (await env.client.call('/cart/checkout', { token })).json().body.draft.shipping,
    ).toBeNull()
  })

  it('refuses shippings that leave out a cart line, name an unknown one or one twice (422)', async () => {
    const { token } = await env.client.customer()
    const a = await env.client.address(token)
    const b = await env.client.address(token, 18, 'Bremen')
    const first = await env.client.addToCart(token, env.products[0]!)
    const second = await env.client.addToCart(token, env.products[1]!)
    const shipping = (addressId: number, cartItemIds: number[]) => ({
      addressId,
      postMethod: 'dhl-standard',
      cartItemIds,
    })

    const missing = await env.client.saveShipping(token, {
      billingAddressId: a,
      mode: 'same',
      shippings: [shipping(a, [first])],
    })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors.shippings).toEqual([
      'Every item of your cart must go to exactly one delivery address.',
    ])

    const unknown = await env.client.saveShipping(token, {
      billingAddressId: a,
      mode: 'same',
      shippings: [shipping(a, [first, second, 999_999])],
    })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors['shippings.0.cartItemIds']).toBeDefined()

    const twice = await env.client.saveShipping(token, {
      billingAddressId: a,
      mode: 'multiple',
      shippings: [shipping(a, [first, second]), shipping(b, [second])],
    })
    expect(twice.statusCode).toBe(422)
    expect(twice.json().errors['shippings.1.cartItemIds']).toEqual([
      'An item may go to one delivery address only.',
    ])

    const sameElsewhere = await env.client.saveShipping(token, {
      billingAddressId: a,
      mode: 'same',
      shippings: [shipping(b, [first, second])],
    })
    expect(sameElsewhere.statusCode).toBe(422)

    const twoForDifferent = await env.client.saveShipping(token, {
      billingAddressId: a,
      mode: 'different',
      shippings: [shipping(a, [first]), shipping(b, [second])],
    })
    expect(twoForDifferent.statusCode).toBe(422)

    const bad = await env.client.call('/cart/checkout/shipping', {
      method: 'PUT',
      token,
      locale: 'de',
      body: { billingAddressId: 'x', mode: 'sometimes', shippings: [] },
    })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.mode).toEqual(['Die Eingaben sind ungültig.'])
  })

  it("checks the post method against the country's methods, 'Versand' where there are none", async () => {
    const { token } = await env.client.customer()
    const de = await env.client.address(token)
    const lineId = await env.client.addToCart(token, env.products[0]!)
    const step = (postMethod: string | null, addressId = de) => ({
      billingAddressId: de,
      mode: 'different',
      shippings: [{ addressId, postMethod, cartItemIds: [lineId] }],
    })
    const unknown = await env.client.saveShipping(token, step('rocket'))
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors['shippings.0.postMethod']).toEqual([
      'This shipping method is not available for the country of the address.',
    ])
    const none = await env.client.saveShipping(token, step(null))
    expect(none.statusCode).toBe(422)
    expect(none.json().errors['shippings.0.postMethod']).toEqual([
      'Please choose a shipping method.',
    ])

    // North Macedonia without post methods: the one default option, price 0 (CHK-4).
    await env.database.db.delete(postMethods).where(eq(postMethods.countryId, 36))
    const mk = await env.client.address(token, 36, 'Skopje')
    expect((await env.client.saveShipping(token, step('dhl-standard', mk))).statusCode).toBe(422)
    const fallback = await env.client.call('/cart/checkout/shipping', {
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
})
