import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CartPlan } from '#core/cart/cart-target.ts'
import { AUTH_COOKIE } from '#core/http/cookies.ts'
import type { Database } from '#server/db/client.ts'
import { cartTargets, customers, fairs, orders } from '#server/db/schema/index.ts'
import { requestContext, servicesContext } from '#server/context.ts'
import * as cartRoute from '#app/routes/cart.tsx'
import { SCRIPTED_FIELD } from '#app/lib/forms.ts'
import { testApp } from './app.ts'
import { checkoutClient, type Product } from './checkout-helpers.ts'
import { testDatabases } from './databases.ts'

// FAIR-TGT-1..5 on both databases, with a controllable clock: the deadline API for a fair
// (its last goods-acceptance day, capped by its build-up), the cart's target for a customer
// (set with 'In den Warenkorb', planned per line, dropped by 'clear_target') and for a guest
// (carried by the form, answered back), and the order that keeps its target, latest approval
// moment and promised arrival while the cart starts again without one.

const databases = await testDatabases()

/** The cart action's answer as these tests read it. */
interface CartReply {
  ok: boolean
  message?: string
  summary: { plan: CartPlan | null }
  guest_cart?: unknown
  guest_target?: unknown
}
const GERMANY = 18
// Monday 4 January 2027, 10:00 German time.
const clock = new Date('2027-01-04T09:00:00Z')

const fairRow = {
  key: 'planer-test-2027',
  name: { de: 'Planermesse', en: 'Planner Fair' },
  city: 'Bremen',
  venueName: 'Messe Bremen',
  venueStreet: 'Findorffstraße 101',
  venuePostcode: '28215',
  venueCity: 'Bremen',
  venueCountryId: GERMANY,
  opensOn: '2027-01-20',
  closesOn: '2027-01-22',
  buildUpFrom: '2027-01-15',
  buildUpTo: '2027-01-19',
  buildUpHoursFrom: '07:00',
  buildUpHoursTo: '20:00',
  acceptanceAt: 'venue' as const,
  acceptanceFrom: '2027-01-14',
  // Acceptance runs into the fair; the target is still the last build-up day (decision 0052).
  acceptanceTo: '2027-01-21',
  acceptanceHoursFrom: '08:00',
  acceptanceHoursTo: '16:00',
}

describe.each(databases)('ordering for a fair on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let client: ReturnType<typeof checkoutClient>
  let product: Product
  let fairId: number

  beforeAll(async () => {
    database = await kind.create()
    app = await testApp(database, {}, { now: () => clock })
    client = checkoutClient(app)
    product = (await client.products())[0]!
    const [fair] = await database.db.insert(fairs).values(fairRow).returning()
    fairId = fair!.id
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  const deadline = (query: string, language = 'de') =>
    app.inject({
      method: 'GET',
      url: `/api/v1/user/site/detail-page/product/deadline/${product.productId}?${query}`,
      headers: { 'accept-language': language },
    })

  it('plans for a fair as for its last build-up day at its venue', async () => {
    const byFair = await deadline(`fair_id=${fairId}`)
    expect(byFair.statusCode, byFair.body).toBe(200)
    const byDay = await deadline(`date=2027-01-19&country_id=${GERMANY}`)
    expect(byFair.json().body).toEqual(byDay.json().body)
    expect(byFair.json().body[0].arrives_on <= '2027-01-19').toBe(true)
  })

  it('refuses both kinds of target at once, neither, and an unknown fair', async () => {
    const both = await deadline(`fair_id=${fairId}&date=2027-01-19&country_id=${GERMANY}`)
    expect(both.statusCode).toBe(422)
    expect(both.json().errors.fair_id).toEqual([
      'Bitte wählen Sie eine Messe oder ein Datum mit einem Land.',
    ])
    expect((await deadline('', 'en')).json().errors).toEqual({
      date: ['Please enter the date as YYYY-MM-DD.'],
      country_id: ['Please choose a fair, or a date with a country.'],
    })
    const unknown = await deadline('fair_id=999999', 'en')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe(
      'We do not know this fair (any more). Please choose another one.',
    )
  })

  /** The cart page's action as the browser posts it, with a customer's cookie or as a guest. */
  async function cartPost(fields: Record<string, string>, token?: string) {
    const body = new FormData()
    for (const [name, value] of Object.entries(fields)) body.set(name, value)
    body.set(SCRIPTED_FIELD, '1')
    const request = new Request('http://127.0.0.1/cart', {
      method: 'POST',
      body,
      headers: token ? { cookie: `${AUTH_COOKIE}=${token}` } : {},
    })
    const context = new RouterContextProvider()
    context.set(servicesContext, app.services)
    context.set(requestContext, {
      origin: 'http://127.0.0.1',
      nonce: '',
      locale: 'de',
      ip: '127.0.0.1',
    })
    return (await cartRoute.action({ request, context, params: {} } as never)) as CartReply
  }

  const addFields = (extra: Record<string, string> = {}) => ({
    intent: 'add',
    product_id: String(product.productId),
    combination_id: String(product.combinationId),
    duration_id: String(product.durationId),
    quantity: '1',
    ...extra,
  })

  it('keeps a customer’s target from the add form, plans each line, and drops it on request', async () => {
    const who = await client.customer()
    const [row] = await database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, who.email))
    const answer = await cartPost(addFields({ fair: String(fairId) }), who.token)
    expect(answer.ok, JSON.stringify(answer)).toBe(true)
    const plan = answer.summary.plan!
    expect(plan).toMatchObject({
      target: { fair_id: fairId },
      label: { fair: 'Planermesse', city: 'Bremen' },
      targetOn: '2027-01-19',
      countryId: GERMANY,
    })
    expect(plan.latestApprovalAt).toMatch(/^2027-01-\d\dT\d\d:00:00\+01:00$/)
    expect(plan.lines[`${product.productId}:${product.durationId}`]).toBe(plan.fits)
    expect(await app.services.cartTargets.get(row!.id)).toEqual({ fair_id: fairId })

    // A day the planner refuses is not stored, and the line is not added either.
    const refused = await cartPost(
      addFields({ target_date: '2026-12-01', target_country: String(GERMANY) }),
      who.token,
    ).catch((error: unknown) => error)
    expect(JSON.stringify(refused)).toContain('Vergangenheit')
    expect(await app.services.cartTargets.get(row!.id)).toEqual({ fair_id: fairId })

    const cleared = await cartPost({ intent: 'clear_target' }, who.token)
    expect(cleared.message).toBe('Der Termin wurde entfernt.')
    expect(cleared.summary.plan).toBeNull()
    expect(await app.services.cartTargets.get(row!.id)).toBeUndefined()
  })

  it('answers a guest’s target back to the browser and plans the guest’s lines', async () => {
    const added = await cartPost(
      addFields({ target_date: '2027-02-01', target_country: String(GERMANY) }),
    )
    expect(added.guest_target).toEqual({ date: '2027-02-01', country_id: GERMANY })
    expect(added.summary.plan!.fits).toBe(true)
    // The next post carries it from the browser's storage.
    const read = await cartPost({
      intent: 'preview',
      guest_cart: JSON.stringify(added.guest_cart),
      cart_target: JSON.stringify(added.guest_target),
    })
    expect(read.summary.plan!.targetOn).toBe('2027-02-01')
    const dropped = await cartPost({
      intent: 'clear_target',
      guest_cart: JSON.stringify(added.guest_cart),
      cart_target: JSON.stringify(added.guest_target),
    })
    expect(dropped.guest_target).toBeNull()
    expect(dropped.summary.plan).toBeNull()
  })

  it('places the order with its target, latest approval and promised arrival; the cart forgets it', async () => {
    const who = await client.readyCustomer(product)
    const [row] = await database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, who.email))
    await app.services.cartTargets.set(row!.id, { fair_id: fairId }, 'de')
    const plan = await app.services.cartTargets.planFor({ fair_id: fairId }, [product], 'de')
    const placed = await client.call('/cart/orders/create', {
      method: 'POST',
      token: who.token,
      body: { idempotency_key: randomUUID() },
    })
    expect(placed.statusCode, placed.body).toBe(201)
    const [order] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.json().body.order.id))
    expect(order).toMatchObject({
      fairId,
      targetOn: '2027-01-19',
      targetCountryId: GERMANY,
      promisedArrivalOn: plan!.arrivesOn,
    })
    expect(order!.latestApprovalAt?.toISOString()).toBe(
      new Date(plan!.latestApprovalAt!).toISOString(),
    )
    const left = await database.db
      .select()
      .from(cartTargets)
      .where(eq(cartTargets.customerId, row!.id))
    expect(left).toEqual([])
  })
})
