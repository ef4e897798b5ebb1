import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StaffMember } from '#core/staff/staff-member.ts'
import type { Database } from '#server/db/client.ts'
import { addresses, auditLog, customers, passwordResetTokens } from '#server/db/schema/index.ts'
import type { Services } from '#server/services.ts'
import * as customerPage from '#app/routes/admin/customer.tsx'
import * as orderPage from '#app/routes/admin/order.tsx'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'
import { createCustomerFixture, createOrderFixture } from './fixtures/orders.ts'
import { staffPost, staffRouteArgs } from './staff-route.ts'

// FIND-5 on both databases: staff change a customer's data through the customer page's form
// with the profile's rules (ACC-1 … ACC-6, VAL-4), e-mail and phone unique, audited with the
// changed fields before and after (STAFF-6). STAFF-7: the order page knows its customer and the
// customer page lists the orders with the language their mails are written in (MAIL-5).

const databases = await testDatabases()
type Role = 'sales' | 'production'

describe.each(databases)('staff edit a customer on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let services: Services
  const tokens = {} as Record<Role, string>
  const members = {} as Record<Role, StaffMember>

  beforeAll(async () => {
    database = await kind.create()
    app = await testApp(database)
    services = app.services
    for (const role of ['sales', 'production'] as const) {
      const email = `edit-${role}@example.com`
      const created = await services.staff.create({ email, name: `${role} member`, role }, null)
      members[role] = created.member
      tokens[role] = (await services.staff.logIn(email, created.password))!.token
    }
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  const fieldsOf = (row: typeof customers.$inferSelect, change: Record<string, string> = {}) => ({
    intent: 'save',
    company: row.company,
    gender: row.gender,
    first_name: row.firstName,
    last_name: row.lastName,
    address: row.address,
    postcode: row.postcode,
    city: row.city,
    country_id: String(row.countryId),
    phone: row.phone,
    email: row.email,
    leitweg_id: row.leitwegId ?? '',
    ...change,
  })
  const stored = async (id: number) =>
    (await database.db.select().from(customers).where(eq(customers.id, id)))[0]!
  /** The page's form posted as a browser without JavaScript sends it: status and answer. */
  async function save(
    id: number,
    change: Record<string, string>,
    prefix = '',
    role: Role = 'sales',
  ) {
    const path = `${prefix}/admin/customers/${id}`
    const answer: unknown = await customerPage.action(
      staffPost(services, tokens[role], path, fieldsOf(await stored(id), change), {
        id: String(id),
      }),
    )
    if (answer && typeof answer === 'object' && 'init' in answer && 'data' in answer) {
      const { init, data } = answer as {
        init: { status: number }
        data: { errors: Record<string, string[]>; values: Record<string, string> }
      }
      return { status: init.status, message: '', ...data }
    }
    return {
      status: 200,
      errors: {} as Record<string, string[]>,
      values: {} as Record<string, string>,
      ...(answer as { message: string }),
    }
  }
  const auditOf = (id: number) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'customer'), eq(auditLog.objectId, String(id))))
      .orderBy(desc(auditLog.id))

  it('saves the changed fields with the profile’s rules and audits them, old and new', async () => {
    const { id } = await createCustomerFixture(database.db)
    const before = await stored(id)
    const email = `neu.${id}@example.com`
    const done = await save(id, {
      company: 'Brinkmann  Messebau & Söhne',
      city: 'Halle (Saale)',
      postcode: '06108',
      email,
    })
    expect(done).toMatchObject({ status: 200, message: 'Die Kundendaten sind gespeichert.' })
    const after = await stored(id)
    // ACC-1: runs of spaces become one.
    expect(after).toMatchObject({
      company: 'Brinkmann Messebau & Söhne',
      city: 'Halle (Saale)',
      email,
    })
    const [entry] = await auditOf(id)
    expect(entry).toMatchObject({
      action: 'customer.update',
      staffId: members.sales.id,
      before: {
        company: before.company,
        city: before.city,
        postcode: before.postcode,
        email: before.email,
      },
      after: {
        company: 'Brinkmann Messebau & Söhne',
        city: 'Halle (Saale)',
        postcode: '06108',
        email,
      },
    })
    expect(Object.keys(entry!.after as object).sort()).toEqual([
      'city',
      'company',
      'email',
      'postcode',
    ])
    // The same data again changes nothing and writes no audit entry.
    expect(await save(id, {}, '/en')).toMatchObject({ message: 'Nothing was changed.' })
    expect(await auditOf(id)).toHaveLength(1)
  })

  it('refuses what the profile refuses, each at its field, in the page’s language', async () => {
    const { id } = await createCustomerFixture(database.db)
    const before = await stored(id)
    const refused = await save(id, {
      company: 'Messe!bau #1',
      first_name: '1Anna',
      postcode: '123',
      email: 'keine-adresse',
      phone: '',
      leitweg_id: '123',
    })
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.errors).sort()).toEqual(
      ['company', 'email', 'first_name', 'leitweg_id', 'phone', 'postcode'].sort(),
    )
    expect(refused.errors.company?.[0]).toContain('Sonderzeichen sind nicht erlaubt: ! #')
    expect(refused.errors.postcode?.[0]).toMatch(/5/)
    // What was typed comes back for the form without JavaScript.
    expect(refused.values).toMatchObject({ company: 'Messe!bau #1', email: 'keine-adresse' })
    const english = await save(id, { country_id: '999999' }, '/en')
    expect(english.status).toBe(422)
    expect(english.errors.country_id?.[0]).toMatch(/country/i)
    expect(await stored(id)).toEqual(before)
    expect(await auditOf(id)).toHaveLength(0)
    // NUL and 10 000 characters: a field message, never a 500.
    const odd = await save(id, { last_name: 'Brink\u0000mann', address: 'x'.repeat(10_000) })
    expect(odd.status).toBe(422)
    expect(Object.keys(odd.errors).sort()).toEqual(['address', 'last_name'])
  })

  it('keeps e-mail and phone unique (the e-mail whatever its case)', async () => {
    const taken = await createCustomerFixture(database.db)
    const takenRow = await stored(taken.id)
    const { id } = await createCustomerFixture(database.db)
    const refused = await save(id, { email: takenRow.email.toUpperCase(), phone: takenRow.phone })
    expect(refused.status).toBe(422)
    expect(refused.errors.email).toEqual(['Die E-Mail ist bereits vergeben.'])
    expect(refused.errors.phone?.[0]).toBeTruthy()
    // A changed e-mail voids the reset links mailed to the old one (AUTH-8).
    await database.db.insert(passwordResetTokens).values({
      customerId: id,
      tokenHash: `edit-${id}`,
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    expect((await save(id, { email: `Anders.${id}@Example.com` })).status).toBe(200)
    const [link] = await database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.customerId, id))
    expect(link!.usedAt).not.toBeNull()
    // The customer's own e-mail in another case is no conflict.
    expect((await save(id, { email: `anders.${id}@example.com` })).status).toBe(200)
  })

  it('changes an entry of the address book with its rules, audited, never another customer’s', async () => {
    const { id } = await createCustomerFixture(database.db)
    const other = await createCustomerFixture(database.db)
    const entry = async (customerId: number, values: Partial<typeof addresses.$inferInsert>) =>
      (
        await database.db
          .insert(addresses)
          .values({
            customerId,
            company: '',
            firstName: 'Jana',
            lastName: 'Brinkmann',
            address: 'Industriestraße 12',
            postcode: '33602',
            city: 'Bielefeld',
            countryId: 18,
            isDefaultBilling: true,
            isDefaultShipping: true,
            ...values,
          })
          .returning()
      )[0]!
    const first = await entry(id, {})
    const second = await entry(id, { isDefaultBilling: false, isDefaultShipping: false })
    const foreign = await entry(other.id, {})
    const post = (entryId: number, change: Record<string, string>, prefix = '') => {
      const fields = {
        intent: 'address',
        entry: String(entryId),
        company: '',
        gender: '',
        first_name: 'Jana',
        last_name: 'Brinkmann',
        address: 'Industriestraße 12',
        postcode: '33602',
        city: 'Bielefeld',
        country_id: '18',
        phone: '',
        ...change,
      }
      return customerPage.action(
        staffPost(services, tokens.sales, `${prefix}/admin/customers/${id}`, fields, {
          id: String(id),
        }),
      ) as Promise<unknown>
    }
    // The address book's rules: a postcode of 4 digits is refused for Germany.
    const refused = (await post(second.id, { postcode: '3360' })) as {
      init: { status: number }
      data: { errors: Record<string, string[]> }
    }
    expect(refused.init.status).toBe(422)
    expect(Object.keys(refused.data.errors)).toEqual(['postcode'])
    // Moved to Vienna and made the default delivery address: the first entry gives that up.
    const saved = await post(
      second.id,
      {
        address: 'Praterstraße 1',
        postcode: '1020',
        city: 'Wien',
        country_id: '10',
        is_default_shipping: 'on',
      },
      '/en',
    )
    expect(saved).toMatchObject({ ok: true, message: 'The address is saved.' })
    const book = await database.db
      .select()
      .from(addresses)
      .where(eq(addresses.customerId, id))
      .orderBy(addresses.id)
    expect(
      book.map((row) => [row.id, row.city, row.isDefaultShipping, row.isDefaultBilling]),
    ).toEqual([
      [first.id, 'Bielefeld', false, true],
      [second.id, 'Wien', true, false],
    ])
    const [audited] = await auditOf(id)
    expect(audited).toMatchObject({
      action: 'customer.address_update',
      before: { address: 'Industriestraße 12', city: 'Bielefeld', is_default_shipping: false },
      after: { address: 'Praterstraße 1', city: 'Wien', is_default_shipping: true },
    })
    // Another customer's entry through this customer's page is not found, and stays as it was.
    expect(await post(foreign.id, { city: 'Bonn' })).toMatchObject({ init: { status: 404 } })
    expect(
      (await database.db.select().from(addresses).where(eq(addresses.id, foreign.id)))[0]!.city,
    ).toBe('Bielefeld')
  })

  it('is for sales and the owner only', async () => {
    const { id } = await createCustomerFixture(database.db)
    await expect(save(id, { city: 'Bonn' }, '', 'production')).rejects.toMatchObject({
      init: { status: 403 },
    })
    const row = await stored(id)
    await expect(
      services.backOfficeCustomers.update(
        members.production,
        id,
        { ...fieldsOf(row), country_id: row.countryId, gender: row.gender, leitweg_id: '' },
        'de',
      ),
    ).rejects.toMatchObject({ kind: 'forbidden' })
  })

  it('links the order to its customer and lists the customer’s orders with their mails’ language', async () => {
    const { id } = await createCustomerFixture(database.db)
    const english = await createOrderFixture(database.db, id, { locale: 'en' })
    const german = await createOrderFixture(database.db, id, { locale: 'de' })
    const detail = await services.backOfficeCustomers.detail(id, 'de')
    expect(detail.orders.map((order) => [order.id, order.locale])).toEqual(
      expect.arrayContaining([
        [english.order.id, 'en'],
        [german.order.id, 'de'],
      ]),
    )
    const loaded = await orderPage.loader(
      staffRouteArgs(
        services,
        tokens.sales,
        `/admin/orders/${english.order.id}`,
        {},
        {
          id: String(english.order.id),
        },
      ) as never,
    )
    expect(loaded!.order.customerId).toBe(id)
    const page = await customerPage.loader(
      staffRouteArgs(
        services,
        tokens.sales,
        `/admin/customers/${id}`,
        {},
        { id: String(id) },
      ) as never,
    )
    expect(page!.customer.orders.map((order) => order.id)).toContain(english.order.id)
    expect(page!.countries[0]).toMatchObject({ name: 'Deutschland' })
  })
})
