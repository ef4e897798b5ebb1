import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { addToCartSchema, cartLinesSchema } from '#core/validation/cart.ts'
import { paymentStepSchema, shippingStepSchema } from '#core/validation/checkout.ts'
import { addressSchema, profileSchema, registrationSchema } from '#core/validation/customer.ts'
import { testDatabases } from './databases.ts'
import { accountsApp, ip, person } from './accounts-helpers.ts'

// Decision 0039: Fastify validates each body with the one schema the forms use; its message keys
// are answered in the request's language, and the OpenAPI document shows that very schema.

const databases = await testDatabases()
const headline = {
  de: 'Bitte korrigieren Sie die Fehler, bevor Sie das Formular absenden.',
  en: 'Please correct the errors before submitting the form.',
}

describe.each(databases)('one schema per body on $name', (kind) => {
  const env = accountsApp(kind)

  it('refuses an overlong field with its message in the request’s language, never cut', async () => {
    const body = person({ company: 'M'.repeat(121) })
    const de = await env.call('/user/auth/register', { method: 'POST', body, from: ip() })
    expect(de.statusCode, de.body).toBe(422)
    expect(de.json()).toEqual({ message: headline.de, errors: { company: ['Firma ist zu lang.'] } })
    const en = await env.call('/user/auth/register', {
      method: 'POST',
      body,
      language: 'en',
      from: ip(),
    })
    expect(en.json()).toEqual({
      message: headline.en,
      errors: { company: ['Company is too long.'] },
    })
  })

  it('answers an overlong address field of a signed-in customer in German', async () => {
    const { token } = await env.registered()
    const res = await env.call('/user/site/cart/addresses/add', {
      method: 'POST',
      token,
      body: {
        first_name: 'Ida',
        last_name: 'Leer',
        address: 'Weg 1',
        postcode: '33602',
        city: 'B'.repeat(81),
        country_id: 18,
      },
    })
    expect(res.statusCode, res.body).toBe(422)
    expect(res.json()).toEqual({ message: headline.de, errors: { city: ['Ort ist zu lang.'] } })
  })

  it('answers no body as an empty form, and a body that is no object at the form', async () => {
    const empty = await env.call('/user/auth/forget-password', { method: 'POST', from: ip() })
    expect(empty.statusCode, empty.body).toBe(422)
    expect(empty.json()).toEqual({
      message: headline.de,
      errors: { email: ['E-Mail ist ein Pflichtfeld.'] },
    })
    const none = await env.call('/user/auth/forget-password', {
      method: 'POST',
      body: 'null',
      headers: { 'content-type': 'application/json' },
      from: ip(),
    })
    expect(none.statusCode, none.body).toBe(422)
    expect(none.json()).toEqual({
      message: headline.de,
      errors: { form: ['Die Eingaben sind ungültig.'] },
    })
  })

  it('checks the session before the body: a stranger’s bad body is a 401', async () => {
    const res = await env.call('/user/site/cart/addresses/add', { method: 'POST', body: {} })
    expect(res.statusCode, res.body).toBe(401)
  })

  it('documents each body with the schema that runs', async () => {
    const doc = (await env.call('/openapi.json')).json()
    const bodies: [string, string, z.ZodType][] = [
      ['/user/auth/register', 'post', registrationSchema],
      ['/user/dashboard/profile/update', 'patch', profileSchema],
      ['/user/site/cart/addresses/add', 'post', addressSchema],
      ['/user/site/cart/add/{id}', 'post', addToCartSchema],
      ['/user/site/cart/quote', 'post', cartLinesSchema],
      ['/user/site/cart/checkout/shipping', 'put', shippingStepSchema],
      ['/user/site/cart/checkout/payment', 'put', paymentStepSchema],
    ]
    for (const [path, method, schema] of bodies) {
      const documented = doc.paths[path][method].requestBody.content['application/json'].schema
      const shape = (schema as z.ZodObject).shape
      expect(Object.keys(documented.properties).sort(), path).toEqual(Object.keys(shape).sort())
      const required = Object.keys(shape).filter((key) => !shape[key]!.safeParse(undefined).success)
      expect([...(documented.required ?? [])].sort(), path).toEqual(required.sort())
    }
  })
})
