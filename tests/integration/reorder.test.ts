import { randomUUID } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { simpleParser } from 'mailparser'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import {
  cartItems,
  mailOutbox,
  orderEvents,
  orderFiles,
  orderItems,
  orders,
  printChecks,
  productCombinations,
  products,
} from '#server/db/schema/index.ts'
import type { Services } from '#server/services.ts'
import { reorderSchema } from '#core/validation/reorder.ts'
import { testApp } from './app.ts'
import { type Product, checkoutClient } from './checkout-helpers.ts'
import { testDatabases } from './databases.ts'
import { PDF } from './invoices-helpers.ts'
import { multipart } from './multipart.ts'

// REORD-1..REORD-6 through the API on both databases: an order's lines go into the cart at
// today's prices (a changed price and a product no longer sold said per line), another
// customer's order or line is never reached, the approved print files are copied to the next
// order's line and checked again, and the customer confirms them in one step.

const databases = await testDatabases()

describe.each(databases)('reorders on $name', { timeout: 120_000 }, (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance & { services: Services }
  let dataDir: string
  let client: ReturnType<typeof checkoutClient>
  let catalog: Product[]

  beforeAll(async () => {
    database = await kind.create()
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-reorder-'))
    app = (await testApp(database, { DATA_DIR: dataDir })) as typeof app
    client = checkoutClient(app)
    catalog = await client.products()
    expect(catalog.length).toBeGreaterThanOrEqual(2)
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
    await rm(dataDir, { recursive: true, force: true })
  })

  const db = () => database.db
  const reorder = (token: string, orderId: number, body: unknown, locale: 'de' | 'en' = 'en') =>
    app.inject({
      method: 'POST',
      url: `/api/v1/user/dashboard/orders/${orderId}/reorder`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': locale },
      payload: body as object,
    })
  const customerId = async (token: string) =>
    (await app.services.auth.authenticate(token))!.customer.id

  const cartRows = async (token: string) =>
    db()
      .select()
      .from(cartItems)
      .where(eq(cartItems.customerId, await customerId(token)))

  /** Places the customer's cart (every line to one address, on invoice); answers the order id. */
  async function place(token: string, addressId: number): Promise<number> {
    const ids = (await cartRows(token)).map((row) => row.id)
    const shipping = await client.saveShipping(token, {
      billingAddressId: addressId,
      mode: 'same',
      shippings: [{ addressId, postMethod: 'dhl-standard', cartItemIds: ids }],
    })
    expect(shipping.statusCode, shipping.body).toBe(200)
    const payment = await client.savePayment(token, { paymentMethod: 'invoice' })
    expect(payment.statusCode, payment.body).toBe(200)
    const res = await client.call('/cart/orders/create', {
      method: 'POST',
      token,
      body: { idempotency_key: randomUUID() },
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json().body.order.id
  }

  /** A customer with an order of two lines (2 × A with a print file, 1 × B), proof approved. */
  async function earlierOrder(approved = true) {
    const who = await client.customer()
    const addressId = await client.address(who.token)
    await client.addToCart(who.token, catalog[0]!, 2)
    await client.addToCart(who.token, catalog[1]!, 1)
    const orderId = await place(who.token, addressId)
    const items = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.id)
    const lineA = items.find((item) => item.productId === catalog[0]!.productId)!
    const lineB = items.find((item) => item.productId === catalog[1]!.productId)!
    const body = multipart([
      { name: 'order_item_id', data: String(lineA.id) },
      { name: 'file', filename: 'rollup.pdf', data: PDF },
    ])
    const upload = await app.inject({
      method: 'POST',
      url: `/api/v1/user/dashboard/invoices/images/upload/${orderId}`,
      headers: { authorization: `Bearer ${who.token}`, 'accept-language': 'en', ...body.headers },
      payload: body.payload,
    })
    expect(upload.statusCode, upload.body).toBe(200)
    if (approved) {
      // Staff released the data and the customer approved the proof; the order was delivered.
      await db()
        .update(orders)
        .set({ workState: 'completed', proofApprovedAt: new Date(), proofApprovedIp: '10.0.0.1' })
        .where(eq(orders.id, orderId))
    }
    return { ...who, addressId, orderId, lineA, lineB, fileId: upload.json().body.id as number }
  }

  it('adds the lines at today’s price, says which price changed and what is no longer sold', async () => {
    const earlier = await earlierOrder()
    const [combination] = await db()
      .select()
      .from(productCombinations)
      .where(eq(productCombinations.id, catalog[0]!.combinationId))
    // The price list changed since: product A costs 10 € more, product B is no longer sold.
    await db()
      .update(productCombinations)
      .set({ priceCents: combination!.priceCents + 1_000 })
      .where(eq(productCombinations.id, combination!.id))
    await db()
      .update(products)
      .set({ isActive: false })
      .where(eq(products.id, catalog[1]!.productId))
    app.services.catalog.clearCache()
    try {
      const res = await reorder(earlier.token, earlier.orderId, {}, 'de')
      expect(res.statusCode, res.body).toBe(200)
      const body = res.json().body
      expect(res.json().message).toBe('1 Position wurde in den Warenkorb gelegt.')
      expect(body.added).toHaveLength(1)
      expect(body.added[0]).toMatchObject({
        order_item_id: earlier.lineA.id,
        code: 'price_changed',
        quantity: 2,
        ordered_unit_cents: earlier.lineA.unitCents,
        with_files: false,
      })
      expect(body.added[0].unit_cents).toBeGreaterThan(earlier.lineA.unitCents)
      expect(body.added[0].message).toContain('Der Preis hat sich geändert')
      expect(body.not_added).toEqual([
        expect.objectContaining({
          order_item_id: earlier.lineB.id,
          code: 'not_sold',
          unit_cents: null,
          message: `„${earlier.lineB.productTitle}“ wird in dieser Ausführung nicht mehr angeboten und wurde nicht hinzugefügt.`,
        }),
      ])
      const rows = await cartRows(earlier.token)
      expect(rows).toEqual([
        expect.objectContaining({
          productId: catalog[0]!.productId,
          quantity: 2,
          reorderOfItemId: null,
        }),
      ])
      // The cart prices it today: its unit price is the one the answer named.
      const cart = (await client.call('/cart/fetch', { token: earlier.token })).json().body
      expect(JSON.stringify(cart)).toContain(String(body.added[0].unit_cents))
      // A quantity the cart no longer allows (50 at most per line) is said, not stored.
      await db().update(cartItems).set({ quantity: 49 }).where(eq(cartItems.id, rows[0]!.id))
      const again = await reorder(earlier.token, earlier.orderId, { items: [earlier.lineA.id] })
      expect(again.json().body.not_added[0]).toMatchObject({ code: 'quantity_not_allowed' })
      expect(again.json().message).toBe('No line of the order could be put into the cart.')
      expect((await cartRows(earlier.token))[0]!.quantity).toBe(49)
    } finally {
      await db()
        .update(productCombinations)
        .set({ priceCents: combination!.priceCents })
        .where(eq(productCombinations.id, combination!.id))
      await db()
        .update(products)
        .set({ isActive: true })
        .where(eq(products.id, catalog[1]!.productId))
      app.services.catalog.clearCache()
    }
  })

  it('documents the body with the one schema that runs, and answers in the request’s language', async () => {
    const doc = (await app.inject({ url: '/api/v1/openapi.json' })).json()
    const body =
      doc.paths['/user/dashboard/orders/{id}/reorder'].post.requestBody.content['application/json']
        .schema
    expect(Object.keys(body.properties).sort()).toEqual(Object.keys(reorderSchema.shape).sort())
    expect(body.required ?? []).toEqual([])
    const earlier = await earlierOrder()
    const de = await reorder(earlier.token, earlier.orderId, { items: [] }, 'de')
    expect(de.json()).toEqual({
      message: 'Bitte korrigieren Sie die Fehler, bevor Sie das Formular absenden.',
      errors: { items: ['Bitte wählen Sie mindestens eine Position der Bestellung.'] },
    })
  })

  it('answers 404 for another customer’s order and 422 for lines not of the order', async () => {
    const earlier = await earlierOrder()
    const other = await earlierOrder()
    const foreign = await reorder(other.token, earlier.orderId, {})
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json()).toEqual({ message: expect.any(String) })
    // A tampered body naming another customer's line pulls nothing into the cart.
    const before = (await cartRows(other.token)).length
    const tampered = await reorder(other.token, other.orderId, {
      items: [other.lineA.id, earlier.lineA.id],
      with_files: true,
    })
    expect(tampered.statusCode).toBe(422)
    expect(tampered.json()).toEqual({
      message: 'Please correct the errors before submitting the form.',
      errors: { items: ['This line does not belong to the order.'] },
    })
    expect(await cartRows(other.token)).toHaveLength(before)
    for (const body of [{ items: [] }, { items: ['x'] }, { items: [0] }, { with_files: 'yes' }]) {
      const bad = await reorder(other.token, other.orderId, body)
      expect(bad.statusCode, JSON.stringify(body)).toBe(422)
    }
    const unknown = await reorder(other.token, 2_000_000_000, {})
    expect(unknown.statusCode).toBe(404)
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/v1/user/dashboard/orders/${other.orderId}/reorder`,
      payload: {},
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('carries the approved files to the new order, checks them again and confirms them in one step', async () => {
    const earlier = await earlierOrder()
    const res = await reorder(earlier.token, earlier.orderId, {
      items: [earlier.lineA.id],
      with_files: true,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().body.added[0]).toMatchObject({ code: 'added', with_files: true })
    expect(res.json().body.added[0].message).toContain('The print data of the order goes with it.')
    expect((await cartRows(earlier.token))[0]!.reorderOfItemId).toBe(earlier.lineA.id)

    const orderId = await place(earlier.token, earlier.addressId)
    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, orderId))
    expect(line!.reorderOfItemId).toBe(earlier.lineA.id)
    // The confirmation names the order the print data came from.
    const [earlierRow] = await db().select().from(orders).where(eq(orders.id, earlier.orderId))
    const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId))
    expect((await simpleParser(mail!.raw)).text).toContain(
      `Print data from order #${earlierRow!.number}`,
    )
    const files = await db().select().from(orderFiles).where(eq(orderFiles.orderId, orderId))
    expect(files).toEqual([
      expect.objectContaining({
        orderItemId: line!.id,
        carriedFromFileId: earlier.fileId,
        originalName: 'rollup.pdf',
        sizeBytes: PDF.length,
      }),
    ])
    const [old] = await db().select().from(orderFiles).where(eq(orderFiles.id, earlier.fileId))
    // A stored copy of its own: the earlier order keeps its file whatever the new one does.
    expect(files[0]!.storedName).not.toBe(old!.storedName)
    const stored = await readdir(path.join(dataDir, 'uploads'))
    expect(stored).toEqual(expect.arrayContaining([files[0]!.storedName, old!.storedName]))

    // Checked again by the worker, against today's thresholds of the new line.
    const check = async () => {
      const deadline = Date.now() + 90_000
      for (;;) {
        const [row] = await db()
          .select()
          .from(printChecks)
          .where(eq(printChecks.fileId, files[0]!.id))
        if (row?.state === 'done') return row
        if (Date.now() > deadline) throw new Error('the carried file was not checked')
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    }
    const checked = await check()
    expect(checked.orderId).toBe(orderId)
    expect(checked.level).not.toBeNull()

    const detail = await app.inject({
      method: 'GET',
      url: `/api/v1/user/dashboard/invoices/fetch/${orderId}`,
      headers: { authorization: `Bearer ${earlier.token}`, 'accept-language': 'de' },
    })
    const item = detail.json().body.packages[0].items[0]
    expect(item.reorderOf).toBe(
      (await db().select().from(orders).where(eq(orders.id, earlier.orderId)))[0]!.number,
    )
    expect(item.files[0].carried).toBe(true)

    const confirm = () =>
      app.services.reorderFiles.confirm(files[0]!.customerId, orderId, '10.9.8.7', 'en')
    // The empty test PDF fails today's check: nothing to confirm, new data is needed.
    await db()
      .update(printChecks)
      .set({ level: 'error' })
      .where(eq(printChecks.fileId, files[0]!.id))
    await expect(confirm()).rejects.toMatchObject({
      kind: 'conflict',
      message: 'The carried print data cannot be confirmed (yet).',
    })
    // Another customer cannot confirm it.
    await expect(
      app.services.reorderFiles.confirm(
        await customerId((await client.customer()).token),
        orderId,
        '1.1.1.1',
        'en',
      ),
    ).rejects.toMatchObject({ kind: 'not_found' })

    // A file that passed today's check is confirmed with data and proof in one step.
    await db()
      .update(printChecks)
      .set({ level: 'pass' })
      .where(eq(printChecks.fileId, files[0]!.id))
    const approved = await confirm()
    expect(approved.proofApprovedAt).toBeInstanceOf(Date)
    const [placed] = await db().select().from(orders).where(eq(orders.id, orderId))
    expect(placed).toMatchObject({ workState: 'proof_approved', proofApprovedIp: '10.9.8.7' })
    const steps = await db()
      .select({ from: orderEvents.fromState, to: orderEvents.toState })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'work')))
    expect(steps).toEqual([
      { from: 'new', to: 'print_data_checked' },
      { from: 'print_data_checked', to: 'proof_approved' },
    ])
    // A second press answers the first approval.
    expect((await confirm()).proofApprovedAt).toEqual(approved.proofApprovedAt)
  })

  it('carries no files of an order whose proof was never approved, and says so', async () => {
    const earlier = await earlierOrder(false)
    const res = await reorder(earlier.token, earlier.orderId, { with_files: true })
    expect(res.statusCode, res.body).toBe(200)
    const added = res.json().body.added
    expect(added.every((line: { with_files: boolean }) => !line.with_files)).toBe(true)
    expect(added[0].message).toContain('was never approved')
    expect((await cartRows(earlier.token)).every((row) => row.reorderOfItemId === null)).toBe(true)
    // Even a cart line pointed at the line by hand carries nothing: the proof was not approved.
    const rows = await cartRows(earlier.token)
    await db()
      .update(cartItems)
      .set({ reorderOfItemId: earlier.lineA.id })
      .where(eq(cartItems.id, rows.find((row) => row.productId === catalog[0]!.productId)!.id))
    const orderId = await place(earlier.token, earlier.addressId)
    expect(await db().select().from(orderFiles).where(eq(orderFiles.orderId, orderId))).toEqual([])
  })
})
