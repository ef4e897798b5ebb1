import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { auditLog, newsletterSubscriptions } from '#server/db/schema/index.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import type { Services } from '#server/services.ts'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'
import { createCustomerFixture, createOrderFixture } from './fixtures/orders.ts'

// STAFF-7 on both databases: sales find a customer, see orders, addresses, newsletter state and
// logins, end the logins, and block the customer, who then can neither log in nor order until
// unblocked. Production and content are refused; every change is audited.

const databases = await testDatabases()

describe.each(databases)('customers in the back office on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let services: Services
  const members = {} as Record<'owner' | 'sales' | 'production' | 'content', StaffMember>
  const password = 'Messestand-2026!'

  beforeAll(async () => {
    database = await kind.create()
    app = await testApp(database)
    services = (app as unknown as { services: Services }).services
    for (const role of ['owner', 'sales', 'production', 'content'] as const) {
      members[role] = (
        await services.staff.create(
          { email: `customers-${role}@example.com`, name: role, role },
          null,
        )
      ).member
    }
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  /** A customer registered through the API, with a login token. */
  async function register(tag: string) {
    const email = `${tag}-${Date.now().toString(36)}@example.com`
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/user/auth/register',
      remoteAddress: `127.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
      payload: {
        company: `Messebau ${tag}`,
        gender: 'male',
        first_name: 'Piet',
        last_name: 'Jansen',
        address: 'Hafenstraße 5',
        postcode: '20457',
        city: 'Hamburg',
        country_id: 18,
        email,
        phone: `+49 40 ${Math.floor(Math.random() * 9_000_000) + 1_000_000}`,
        password,
        password_confirmation: password,
        terms: true,
      },
    })
    expect(res.statusCode).toBe(201)
    const customer = await services.auth.authenticate(res.json().body.access_token)
    return { id: customer!.customer.id, email, token: res.json().body.access_token as string }
  }
  const logIn = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/user/auth/login',
      remoteAddress: '127.9.0.1',
      payload: { email, password },
    })
  const profile = (token: string) =>
    app.inject({
      url: '/api/v1/user/dashboard/profile/fetch',
      headers: { authorization: `Bearer ${token}` },
    })

  it('finds customers by company, e-mail and number, and shows one with orders, addresses, newsletter and logins', async () => {
    const piet = await register('Kranich')
    await createOrderFixture(database.db, piet.id, { paymentMethod: 'invoice' })
    await database.db.insert(newsletterSubscriptions).values({
      email: piet.email.toUpperCase(),
      unsubscribeToken: `t-${piet.id}`,
      locale: 'de',
      status: 'active',
      source: 'profile',
      requestedAt: new Date(),
    })
    const customers = services.backOfficeCustomers
    for (const q of ['kranich', piet.email.slice(0, 12), String(piet.id)]) {
      const list = await customers.list({ q, blocked: false, page: 1 })
      expect(list.rows.map((row) => row.id)).toContain(piet.id)
    }
    const [row] = (await customers.list({ q: piet.email, blocked: false, page: 1 })).rows
    expect(row).toMatchObject({ company: 'Messebau Kranich', orderCount: 1, blocked: false })
    expect((await customers.list({ q: '%', blocked: false, page: 1 })).rows).toHaveLength(0)

    const detail = await customers.detail(piet.id, 'de')
    expect(detail).toMatchObject({ newsletter: 'active', countryCode: 'DE', locale: 'de' })
    expect(detail.addresses).toHaveLength(1)
    expect(detail.orders).toHaveLength(1)
    expect(detail.sessions).toHaveLength(1)
    await expect(customers.detail(2_000_000_000, 'de')).rejects.toMatchObject({ kind: 'not_found' })
  })

  it('ends every login of a customer', async () => {
    const anna = await register('Logout')
    await logIn(anna.email)
    expect((await profile(anna.token)).statusCode).toBe(200)
    const ended = await services.backOfficeCustomers.logOutEverywhere(members.sales, anna.id, 'de')
    expect(ended).toBe(2)
    expect((await profile(anna.token)).statusCode).toBe(401)
    expect((await services.backOfficeCustomers.detail(anna.id, 'de')).sessions).toHaveLength(0)
    await expect(
      services.backOfficeCustomers.logOutEverywhere(members.production, anna.id, 'de'),
    ).rejects.toMatchObject({ kind: 'forbidden' })
  })

  it('blocks a customer, who can then neither log in nor order, and unblocks them', async () => {
    const jan = await register('Block')
    const customers = services.backOfficeCustomers
    await expect(
      customers.setBlocked(members.sales, { id: jan.id, blocked: true, reason: ' ' }, 'en'),
    ).rejects.toMatchObject({ kind: 'invalid', fields: { reason: [expect.any(String)] } })
    for (const role of ['production', 'content'] as const) {
      await expect(
        customers.setBlocked(members[role], { id: jan.id, blocked: true, reason: 'x' }, 'en'),
      ).rejects.toMatchObject({ kind: 'forbidden' })
    }
    await customers.setBlocked(
      members.sales,
      { id: jan.id, blocked: true, reason: 'Rechnungen offen' },
      'de',
    )
    // The login in use ends; a new one is refused with a message, not as a wrong password.
    expect((await profile(jan.token)).statusCode).toBe(401)
    const refused = await logIn(jan.email)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(
      'Ihr Kundenkonto ist gesperrt. Bitte wenden Sie sich an uns, wenn Sie Fragen dazu haben.',
    )
    // Without a login there is no order either.
    const order = await app.inject({
      method: 'POST',
      url: '/api/v1/user/site/cart/orders/create',
      headers: { authorization: `Bearer ${jan.token}` },
      payload: { idempotency_key: 'blocked-customer-order' },
    })
    expect(order.statusCode).toBe(401)
    expect((await customers.list({ q: jan.email, blocked: true, page: 1 })).rows).toHaveLength(1)
    await expect(
      customers.setBlocked(members.owner, { id: jan.id, blocked: true, reason: 'again' }, 'de'),
    ).rejects.toMatchObject({ kind: 'conflict' })

    await customers.setBlocked(members.owner, { id: jan.id, blocked: false, reason: '' }, 'de')
    expect((await logIn(jan.email)).statusCode).toBe(200)
    const audited = await database.db
      .select({ action: auditLog.action, staffId: auditLog.staffId })
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'customer'), eq(auditLog.objectId, String(jan.id))))
    expect(audited.map((entry) => entry.action)).toEqual(['customer.block', 'customer.unblock'])
  })

  it('a fixture customer can still be found after blocking others (blocked filter)', async () => {
    const other = await createCustomerFixture(database.db)
    const all = await services.backOfficeCustomers.list({ q: other.email, blocked: false, page: 1 })
    expect(all.rows).toHaveLength(1)
    const blockedOnly = await services.backOfficeCustomers.list({
      q: other.email,
      blocked: true,
      page: 1,
    })
    expect(blockedOnly.rows).toHaveLength(0)
  })
})
