import { randomBytes } from 'node:crypto'
import { count } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { addresses, customers } from '#server/db/schema/index.ts'
import { testApp } from './app.ts'
import { checkoutClient } from './checkout-helpers.ts'
import { testDatabases } from './databases.ts'

// Bad input is the client's mistake: a 422 with a field message in the client's language, never
// a 500 from the database (NUL bytes, unknown or too large ids).

const databases = await testDatabases()
const run = randomBytes(4).toString('hex')
let counter = 0

const controlDe = 'Dieser Text enthält unzulässige Steuerzeichen.'
const controlEn = 'This text contains control characters that are not allowed.'
const countryDe = 'Bitte wählen Sie ein Land aus der Liste.'
const countryEn = 'Please choose a country from the list.'

function person(overrides: Record<string, unknown> = {}) {
  counter += 1
  return {
    company: 'Nordwind Messebau',
    gender: 'male',
    first_name: 'Jonas',
    last_name: 'Berg',
    address: 'Hafenstraße 5',
    postcode: '20457',
    city: 'Hamburg',
    country_id: 18,
    email: `bad-input.${run}.${counter}@example.com`,
    phone: `+49 40 77${run}${counter}`,
    password: 'Sicher1234',
    password_confirmation: 'Sicher1234',
    ...overrides,
  }
}

const address = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Jonas',
  last_name: 'Berg',
  address: 'Kai 1',
  postcode: '20457',
  city: 'Hamburg',
  country_id: 18,
  ...overrides,
})

describe.each(databases)('bad input on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let token: string

  beforeAll(async () => {
    database = await kind.create()
    app = await testApp(database)
    token = (await register(person())).json().body.access_token
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  const call = (
    url: string,
    options: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH'; body?: unknown; language?: string } = {},
    auth = false,
  ) =>
    app.inject({
      method: options.method ?? 'GET',
      url: `/api/v1${url}`,
      headers: {
        'accept-language': options.language ?? 'de',
        ...(auth ? { authorization: `Bearer ${token}` } : {}),
      },
      remoteAddress: `10.7.${counter % 250}.${++counter % 250}`,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    })
  const register = (body: unknown, language = 'de') =>
    call('/user/auth/register', { method: 'POST', body, language })
  const rows = async () => ({
    customers: (await database.db.select({ n: count() }).from(customers))[0]!.n,
    addresses: (await database.db.select({ n: count() }).from(addresses))[0]!.n,
  })

  describe('a NUL byte', () => {
    it.each([
      ['/user/site/search/products?query=roll%00up', 'query'],
      ['/user/site/countries/search?query=%00', 'query'],
      ['/user/site/pages/fetch/impressum%00', 'slug'],
      ['/user/site/menus/fetch/menu/breadcrumb?menu=roll-ups&submenu=%00', 'submenu'],
    ])('in the URL %s is a 422 on its field', async (url, field) => {
      const res = await call(url)
      expect(res.statusCode, res.body).toBe(422)
      expect(res.json().errors).toEqual({ [field]: [controlDe] })
    })

    it('in an order search of a customer is a 422 in English for an English client', async () => {
      const res = await call('/user/dashboard/invoices/search?q=%00', { language: 'en' }, true)
      expect(res.statusCode, res.body).toBe(422)
      expect(res.json().errors).toEqual({ q: [controlEn] })
    })

    it('in a registration field is a 422 on that field, and nobody is registered', async () => {
      const before = await rows()
      const res = await register(person({ address: 'Hafenstraße\u00005' }), 'en')
      expect(res.statusCode, res.body).toBe(422)
      expect(res.json()).toEqual({
        message: 'Please correct the errors before submitting the form.',
        errors: { address: [controlEn] },
      })
      expect(await rows()).toEqual(before)
    })

    it('in the newsletter sign-up and in a line break of a name is a 422', async () => {
      const nul = await call('/user/site/newsletter/subscribe', {
        method: 'POST',
        body: { email: `news.${run}@example.com`, first_name: 'Jo\u0000nas' },
      })
      expect(nul.statusCode, nul.body).toBe(422)
      expect(nul.json().errors).toEqual({ first_name: [controlDe] })
      const newline = await call('/user/site/newsletter/subscribe', {
        method: 'POST',
        body: { email: `news.${run}@example.com`, last_name: 'Berg\r\nBcc: x@example.com' },
      })
      expect(newline.statusCode, newline.body).toBe(422)
      expect(newline.json().errors).toEqual({ last_name: [controlDe] })
    })

    it('in a checkout comment or coupon is a 422 in the client’s language', async () => {
      const comment = await call(
        '/user/site/cart/checkout/payment',
        {
          method: 'PUT',
          body: { paymentMethod: 'invoice', comments: 'Bitte\u0000', termsAccepted: true },
          language: 'en',
        },
        true,
      )
      expect(comment.statusCode, comment.body).toBe(422)
      expect(comment.json().errors).toEqual({ comments: [controlEn] })
      const coupon = await call(
        '/user/site/cart/check/coupon',
        { method: 'POST', body: { code: 'MESSE\u000010' } },
        true,
      )
      expect(coupon.statusCode, coupon.body).toBe(422)
      expect(coupon.json().errors).toEqual({ code: [controlDe] })
    })
  })

  describe('a lone UTF-16 surrogate (half an emoji)', () => {
    const surrogateDe =
      'Dieser Text enthält ein ungültiges Zeichen (ein halbes Emoji oder Sonderzeichen).'
    const surrogateEn =
      'This text contains an invalid character (half of an emoji or special character).'

    it('in a checkout comment or VAT id is a 422 on that field, and the step keeps its data', async () => {
      const { products, readyCustomer, savePayment, call: site } = checkoutClient(app)
      const [product] = await products()
      const { token } = await readyCustomer(product!)
      const comment = await savePayment(token, { paymentMethod: 'invoice', comments: 'x\ud83d' })
      expect(comment.statusCode, comment.body).toBe(422)
      expect(comment.json().errors).toEqual({ comments: [surrogateEn] })
      const vatId = await site('/cart/checkout/payment', {
        method: 'PUT',
        token,
        locale: 'de',
        body: { paymentMethod: 'invoice', termsAccepted: true, vatId: 'DE\udc00123' },
      })
      expect(vatId.statusCode, vatId.body).toBe(422)
      expect(vatId.json().errors).toEqual({ vatId: [surrogateDe] })
      const check = await site('/cart/check/ust-id', {
        method: 'POST',
        token,
        body: { ust_id: 'DE\ud83d' },
      })
      expect(check.statusCode, check.body).toBe(422)
    })

    it('in a registration field is a 422, and nobody is registered', async () => {
      const before = await rows()
      const res = await register(person({ city: 'Hamburg \ud83d' }), 'en')
      expect(res.statusCode, res.body).toBe(422)
      expect(res.json().errors).toEqual({ city: [surrogateEn] })
      expect(await rows()).toEqual(before)
    })
  })

  describe('a country id', () => {
    it.each([
      ['unknown', 99_999],
      ['beyond a database integer', 2 ** 31],
    ])('that is %s is a 422 on country_id at registration', async (_, countryId) => {
      const before = await rows()
      const res = await register(person({ country_id: countryId }))
      expect(res.statusCode, res.body).toBe(422)
      expect(res.json().errors).toEqual({ country_id: [countryDe] })
      expect(await rows()).toEqual(before)
    })

    it('that is unknown is a 422 when adding or changing an address', async () => {
      const before = await rows()
      const added = await call(
        '/user/site/cart/addresses/add',
        { method: 'POST', body: address({ country_id: 424_242 }), language: 'en' },
        true,
      )
      expect(added.statusCode, added.body).toBe(422)
      expect(added.json().errors).toEqual({ country_id: [countryEn] })
      expect(await rows()).toEqual(before)

      const list = await call('/user/site/cart/addresses/fetch-all', {}, true)
      const id = list.json().body[0].id as number
      const changed = await call(
        `/user/site/cart/addresses/update/${id}`,
        { method: 'PATCH', body: address({ country_id: 2 ** 31 - 1 }) },
        true,
      )
      expect(changed.statusCode, changed.body).toBe(422)
      expect(changed.json().errors).toEqual({ country_id: [countryDe] })
    })

    it('that is unknown is a 422 when changing the profile', async () => {
      const { password: _p, password_confirmation: _c, email: _e, ...profile } = person()
      const res = await call(
        '/user/dashboard/profile/update',
        { method: 'PATCH', body: { ...profile, country_id: 77_777 } },
        true,
      )
      expect(res.statusCode, res.body).toBe(422)
      expect(res.json().errors).toEqual({ country_id: [countryDe] })
      const fetched = await call('/user/dashboard/profile/fetch', {}, true)
      expect(fetched.json().body.country_id).toBe(18)
    })
  })

  it('an address id beyond a database integer in the checkout is a 422, not an overflow', async () => {
    const res = await call(
      '/user/site/cart/checkout/shipping',
      {
        method: 'PUT',
        body: {
          billingAddressId: 2 ** 31,
          mode: 'same',
          shippings: [{ addressId: 2 ** 31, postMethod: null, cartItemIds: [2 ** 31] }],
        },
      },
      true,
    )
    expect(res.statusCode, res.body).toBe(422)
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining(['billingAddressId', 'shippings.0.addressId']),
    )
  })

  it('a JSON body declared in another charset than UTF-8 is a 415, also when it is empty', async () => {
    const preview = (contentType: string, payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/user/site/cart/checkout/preview',
        headers: {
          'accept-language': 'en',
          authorization: `Bearer ${token}`,
          'content-type': contentType,
        },
        remoteAddress: `10.8.${counter % 250}.${++counter % 250}`,
        payload,
      })
    for (const payload of ['', '{}']) {
      const res = await preview('application/json; charset=utf-16', payload)
      expect(res.statusCode, res.body).toBe(415)
      expect(res.json().message).toBe('The request must send JSON in UTF-8.')
    }
    // UTF-8, however written, and an empty body stay what they were.
    expect((await preview('application/json; charset=UTF-8', '')).statusCode).toBe(200)
    expect((await preview('application/json;charset="utf8"', '{}')).statusCode).toBe(200)
  })

  it('CR/LF in a path that would be redirected is a 400, never a header', async () => {
    for (const url of ['/messeratgeber/a%0D%0ASet-Cookie:%20x=1', '/pages/x%0D%0Ay/']) {
      const res = await app.inject({ url })
      expect(res.statusCode, url).toBe(400)
      expect(res.headers.location).toBeUndefined()
      expect(res.headers['set-cookie']).toBeUndefined()
    }
  })
})
