import { describe, expect, it } from 'vitest'
import { testDatabases } from './databases.ts'
import { accountsApp, ip } from './accounts-helpers.ts'

const databases = await testDatabases()

describe.each(databases)('customer accounts API on $name', (kind) => {
  const env = accountsApp(kind)
  const { call, registered } = env

  describe('profile', () => {
    it('updates the profile with the registration rules and keeps phones unique', async () => {
      const { data, token } = await registered()
      const other = await registered()
      const update = {
        ...data,
        company: 'Neuer Name',
        city: 'Wien',
        country_id: 10,
        postcode: '1010',
      }
      const res = await call('/user/dashboard/profile/update', {
        method: 'PATCH',
        token,
        body: update,
      })
      expect(res.statusCode).toBe(200)
      expect(res.json().body).toMatchObject({
        company: 'Neuer Name',
        city: 'Wien',
        country_id: 10,
        email: data.email,
      })
      expect(res.json().body).not.toHaveProperty('password_hash')

      const bad = await call('/user/dashboard/profile/update', {
        method: 'PATCH',
        token,
        body: { ...update, postcode: '10101' },
      })
      expect(bad.statusCode).toBe(422)
      expect(bad.json().errors.postcode).toEqual(['Die PLZ muss 4 Ziffern haben.'])
      const taken = await call('/user/dashboard/profile/update', {
        method: 'PATCH',
        token,
        body: { ...update, phone: other.data.phone },
      })
      expect(taken.json().errors).toEqual({ phone: ['Das Telefon ist bereits vergeben.'] })
      expect(
        (await call('/user/dashboard/profile/update', { method: 'PATCH', body: update }))
          .statusCode,
      ).toBe(401)
    })

    it('changes the password only with the current one and ends the other logins', async () => {
      const { data, token } = await registered()
      const second = (
        await call('/user/auth/login', {
          method: 'POST',
          body: { email: data.email, password: data.password },
          from: ip(),
        })
      ).json().body.access_token
      const wrong = await call('/user/dashboard/profile/password/update', {
        method: 'PATCH',
        token,
        body: {
          current_password: 'nicht-richtig',
          password: 'Anders12345',
          password_confirmation: 'Anders12345',
        },
      })
      expect(wrong.statusCode).toBe(422)
      expect(wrong.json().errors.current_password).toEqual(['Das aktuelle Passwort ist falsch.'])
      const ok = await call('/user/dashboard/profile/password/update', {
        method: 'PATCH',
        token,
        body: {
          current_password: data.password,
          password: 'Anders12345',
          password_confirmation: 'Anders12345',
        },
      })
      expect(ok.statusCode).toBe(200)
      expect((await call('/user/dashboard/profile/fetch', { token })).statusCode).toBe(200)
      expect((await call('/user/dashboard/profile/fetch', { token: second })).statusCode).toBe(401)
    })
  })

  describe('addresses', () => {
    const address = (overrides: Record<string, unknown> = {}) => ({
      company: 'Filiale Süd',
      first_name: 'Anna',
      last_name: 'Schmidt',
      address: 'Marienplatz 1',
      postcode: '80331',
      city: 'München',
      country_id: 18,
      ...overrides,
    })

    it('adds, lists, fetches, updates and deletes; a new default takes over the flag', async () => {
      const { data, token } = await registered()
      const base = '/user/site/cart/addresses'
      // Registration opens the address book with its address as the default for both roles.
      const opened = (await call(`${base}/fetch/default/address`, { token })).json().body
      expect(opened).toMatchObject({
        company: data.company,
        first_name: data.first_name,
        last_name: data.last_name,
        address: data.address,
        postcode: data.postcode,
        city: data.city,
        is_default_billing: true,
        is_default_shipping: true,
      })
      await call(`${base}/delete/${opened.id}`, { method: 'DELETE', token })
      expect((await call(`${base}/fetch/default/address`, { token })).json()).toEqual({
        body: null,
      })

      const first = await call(`${base}/add`, {
        method: 'POST',
        token,
        body: address({ is_default_shipping: true, is_default_billing: true }),
      })
      expect(first.statusCode).toBe(201)
      expect(first.json().body).toMatchObject({
        first_name: 'Anna',
        country: { name: 'Deutschland', code: 'DE' },
        is_default_shipping: true,
      })
      const firstId = first.json().body.id
      const second = await call(`${base}/add`, {
        method: 'POST',
        token,
        language: 'en',
        body: address({
          first_name: 'Bernd',
          country_id: 9,
          postcode: '8001',
          city: 'Zürich',
          is_default_shipping: true,
        }),
      })
      const secondId = second.json().body.id
      expect(second.json().body.country.name).toBe('Switzerland')

      const all = (await call(`${base}/fetch-all`, { token })).json().body
      expect(all.map((a: { id: number }) => a.id)).toEqual([secondId, firstId])
      expect(all[1]).toMatchObject({ is_default_shipping: false, is_default_billing: true })
      expect((await call(`${base}/fetch/default/address`, { token })).json().body.id).toBe(secondId)

      const updated = await call(`${base}/update/${firstId}`, {
        method: 'PATCH',
        token,
        body: address({ city: 'Augsburg', postcode: '86150' }),
      })
      expect(updated.json().body).toMatchObject({ city: 'Augsburg', is_default_billing: false })
      expect((await call(`${base}/fetch/${firstId}`, { token })).json().body.city).toBe('Augsburg')

      const invalid = await call(`${base}/update/${firstId}`, {
        method: 'PATCH',
        token,
        body: address({ postcode: 'x' }),
      })
      expect(invalid.statusCode).toBe(422)

      expect(
        (await call(`${base}/delete/${firstId}`, { method: 'DELETE', token })).statusCode,
      ).toBe(200)
      expect((await call(`${base}/fetch/${firstId}`, { token })).statusCode).toBe(404)
      expect((await call(`${base}/delete/abc`, { method: 'DELETE', token })).statusCode).toBe(422)
    })

    it("never reads, changes or deletes another customer's address", async () => {
      const owner = await registered()
      const stranger = await registered()
      const base = '/user/site/cart/addresses'
      const id = (
        await call(`${base}/add`, { method: 'POST', token: owner.token, body: address() })
      ).json().body.id

      expect((await call(`${base}/fetch/${id}`, { token: stranger.token })).statusCode).toBe(404)
      expect(
        (
          await call(`${base}/update/${id}`, {
            method: 'PATCH',
            token: stranger.token,
            body: address({ city: 'Kiel' }),
          })
        ).statusCode,
      ).toBe(404)
      expect(
        (await call(`${base}/delete/${id}`, { method: 'DELETE', token: stranger.token }))
          .statusCode,
      ).toBe(404)
      // The stranger sees only the address of their own registration.
      const strangers = (await call(`${base}/fetch-all`, { token: stranger.token })).json().body
      expect(strangers.map((a: { id: number }) => a.id)).not.toContain(id)
      expect(strangers).toHaveLength(1)
      expect((await call(`${base}/fetch/${id}`, { token: owner.token })).json().body.city).toBe(
        'München',
      )
      for (const path of [
        `${base}/fetch-all`,
        `${base}/fetch/${id}`,
        `${base}/fetch/default/address`,
      ]) {
        expect((await call(path)).statusCode).toBe(401)
      }
      expect((await call(`${base}/add`, { method: 'POST', body: address() })).statusCode).toBe(401)
    })
  })
})
