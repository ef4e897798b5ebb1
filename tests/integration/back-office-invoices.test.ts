import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { auditLog, mailOutbox } from '#server/db/schema/index.ts'
import { shopDay } from '#server/modules/invoices/invoices.service.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import type { Services } from '#server/services.ts'
import * as invoiceFile from '#app/routes/admin/invoice-file.tsx'
import * as invoices from '#app/routes/admin/invoices.tsx'
import * as order from '#app/routes/admin/order.tsx'
import { testApp } from './app.ts'
import { staffRouteArgs } from './staff-route.ts'
import { testDatabases } from './databases.ts'
import { createCustomerFixture, createOrderFixture } from './fixtures/orders.ts'

// INV-6 in the back office on both databases: the list of issued invoices and credit
// notes with its filters, the files as attachments and "send again", for the owner and sales
// only (STAFF-5). The route modules' loaders and actions are called as the storefront would,
// with the staff cookie.

const databases = await testDatabases()

type Role = 'sales' | 'production' | 'content'

describe.each(databases)('the back office invoices on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let services: Services
  const tokens = {} as Record<Role, string>
  const members = {} as Record<Role, StaffMember>
  let invoiceOrder: { id: number; number: number }
  let prepaymentOrder: { id: number; number: number }
  const numbers = { invoice: '', prepayment: '', credit: '' }
  const today = shopDay(new Date()).day

  beforeAll(async () => {
    database = await kind.create()
    app = await testApp(database)
    services = app.services
    const customer = await createCustomerFixture(database.db)
    invoiceOrder = (
      await createOrderFixture(database.db, customer.id, { paymentMethod: 'invoice' })
    ).order
    prepaymentOrder = (
      await createOrderFixture(database.db, customer.id, { paymentMethod: 'prepayment' })
    ).order
    const shop = await services.settings.get()
    await database.db.transaction(async (tx) => {
      numbers.invoice = (await services.documents.issueInvoice(tx, invoiceOrder.id, shop)).number
      numbers.prepayment = (
        await services.documents.issueInvoice(tx, prepaymentOrder.id, shop)
      ).number
      numbers.credit = (await services.documents.issueCreditNote(tx, invoiceOrder.id, {
        amountCents: 1000,
      }))!.number
    })
    for (const role of ['sales', 'production', 'content'] as const) {
      const email = `invoices-${role}@example.com`
      const { member, password } = await services.staff.create(
        { email, name: `${role} member`, role },
        null,
      )
      members[role] = member
      tokens[role] = (await services.staff.logIn(email, password))!.token
    }
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  /** A request of the storefront as a member with `role` (none: no staff cookie). */
  function call(path: string, role: Role | null, init: RequestInit = {}) {
    return staffRouteArgs(services, role ? tokens[role] : null, path, init)
  }
  const list = async (query: string, role: Role = 'sales') =>
    (await invoices.loader(call(`/admin/invoices${query}`, role) as never)).list
  const numbersOf = async (query: string) => (await list(query)).rows.map((row) => row.number)
  const file = (name: string, role: Role | null = 'sales', prefix = '') =>
    invoiceFile.loader({
      ...call(`${prefix}/admin/invoices/${name}`, role),
      params: { file: name },
    } as never) as Promise<Response>
  const post = (path: string, role: Role, fields: Record<string, string>, params = {}) => {
    const form = new FormData()
    for (const [key, value] of Object.entries(fields)) form.set(key, value)
    return { ...call(path, role, { method: 'POST', body: form }), params }
  }
  /** What a route throws: a redirect or error page as its status (and where it goes). */
  const refusal = async (work: Promise<unknown>) => {
    const thrown = await work.then(
      () => expect.unreachable('the route answered'),
      (error: unknown) => error,
    )
    if (thrown instanceof Response) {
      return { status: thrown.status, location: thrown.headers.get('location') }
    }
    return { status: (thrown as { init: { status: number } }).init.status, location: null }
  }

  it('lists every document newest first, with its order, buyer, method and invoice', async () => {
    const page = await list('')
    expect(page.total).toBe(3)
    expect(page.rows.map((row) => row.number)).toEqual([
      numbers.credit,
      numbers.prepayment,
      numbers.invoice,
    ])
    expect(page.rows[0]).toMatchObject({
      kind: 'credit_note',
      issueDate: today,
      totalCents: 1000,
      invoiceNumber: numbers.invoice,
      orderId: invoiceOrder.id,
      orderNumber: invoiceOrder.number,
      buyer: 'Brinkmann Messebau',
      paymentMethod: 'invoice',
      xrechnung: false,
    })
    expect(page.rows[1]).toMatchObject({
      kind: 'invoice',
      invoiceNumber: null,
      orderNumber: prepaymentOrder.number,
      paymentMethod: 'prepayment',
    })
    expect(numbers.invoice).toMatch(/^RE-\d{4}-\d{6}$/)
    expect(numbers.credit).toMatch(/^GS-\d{4}-\d{6}$/)
  })

  it('filters by kind, issue days and a search in the address; unknown values are dropped', async () => {
    expect(await numbersOf('?kind=credit_note')).toEqual([numbers.credit])
    expect(await numbersOf('?kind=invoice')).toEqual([numbers.prepayment, numbers.invoice])
    expect(await numbersOf(`?from=${today}&to=${today}`)).toHaveLength(3)
    expect(await numbersOf('?to=2020-01-01')).toEqual([])
    expect(await numbersOf('?from=2999-01-01')).toEqual([])
    expect(await numbersOf(`?q=${numbers.invoice}`)).toEqual([numbers.invoice])
    expect(await numbersOf(`?q=${invoiceOrder.number}`)).toEqual([numbers.credit, numbers.invoice])
    expect(await numbersOf(`?q=${invoiceOrder.number}&kind=invoice`)).toEqual([numbers.invoice])
    expect(await numbersOf('?q=brinkmann')).toHaveLength(3)
    expect(await numbersOf('?q=100%25_')).toEqual([])
    expect(await numbersOf('?kind=receipt&from=2026-13-45&page=-3')).toHaveLength(3)
    expect((await list('?page=99')).page).toBe(1)
  })

  it('shows the list to the owner and sales only; without a login it goes to the login', async () => {
    expect(await refusal(list('', 'production'))).toEqual({ status: 403, location: null })
    expect(await refusal(list('', 'content'))).toEqual({ status: 403, location: null })
    const visitor = call('/en/admin/invoices?kind=invoice', null)
    expect(await refusal(invoices.loader(visitor as never))).toEqual({
      status: 302,
      location: `/en/admin/login?next=${encodeURIComponent('/en/admin/invoices?kind=invoice')}`,
    })
  })

  it('hands out the PDF and the XML as attachments that no cache keeps', async () => {
    const pdf = await file(`${numbers.invoice}.pdf`)
    expect(pdf.status).toBe(200)
    expect(Object.fromEntries(pdf.headers)).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${numbers.invoice}.pdf"; filename*=UTF-8''${numbers.invoice}.pdf`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    })
    const body = Buffer.from(await pdf.arrayBuffer())
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(pdf.headers.get('content-length')).toBe(String(body.length))

    const xml = await file(`${numbers.credit}.xml`, 'sales', '/en')
    expect(xml.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect(xml.headers.get('content-disposition')).toContain(`${numbers.credit}-factur-x.xml`)
    const text = await xml.text()
    expect(text).toContain('CrossIndustryInvoice')
    expect(text).toContain(numbers.invoice)
  })

  it('refuses the files to production and content, and knows no other names', async () => {
    expect(await refusal(file(`${numbers.invoice}.pdf`, 'production'))).toEqual({
      status: 403,
      location: null,
    })
    expect(await refusal(file(`${numbers.invoice}.pdf`, 'content'))).toMatchObject({
      status: 403,
    })
    expect(await refusal(file(`${numbers.invoice}.pdf`, null))).toMatchObject({ status: 302 })
    expect(await refusal(file('RE-1999-000001.pdf'))).toMatchObject({ status: 404 })
    expect(await refusal(file(`${numbers.invoice}.html`))).toMatchObject({ status: 404 })
    expect(await refusal(file('..%2Fsecret.pdf'))).toMatchObject({ status: 404 })
  })

  it('sends a document again with its files attached and writes it into the audit log', async () => {
    const answer = await invoices.action(
      post('/admin/invoices', 'sales', { intent: 'resend', number: numbers.invoice }) as never,
    )
    expect(answer).toEqual({
      ok: true,
      intent: 'resend',
      message: `Rechnung ${numbers.invoice} wurde erneut gesendet.`,
    })
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.orderId, invoiceOrder.id), eq(mailOutbox.template, 'invoice-document')),
      )
    expect(mails).toHaveLength(1)
    expect(mails[0]!.raw).toContain(`filename=${numbers.invoice}.pdf`)
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'invoice.resend'))
    expect(entries).toMatchObject([
      {
        staffId: members.sales.id,
        objectType: 'order',
        objectId: String(invoiceOrder.id),
        after: { number: numbers.invoice },
      },
    ])

    // The order's page sends a credit note again the same way, in the page's language.
    const credit = await order.action(
      post(
        `/en/admin/orders/${invoiceOrder.id}`,
        'sales',
        { intent: 'resend', number: numbers.credit },
        { id: String(invoiceOrder.id) },
      ) as never,
    )
    expect(credit).toMatchObject({ message: `Credit note ${numbers.credit} was sent again.` })
  })

  it('refuses "send again" to production and answers an unknown number with its message', async () => {
    expect(
      await refusal(
        invoices.action(
          post('/admin/invoices', 'production', {
            intent: 'resend',
            number: numbers.invoice,
          }) as never,
        ),
      ),
    ).toMatchObject({ status: 403 })
    // Production may open the order, but not send its invoice: the service refuses.
    const refused = (await order.action(
      post(
        `/admin/orders/${invoiceOrder.id}`,
        'production',
        { intent: 'resend', number: numbers.invoice },
        { id: String(invoiceOrder.id) },
      ) as never,
    )) as unknown as { init: { status: number }; data: { message: string } }
    expect(refused.init.status).toBe(403)
    expect(refused.data.message).toBe('Ihre Rolle darf diesen Schritt nicht ausführen.')
    const unknown = (await invoices.action(
      post('/admin/invoices', 'sales', { intent: 'resend', number: 'RE-1999-000001' }) as never,
    )) as unknown as { init: { status: number }; data: { ok: boolean } }
    expect(unknown.init.status).toBe(404)
    expect(unknown.data.ok).toBe(false)
    // A number longer than any document's is not cut to fit: nothing is found, nothing sent.
    const overlong = (await invoices.action(
      post('/admin/invoices', 'sales', {
        intent: 'resend',
        number: numbers.invoice.padEnd(41, '0'),
      }) as never,
    )) as unknown as { init: { status: number }; data: { ok: boolean } }
    expect(overlong.init.status).toBe(404)
    const resent = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'invoice.resend'))
    expect(resent.map((entry) => entry.staffId)).toEqual([members.sales.id, members.sales.id])
  })

  it("lists the order's documents on its page for sales, not for production", async () => {
    const page = (role: Role, id: number) =>
      order.loader({
        ...call(`/admin/orders/${id}`, role),
        params: { id: String(id) },
      } as never)
    const forSales = await page('sales', invoiceOrder.id)
    expect(forSales!.documents!.map((document) => document.number)).toEqual([
      numbers.invoice,
      numbers.credit,
    ])
    expect((await page('production', invoiceOrder.id))!.documents).toBeNull()
    expect((await page('sales', prepaymentOrder.id))!.documents).toHaveLength(1)
  })
})
