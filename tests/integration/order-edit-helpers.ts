import { randomUUID } from 'node:crypto'
import { asc, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'
import { checkoutTotals } from '#core/checkout-totals/checkout-totals.ts'
import { vatIdStatusOf } from '#core/orders/order-edit.ts'
import type { PriceLine } from '#core/pricing/pricing.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import type { OrderEdit, OrderEditInput } from '#core/validation/admin-order-edit.ts'
import type { Database } from '#server/db/client.ts'
import {
  auditLog,
  invoiceDocuments,
  orderEvents,
  orderItems,
  orderPackages,
  orders,
  productCombinations,
} from '#server/db/schema/index.ts'
import type { Services } from '#server/services.ts'
import { testApp } from './app.ts'
import { type Product, checkoutClient } from './checkout-helpers.ts'
import type { testDatabases } from './databases.ts'
import { startMailbox } from './mailbox.ts'

// What the order edit files (order-edit*.test.ts) share: the shop on one database with a
// mailbox, staff of each role, orders placed through the checkout, and the totals checkoutTotals
// gives for an order as it is stored (the edit must store exactly these).

export type Edit = OrderEdit

export function orderEditSuite(kind: Awaited<ReturnType<typeof testDatabases>>[number]) {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance & { services: Services }
  let mailbox: Awaited<ReturnType<typeof startMailbox>>
  let client: ReturnType<typeof checkoutClient>
  let products: Product[] = []
  const members: Record<'owner' | 'sales' | 'production', StaffMember> = {} as never

  beforeAll(async () => {
    database = await kind.create()
    mailbox = await startMailbox()
    app = (await testApp(database, {
      SMTP_URL: mailbox.url,
      PUBLIC_URL: 'https://shop.example',
    })) as typeof app
    client = checkoutClient(app)
    products = await client.products()
    for (const role of ['owner', 'sales', 'production'] as const) {
      members[role] = (
        await app.services.staff.create(
          { email: `edit-${role}-${randomUUID()}@example.com`, name: `Edit ${role}`, role },
          null,
        )
      ).member
    }
  })
  afterAll(async () => {
    await app?.close()
    await mailbox?.close()
    await database?.drop()
  })

  const db = () => database.db

  /** An order placed through the checkout: one line, or one line per German address. */
  async function place(
    options: {
      payment?: Record<string, unknown>
      locale?: 'de' | 'en'
      quantity?: number
      /** Cities of a multi-address order, one shipment each (product i for shipment i). */
      shipments?: string[]
    } = {},
  ) {
    const payment = options.payment ?? { paymentMethod: 'invoice' }
    let who: { token: string; email: string }
    if (!options.shipments) {
      who = await client.readyCustomer(products[0]!, payment, options.quantity ?? 1)
    } else {
      who = await client.customer()
      const shippings = []
      let billing = 0
      for (const [index, city] of options.shipments.entries()) {
        const addressId = await client.address(who.token, 18, city)
        billing ||= addressId
        const lineId = await client.addToCart(who.token, products[index]!, options.quantity ?? 1)
        shippings.push({ addressId, postMethod: 'dhl-standard', cartItemIds: [lineId] })
      }
      const saved = await client.saveShipping(who.token, {
        billingAddressId: billing,
        mode: 'multiple',
        shippings,
      })
      expect(saved.statusCode, saved.body).toBe(200)
      const paid = await client.savePayment(who.token, payment)
      expect(paid.statusCode, paid.body).toBe(200)
    }
    const res = await client.call('/cart/orders/create', {
      method: 'POST',
      token: who.token,
      locale: options.locale ?? 'de',
      body: { idempotency_key: randomUUID() },
    })
    expect(res.statusCode, res.body).toBe(201)
    return { email: who.email, orderId: res.json().body.order.id as number }
  }

  async function stored(orderId: number) {
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId))
    const packages = await db()
      .select()
      .from(orderPackages)
      .where(eq(orderPackages.orderId, orderId))
      .orderBy(asc(orderPackages.number))
    const items = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id))
    return { order: order!, packages, items }
  }

  /** TOT-12: checkoutTotals on the order as stored, with the shop's settings of now. */
  async function expectedTotals(orderId: number) {
    const { order, packages, items } = await stored(orderId)
    const shop = await app.services.settings.get()
    const countries = (await app.services.countries.search('', 'de', 1, 1000)).data
    const line = (item: (typeof items)[number]): PriceLine => ({
      quantity: item.quantity,
      tier: null,
      productPriceCents: item.unitCents,
      baseUnitCents: item.unitCents,
      surchargeCents: 0,
      servicesCents: 0,
      unitCents: item.unitCents,
      totalCents: item.totalCents,
    })
    let next = 0
    return checkoutTotals({
      items: packages.flatMap((pkg) => items.filter((i) => i.packageId === pkg.id).map(line)),
      packages: packages.map((pkg) => {
        const country = countries.find((c) => c.code === pkg.countryCode)!
        return {
          destination: { code: country.code, taxRequired: country.taxRequired, isEu: country.isEu },
          postPriceCents: pkg.postPriceCents,
          itemIndexes: items.filter((i) => i.packageId === pkg.id).map(() => next++),
        }
      }),
      taxPercent: order.taxPercent,
      freeShippingAboveCents: shop.freeShippingAboveCents,
      freeShippingCountries: shop.freeShippingCountries,
      couponPercent: order.couponPercent,
      paymentMethod: order.paymentMethod,
      multiAddress: order.multiAddress,
      vatId: vatIdStatusOf(order.vatId, order.vatIdConfirmation),
    })
  }

  /** One change by `member`, at the order's current version. */
  async function edit(
    orderId: number,
    change: Edit,
    member: StaffMember = members.sales,
    locale: 'de' | 'en' = 'de',
  ) {
    const { order } = await stored(orderId)
    return app.services.orderEdit.edit(
      member,
      orderId,
      { ...change, version: order.version } as OrderEditInput,
      locale,
    )
  }

  const stockOf = async (combinationId: number) =>
    (
      await db()
        .select({ stock: productCombinations.stock })
        .from(productCombinations)
        .where(eq(productCombinations.id, combinationId))
    )[0]!.stock

  const documentsOf = (orderId: number) =>
    db()
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.orderId, orderId))
      .orderBy(asc(invoiceDocuments.id))

  const eventsOf = (orderId: number) =>
    db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId))

  const auditOf = async (orderId: number) =>
    (
      await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.objectId, String(orderId)))
        .orderBy(desc(auditLog.id))
    ).filter((row) => row.action === 'order.update')

  return {
    members,
    place,
    stored,
    expectedTotals,
    edit,
    stockOf,
    documentsOf,
    eventsOf,
    auditOf,
    get products() {
      return products
    },
    get services() {
      return app.services
    },
    get mailbox() {
      return mailbox
    },
    get db() {
      return database.db
    },
  }
}

/** The address fields of the edit forms (the address book's names). */
export const address = (overrides: Record<string, unknown> = {}) => ({
  company: 'Hafenmesse GmbH',
  first_name: 'Ole',
  last_name: 'Petersen',
  address: 'Kaistraße 9',
  postcode: '24103',
  city: 'Kiel',
  country_id: 18,
  phone: '+49 431 555',
  is_default_billing: false,
  is_default_shipping: false,
  ...overrides,
})
