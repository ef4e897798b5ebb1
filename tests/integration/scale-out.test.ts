import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { count, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Database } from '#server/db/client.ts'
import { staff } from '#server/db/schema/index.ts'
import { createSettingsService } from '#server/modules/settings/settings.service.ts'
import { type Invalidation } from '#server/modules/shared/invalidation.ts'
import { type Shop, call, someAddress, within } from './scale-out/processes.ts'
import { postgres, redisUrl, twoShops } from './scale-out/two-shops.ts'

// The shop on several machines (SHOP-11, decisions 0025 and 0031): two real app processes,
// sharing no memory, on one PostgreSQL, one Redis and one bucket (a DATA_DIR each, decision
// 0042), both started at once on an
// empty database as `npm start` starts them. Orders go through both at once; then one process
// is killed with SIGKILL in the middle of a wave, and what any of them answered must be kept.

describe.skipIf(!redisUrl || !postgres)('two app processes on one PostgreSQL and Redis', () => {
  const env = twoShops()
  const { logOf } = env
  let a: Shop
  let b: Shop
  let database: Database
  let bus: Invalidation
  beforeAll(() => {
    ;({ a, b, database, bus } = env.current())
  })

  it('started together on an empty database, they migrate and seed it once (decision 0031)', async () => {
    const journal = JSON.parse(readFileSync('server/db/migrations/meta/_journal.json', 'utf8')) as {
      entries: unknown[]
    }
    const applied = await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )
    expect(Number((applied as unknown as { n: number }[])[0]!.n)).toBe(journal.entries.length)
    const [owners] = await database.db.select({ n: count() }).from(staff)
    expect(owners!.n).toBe(1)
    for (const shop of [a, b]) {
      expect((await fetch(`${shop.url}/readyz`)).status, logOf(shop)).toBe(200)
    }
  })

  it('a login made through one is valid on the other, and a login limit counted on one holds on the other (SEC-3)', async () => {
    const ip = someAddress()
    const email = `scale-out.${randomUUID().slice(0, 8)}@example.com`
    const registered = await call(a, '/user/auth/register', {
      method: 'POST',
      ip,
      body: {
        company: 'Nordwind Messebau',
        gender: 'female',
        first_name: 'Jördis',
        last_name: 'Hansen',
        address: 'Hafenstraße 5',
        postcode: '20457',
        city: 'Hamburg',
        country_id: 18,
        email,
        phone: '+49 40 5550',
        password: 'Sicher1234',
        password_confirmation: 'Sicher1234',
      },
    })
    expect(registered.status, registered.text).toBe(201)
    const token = (registered.json.body as { access_token: string }).access_token
    const profile = await call(b, '/user/dashboard/profile/fetch', { token })
    expect(profile.status, profile.text).toBe(200)
    expect(profile.json.body).toMatchObject({ email })

    const logIn = (shop: Shop, password: string, from = ip) =>
      call(shop, '/user/auth/login', { method: 'POST', ip: from, body: { email, password } })
    // Five wrong passwords for this account from this address, all through A ...
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await logIn(a, 'Falsch1234')).status).toBe(422)
    }
    // ... and B refuses the sixth, even with the right password.
    const limited = await logIn(b, 'Sicher1234')
    expect(limited.status, limited.text).toBe(429)
    // From another address the customer logs in through B; A knows that login.
    const elsewhere = await logIn(b, 'Sicher1234', someAddress())
    expect(elsewhere.status, elsewhere.text).toBe(200)
    const second = (elsewhere.json.body as { access_token: string }).access_token
    expect((await call(a, '/user/dashboard/profile/fetch', { token: second })).status).toBe(200)
  })

  it('a settings change made elsewhere is served by both within a second (SHOP-10)', async () => {
    // The back office of a third machine: the settings service and the bus, as a process has.
    const settings = createSettingsService(database.db, { changed: () => bus.publish('settings') })
    const tax = (shop: Shop) => async () =>
      (await call(shop, '/user/site/home/fetch/tax')).json.body as unknown
    // Both read (and cache, for 30 s) the current value first.
    expect(await tax(a)()).toEqual({ tax: 19 })
    expect(await tax(b)()).toEqual({ tax: 19 })
    try {
      await settings.update({ tax: 7 })
      expect(await within(1000, tax(a), { tax: 7 })).toEqual({ tax: 7 })
      expect(await within(1000, tax(b), { tax: 7 })).toEqual({ tax: 7 })
    } finally {
      await settings.update({ tax: 19 })
    }
    expect(await within(1000, tax(a), { tax: 19 })).toEqual({ tax: 19 })
    expect(await within(1000, tax(b), { tax: 19 })).toEqual({ tax: 19 })
  })
})
