import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { authTokens, customers } from '#server/db/schema/index.ts'
import { testDatabases } from './databases.ts'
import { settledMail } from './mailbox.ts'
import { accountsApp, ip, person } from './accounts-helpers.ts'

const databases = await testDatabases()

describe.each(databases)('customer accounts API on $name', (kind) => {
  const env = accountsApp(kind)
  const { call, registered } = env

  it('documents every account endpoint with its body in the OpenAPI document', async () => {
    const doc = (await call('/openapi.json')).json()
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/user/auth/register',
        '/user/auth/login',
        '/user/auth/logout',
        '/user/auth/forget-password',
        '/user/auth/reset-password/{token}',
        '/user/dashboard/profile/fetch',
        '/user/dashboard/profile/update',
        '/user/dashboard/profile/password/update',
        '/user/site/cart/addresses/fetch/default/address',
        '/user/site/cart/addresses/fetch-all',
        '/user/site/cart/addresses/fetch/{id}',
        '/user/site/cart/addresses/add',
        '/user/site/cart/addresses/update/{id}',
        '/user/site/cart/addresses/delete/{id}',
      ]),
    )
    const register = doc.paths['/user/auth/register'].post.requestBody.content['application/json']
    expect(Object.keys(register.schema.properties)).toContain('password_confirmation')
  })

  describe('registration', () => {
    it('registers, answers a token and sends a German welcome mail with a plain-text part', async () => {
      const data = person()
      const res = await call('/user/auth/register', { method: 'POST', body: data, from: ip() })
      expect(res.statusCode).toBe(201)
      const answer = res.json()
      expect(answer.message).toBe('Vielen Dank! Ihre Anmeldung ist abgeschlossen.')
      expect(answer.body.access_token).toMatch(/^[\w-]{43}$/)
      expect(new Date(answer.body.expires_at).getTime()).toBeGreaterThan(Date.now())
      const cookie = res.cookies.find((c) => c.name === 'nl_session')
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })

      const mail = await env.mailbox.latest(data.email, { template: 'welcome' })
      expect(mail.subject).toBe('Willkommen bei Nordlicht Displays')
      expect(mail.text).toContain('Sehr geehrte Frau van Dijk,')
      expect(mail.text).toContain('https://shop.example/profile')
      expect(mail.html).toContain('Nordlicht Displays')

      // Only hashes are stored.
      const [row] = await env.database.db
        .select()
        .from(customers)
        .where(eq(customers.email, data.email))
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/)
      const tokens = await env.database.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.customerId, row!.id))
      expect(tokens[0]!.tokenHash).not.toContain(answer.body.access_token)
      expect(tokens[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/)
      const outbox = await settledMail(env.database.db, data.email)
      expect(outbox).toMatchObject({ status: 'sent', template: 'welcome', locale: 'de' })
    })

    it('answers 422 with lists of localized messages for every broken rule', async () => {
      const res = await call('/user/auth/register', {
        method: 'POST',
        body: person({
          company: 'A # B',
          postcode: '123',
          password_confirmation: 'other',
          gender: '',
        }),
        from: ip(),
      })
      expect(res.statusCode).toBe(422)
      const answer = res.json()
      expect(answer.message).toBe(
        'Bitte korrigieren Sie die Fehler, bevor Sie das Formular absenden.',
      )
      expect(answer.errors.company).toEqual([
        "Sonderzeichen sind nicht erlaubt: #. Erlaubt sind Buchstaben, Ziffern, Leerzeichen und & + – - . , ' ( ) /",
      ])
      expect(answer.errors.postcode).toEqual(['Die PLZ muss 5 Ziffern haben.'])
      expect(answer.errors.password_confirmation).toEqual(['Die Passwörter stimmen nicht überein.'])
      expect(answer.errors.gender).toEqual(expect.any(Array))

      const en = await call('/user/auth/register', {
        method: 'POST',
        body: {},
        language: 'en',
        from: ip(),
      })
      expect(en.json().message).toBe('Please correct the errors before submitting the form.')
      expect(en.json().errors.company).toEqual(['Company is required.'])
    })

    it("keeps real names whole: 'Müller & Söhne GmbH & Co. KG', 'Anna-Lena', \"O'Brien\"", async () => {
      const data = person({
        company: 'Müller & Söhne GmbH & Co. KG',
        first_name: 'Anna-Lena',
        last_name: "O'Brien",
        city: 'Halle (Saale)',
        postcode: '06108',
      })
      const res = await call('/user/auth/register', { method: 'POST', body: data, from: ip() })
      expect(res.statusCode, res.body).toBe(201)
      const [row] = await env.database.db
        .select()
        .from(customers)
        .where(eq(customers.email, data.email))
      expect(row).toMatchObject({
        company: 'Müller & Söhne GmbH & Co. KG',
        firstName: 'Anna-Lena',
        lastName: "O'Brien",
        city: 'Halle (Saale)',
      })
    })

    it('refuses a taken e-mail (any case) and a taken phone with the spec texts', async () => {
      const { data } = await registered()
      const res = await call('/user/auth/register', {
        method: 'POST',
        body: person({ email: data.email.toUpperCase(), phone: data.phone }),
        from: ip(),
      })
      expect(res.statusCode).toBe(422)
      expect(res.json().errors).toEqual({
        email: ['Die E-Mail ist bereits vergeben.'],
        phone: ['Das Telefon ist bereits vergeben.'],
      })
      const en = await call('/user/auth/register', {
        method: 'POST',
        body: person({ phone: data.phone }),
        language: 'en',
        from: ip(),
      })
      expect(en.json().errors).toEqual({ phone: ['The phone number is already taken.'] })
    })
  })
})
