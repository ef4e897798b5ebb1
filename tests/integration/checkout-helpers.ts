import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'

// Shared steps of the checkout and order tests: a customer with addresses and a cart, the way
// the storefront makes them, through the API.

const site = '/api/v1/user/site'
const run = randomBytes(4).toString('hex')
let counter = 0

export interface Product {
  productId: number
  combinationId: number
  durationId: number
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export function checkoutClient(app: FastifyInstance) {
  const call = (
    url: string,
    opts: { method?: Method; body?: unknown; token?: string; locale?: 'de' | 'en' } = {},
  ) =>
    app.inject({
      method: opts.method ?? 'GET',
      url: `${site}${url}`,
      headers: {
        'accept-language': opts.locale ?? 'en',
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      },
      ...(opts.body === undefined ? {} : { payload: opts.body as object }),
    })

  async function customer(): Promise<{ token: string; email: string }> {
    counter += 1
    const email = `checkout.${run}.${counter}@example.com`
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/user/auth/register',
      remoteAddress: `10.20.${counter % 250}.${Math.floor(counter / 250) + 1}`,
      payload: {
        company: 'Nordwind Messebau',
        gender: 'female',
        first_name: 'Jördis',
        last_name: 'Hansen',
        address: 'Hafenstraße 5',
        postcode: '20457',
        city: 'Hamburg',
        country_id: 18,
        email,
        phone: `+49 40 ${run}${counter}`,
        password: 'Sicher1234',
        password_confirmation: 'Sicher1234',
      },
    })
    expect(res.statusCode, res.body).toBe(201)
    return { token: res.json().body.access_token, email }
  }

  const postcodes: Record<number, string> = { 18: '20457', 10: '1010', 9: '8001' }

  async function address(token: string, countryId = 18, city = 'Hamburg'): Promise<number> {
    const res = await call('/cart/addresses/add', {
      method: 'POST',
      token,
      body: {
        company: 'Nordwind Messebau',
        gender: 'female',
        first_name: 'Jördis',
        last_name: 'Hansen',
        address: 'Hafenstraße 5',
        postcode: postcodes[countryId] ?? '12345',
        city,
        country_id: countryId,
        phone: '+49 40 123',
      },
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json().body.id
  }

  /** Products of the demo catalog with a combination and production time each. */
  async function products(): Promise<Product[]> {
    const list = (await call('/middle-page/products/roll-up-standard?per_page=100')).json().body
    return Promise.all(
      list.data.map(async (p: { id: number }) => {
        const infos = (await call(`/detail-page/product/infos/${p.id}`)).json().body
        const combos = (await call(`/detail-page/product/optionsid/${p.id}`)).json().body
        return {
          productId: p.id,
          combinationId: combos.combinations[0].combination_id,
          durationId: infos.working_day[0].duration_id,
        }
      }),
    )
  }

  async function addToCart(token: string, product: Product, quantity = 1): Promise<number> {
    const res = await call(`/cart/add/${product.productId}`, {
      method: 'POST',
      token,
      body: {
        quantity,
        combination_id: product.combinationId,
        duration_id: product.durationId,
        services: [],
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().body.id
  }

  async function saveShipping(token: string, body: unknown) {
    return call('/cart/checkout/shipping', { method: 'PUT', token, body })
  }

  async function savePayment(token: string, body: Record<string, unknown>) {
    return call('/cart/checkout/payment', {
      method: 'PUT',
      token,
      body: { termsAccepted: true, ...body },
    })
  }

  /** A customer with one cart line, shipping to one German address and the payment saved. */
  async function readyCustomer(
    product: Product,
    payment: Record<string, unknown> = { paymentMethod: 'invoice' },
    quantity = 1,
  ) {
    const who = await customer()
    const addressId = await address(who.token)
    const lineId = await addToCart(who.token, product, quantity)
    const shipping = await saveShipping(who.token, {
      billingAddressId: addressId,
      mode: 'same',
      shippings: [{ addressId, postMethod: 'dhl-standard', cartItemIds: [lineId] }],
    })
    expect(shipping.statusCode, shipping.body).toBe(200)
    const paid = await savePayment(who.token, payment)
    expect(paid.statusCode, paid.body).toBe(200)
    return { ...who, addressId, lineId }
  }

  return { call, customer, address, products, addToCart, saveShipping, savePayment, readyCustomer }
}
