import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'
import type { Database } from '#server/db/client.ts'
import {
  companyInvitations,
  invoiceDocuments,
  orders,
  productCombinations,
} from '#server/db/schema/index.ts'
import { hashToken } from '#server/modules/customers/secrets.ts'
import { testApp } from './app.ts'
import { type Product, checkoutClient } from './checkout-helpers.ts'
import type { testDatabases } from './databases.ts'
import { startMailbox } from './mailbox.ts'

// What the company tests share (companies*.test.ts): an app with a mailbox on one database, the
// API caller, a registration that may answer an invitation, and a company of an admin and an
// invited buyer who orders one piece on account.

export function companyHarness(kind: Awaited<ReturnType<typeof testDatabases>>[number]) {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let mailbox: Awaited<ReturnType<typeof startMailbox>>
  let client: ReturnType<typeof checkoutClient>
  let product: Product

  beforeAll(async () => {
    database = await kind.create()
    mailbox = await startMailbox()
    app = await testApp(database, { SMTP_URL: mailbox.url, PUBLIC_URL: 'https://shop.example' })
    client = checkoutClient(app)
    product = (await client.products())[0]!
  })
  afterAll(async () => {
    await app?.close()
    await mailbox?.close()
    await database?.drop()
  })

  const api = (
    url: string,
    token: string | undefined,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE' = 'GET',
    body?: unknown,
    language = 'de',
  ) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        'accept-language': language,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    })

  let seq = 0
  /** Registers through the API; with an invitation the phone may be the company's. */
  const register = (email: string, phone: string, invitation?: string) => {
    seq += 1
    return app.inject({
      method: 'POST',
      url: '/api/v1/user/auth/register',
      remoteAddress: `10.77.${seq % 250}.${Math.floor(seq / 250) + 1}`,
      headers: { 'accept-language': 'de' },
      payload: {
        company: 'Elbe Expo GmbH',
        gender: 'male',
        first_name: 'Piet',
        last_name: 'Kolleg',
        address: 'Hafenstraße 7',
        postcode: '20457',
        city: 'Hamburg',
        country_id: 18,
        email,
        phone,
        password: 'Sicher1234',
        password_confirmation: 'Sicher1234',
        ...(invitation && { invitation }),
      },
    })
  }

  /** The admin invites `email`; answers the link's token from the mail. */
  async function invite(adminToken: string, email: string, role = 'buyer') {
    const res = await api('/user/dashboard/company/invitations', adminToken, 'POST', {
      email,
      role,
    })
    expect(res.statusCode, res.body).toBe(201)
    const mail = await mailbox.latest(email, { template: 'company-invitation' })
    const token = /\/invitation\/([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1]
    expect(token).toBeDefined()
    return token!
  }

  /** A company of an admin and a buyer who joined through an invitation. */
  async function company() {
    const admin = await client.customer()
    const adminPhone = (await api('/user/dashboard/profile/fetch', admin.token)).json().body.phone
    const email = `buyer.${randomUUID().slice(0, 8)}@example.com`
    const token = await invite(admin.token, email)
    const registered = await register(email, adminPhone, token)
    expect(registered.statusCode, registered.body).toBe(201)
    const buyerToken = registered.json().body.access_token as string
    const joined = await api(
      `/user/dashboard/company/invitations/${token}/accept`,
      buyerToken,
      'POST',
    )
    expect(joined.statusCode, joined.body).toBe(200)
    const view = (await api('/user/dashboard/company', admin.token)).json().body
    const buyerId = view.members.find((m: { email: string }) => m.email === email).id as number
    return {
      admin,
      buyer: { token: buyerToken, email, id: buyerId },
      adminPhone,
      invitation: token,
    }
  }

  /** The buyer orders one piece on account; answers the order. */
  async function buyerOrders(token: string, paymentMethod = 'invoice') {
    const addressId = await client.address(token)
    const lineId = await client.addToCart(token, product, 1)
    const shipping = await client.saveShipping(token, {
      billingAddressId: addressId,
      mode: 'same',
      shippings: [{ addressId, postMethod: 'dhl-standard', cartItemIds: [lineId] }],
    })
    expect(shipping.statusCode, shipping.body).toBe(200)
    const paid = await client.savePayment(token, { paymentMethod })
    expect(paid.statusCode, paid.body).toBe(200)
    const res = await client.call('/cart/orders/create', {
      method: 'POST',
      token,
      locale: 'de',
      body: { idempotency_key: randomUUID() },
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json().body as { order: { id: number; number: number }; next: string }
  }

  const orderRow = async (id: number) =>
    (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!
  const stock = async () =>
    (
      await database.db
        .select({ stock: productCombinations.stock })
        .from(productCombinations)
        .where(eq(productCombinations.id, product.combinationId))
    )[0]!.stock
  const invitationOf = async (token: string) =>
    (
      await database.db
        .select()
        .from(companyInvitations)
        .where(eq(companyInvitations.tokenHash, hashToken(token)))
    )[0]!
  const invoices = async (orderId: number) =>
    database.db.select().from(invoiceDocuments).where(eq(invoiceDocuments.orderId, orderId))

  return {
    api,
    register,
    invite,
    company,
    buyerOrders,
    orderRow,
    stock,
    invitationOf,
    invoices,
    get database() {
      return database
    },
    get mailbox() {
      return mailbox
    },
    get client() {
      return client
    },
    get product() {
      return product
    },
  }
}
