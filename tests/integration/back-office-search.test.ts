import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StaffMember } from '#core/staff/staff-member.ts'
import type { Database } from '#server/db/client.ts'
import { countQueries, repeatedQueries } from '#server/db/query-count.ts'
import { customers, productCombinations, products } from '#server/db/schema/index.ts'
import type { Services } from '#server/services.ts'
import * as search from '#app/routes/admin/search.tsx'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'
import { createCustomerFixture, createOrderFixture } from './fixtures/orders.ts'
import { ownerToken, staffRouteArgs } from './staff-route.ts'

// FIND-1 on both databases: one search box over orders, customers, products, invoices and
// credit notes — each kind found, a whole number opens its order, each role sees only what it
// may open (STAFF-5), odd input never fails, at most one bounded query per kind (PERF-4).

const databases = await testDatabases()
type PageData = Exclude<Awaited<ReturnType<typeof search.loader>>, { init: unknown }> & {
  error: string | null
}
type Role = 'owner' | 'sales' | 'production' | 'content'

describe.each(databases)('the back office search on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let services: Services
  const tokens = {} as Record<Role, string>
  const members = {} as Record<Role, StaffMember>
  let customer: { id: number; email: string }
  let order: { id: number; number: number }
  let product: { id: number; title: string }
  const sku = `SRCH-${Date.now().toString(36).toUpperCase()}`
  const numbers = { invoice: '', credit: '' }

  beforeAll(async () => {
    database = await kind.create()
    app = await testApp(database)
    services = app.services
    customer = await createCustomerFixture(database.db)
    await database.db
      .update(customers)
      .set({ company: 'Zeppelin Messebau & Söhne', firstName: 'Quirin', lastName: 'Obermaier' })
      .where(eq(customers.id, customer.id))
    order = (await createOrderFixture(database.db, customer.id, { paymentMethod: 'invoice' })).order
    const shop = await services.settings.get()
    await database.db.transaction(async (tx) => {
      numbers.invoice = (await services.documents.issueInvoice(tx, order.id, shop)).number
      numbers.credit = (await services.documents.issueCreditNote(tx, order.id, {
        amountCents: 500,
      }))!.number
    })
    const [first] = await database.db.select().from(products).orderBy(products.id).limit(1)
    product = { id: first!.id, title: first!.title.de }
    const [combination] = await database.db
      .select({ id: productCombinations.id })
      .from(productCombinations)
      .where(eq(productCombinations.productId, first!.id))
      .limit(1)
    await database.db
      .update(productCombinations)
      .set({ sku })
      .where(eq(productCombinations.id, combination!.id))
    tokens.owner = await ownerToken(services, 'search-owner@example.com')
    for (const role of ['sales', 'production', 'content'] as const) {
      const email = `search-${role}@example.com`
      const created = await services.staff.create({ email, name: role, role }, null)
      members[role] = created.member
      tokens[role] = (await services.staff.logIn(email, created.password))!.token
    }
    members.owner = (await services.staff.create(
      { email: 'search-owner-2@example.com', name: 'Owner', role: 'owner' },
      null,
    ))!.member
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  const find = (role: Role, q: string) => services.backOfficeSearch.search(members[role], q, 'de')

  /** The page's loader as the browser calls it: its data, or the redirect or status it throws. */
  async function page(role: Role, query: string, prefix = '') {
    const path = `${prefix}/admin/search${query}`
    try {
      const result: unknown = await search.loader(
        staffRouteArgs(services, tokens[role], path) as never,
      )
      // `data(…, { status })` answers its data with the status.
      if (result && typeof result === 'object' && 'init' in result && 'data' in result) {
        const { init, data } = result as { init: { status: number }; data: PageData }
        return { status: init.status, data }
      }
      return { status: 200, data: result as PageData }
    } catch (thrown) {
      if (thrown instanceof Response) {
        return { status: thrown.status, location: thrown.headers.get('location'), data: null }
      }
      throw thrown
    }
  }

  it('finds each kind: order, customer, product, invoice and credit note', async () => {
    const byNumber = await find('owner', String(order.number))
    expect(byNumber.orders?.[0]).toMatchObject({ id: order.id, exact: true })
    expect(byNumber.jumpToOrder).toBe(order.id)
    // The first digits list the orders whose number starts with them.
    const prefix = await find('owner', String(order.number).slice(0, 3))
    expect(prefix.orders?.map((hit) => hit.id)).toContain(order.id)
    expect(prefix.jumpToOrder).toBeNull()

    for (const q of [
      'zeppelin',
      'Quirin Ober',
      customer.email.toUpperCase(),
      String(customer.id),
    ]) {
      const found = await find('owner', q)
      expect(
        found.customers?.map((hit) => hit.id),
        q,
      ).toContain(customer.id)
    }
    expect((await find('owner', String(customer.id))).customers?.[0]?.id).toBe(customer.id)

    const byName = await find('owner', product.title.slice(0, 6))
    expect(byName.products?.map((hit) => hit.id)).toContain(product.id)
    const bySku = await find('owner', sku.toLowerCase())
    expect(bySku.products?.[0]).toMatchObject({ id: product.id, skuMatch: sku })
    expect((await find('owner', sku.slice(0, 8))).products?.map((hit) => hit.id)).toContain(
      product.id,
    )

    const invoice = await find('owner', numbers.invoice.toLowerCase())
    expect(invoice.documents?.[0]).toMatchObject({
      number: numbers.invoice,
      kind: 'invoice',
      orderId: order.id,
      orderNumber: order.number,
      exact: true,
    })
    expect(invoice.jumpToOrder).toBe(order.id)
    const credit = await find('owner', numbers.credit)
    expect(credit.documents?.[0]).toMatchObject({ number: numbers.credit, kind: 'credit_note' })
    // A part of a number lists both kinds of the year without opening one.
    const year = numbers.invoice.slice(3, 7)
    const both = await find('owner', `-${year}-`)
    expect(both.documents?.map((hit) => hit.number)).toEqual(
      expect.arrayContaining([numbers.invoice, numbers.credit]),
    )
    expect(both.jumpToOrder).toBeNull()
  })

  it('opens the order of a whole order or document number at once, in the page’s language', async () => {
    expect(await page('owner', `?q=${order.number}`)).toMatchObject({
      status: 302,
      location: `/admin/orders/${order.id}`,
    })
    expect(await page('owner', `?q=%23${order.number}`)).toMatchObject({
      status: 302,
      location: `/admin/orders/${order.id}`,
    })
    expect(await page('sales', `?q=${numbers.credit}`, '/en')).toMatchObject({
      status: 302,
      location: `/en/admin/orders/${order.id}`,
    })
    // `list=1` keeps the list: the exact match first.
    const listed = await page('owner', `?q=${order.number}&list=1`)
    expect(listed.status).toBe(200)
    expect(listed.data!.result?.orders?.[0]).toMatchObject({ id: order.id, exact: true })
  })

  it('answers each role only the kinds it may open', async () => {
    const production = await find('production', numbers.invoice)
    expect(production).toMatchObject({ customers: null, products: null, documents: null })
    expect(production.jumpToOrder).toBeNull()
    expect((await find('production', String(order.number))).orders?.[0]?.id).toBe(order.id)
    expect(await find('production', customer.email)).toMatchObject({ orders: [] })

    const content = await find('content', sku)
    expect(content).toMatchObject({ orders: null, customers: null, documents: null })
    expect(content.products?.[0]?.id).toBe(product.id)

    const sales = await find('sales', 'zeppelin')
    expect(sales.products).toBeNull()
    expect(sales.customers?.map((hit) => hit.id)).toContain(customer.id)
    expect((await find('sales', numbers.invoice)).documents).toHaveLength(1)
    // Production typing an invoice number stays on the page: nothing it may see.
    const refused = await page('production', `?q=${numbers.invoice}`)
    expect(refused.status).toBe(200)
    expect(refused.data!.result).toMatchObject({ documents: null, customers: null })
    // Without a staff login the page leads to the login.
    const anonymous = await search
      .loader(staffRouteArgs(services, null, '/admin/search?q=x') as never)
      .catch((thrown: Response) => thrown)
    expect((anonymous as Response).status).toBe(302)
  })

  it('never fails on odd input: wildcards, quotes, 10 000 characters, NUL', async () => {
    for (const q of [
      '%',
      '_',
      "'",
      "O'Brien",
      '\\',
      '%%%',
      '" OR 1=1 --',
      '😀',
      '#',
      '# ',
      '0',
      '-',
    ]) {
      const answer = await page('owner', `?q=${encodeURIComponent(q)}&list=1`)
      expect(answer.status, q).toBe(200)
    }
    const wildcard = await find('owner', '%')
    expect(wildcard.customers).toEqual([])
    expect(wildcard.documents).toEqual([])
    expect(wildcard.products).toEqual([])
    const long = await page('owner', `?q=${'a'.repeat(10_000)}`)
    expect(long.status).toBe(400)
    expect(long.data).toMatchObject({ error: 'Bitte höchstens 200 Zeichen.', result: null })
    const nul = await page('owner', '?q=ab%00cd', '/en')
    expect(nul.status).toBe(400)
    expect(nul.data).toMatchObject({ result: null })
    expect((nul.data as unknown as { error: string }).error).toMatch(/control characters/)
    expect((await page('owner', '?q=%20%20')).data).toMatchObject({ q: '', result: null })
    expect((await page('owner', '')).data).toMatchObject({ q: '', result: null })
    // A number longer than any order number is no order and no failure.
    expect((await find('owner', '9'.repeat(30))).orders).toEqual([])
  })

  it('can read the trigram indexes of migration 0028 for a part of a text', async () => {
    // With sequential scans priced out, the planner shows which index each lookup can use; the
    // name's expression must be the search's own, or no index would serve it.
    const plans: Record<string, string> = {
      customers_name_trgm_idx: `select id from customers where ${"(first_name || ' ' || last_name)"} ilike '%quirin%'`,
      customers_company_trgm_idx: `select id from customers where company ilike '%zeppelin%'`,
      customers_email_trgm_idx: `select id from customers where email ilike '%fixture%'`,
      invoice_documents_number_trgm_idx: `select id from invoice_documents where number ilike '%2026-0%'`,
      product_combinations_sku_trgm_idx: `select id from product_combinations where sku ilike '%srch%'`,
    }
    for (const [index, query] of Object.entries(plans)) {
      const plan = await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`)
        const result = await tx.execute(sql.raw(`explain ${query}`))
        const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
          'QUERY PLAN': string
        }[]
        return rows.map((row) => row['QUERY PLAN']).join('\n')
      })
      expect(plan, index).toContain(index)
    }
  })

  it('sends at most one query per kind (PERF-4), none twice', async () => {
    const { result, tally } = await countQueries(() => find('owner', 'zeppelin'))
    expect(result.customers?.length).toBeGreaterThan(0)
    expect(tally.count).toBeLessThanOrEqual(4)
    expect(repeatedQueries(tally)).toEqual([])
    const sales = await countQueries(() => find('sales', 'zeppelin'))
    expect(sales.tally.count).toBeLessThanOrEqual(3)
  })
})
