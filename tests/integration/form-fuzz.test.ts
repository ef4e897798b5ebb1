import { randomBytes } from 'node:crypto'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { coupons, pages, popups, products } from '#server/db/schema/index.ts'
import { STAFF_COOKIE } from '#core/http/cookies.ts'
import { testDatabases } from './databases.ts'
import { type FormRequest, formRequest, formRoutes, type Identity } from './fuzz/form-requests.ts'
import { testStorefront } from './storefront.ts'

// SEC-8, SEC-10, ROUTE-12: every form route of the storefront and the back office, in both
// languages, gets generated posts — the intents and fields the app's forms use with random and
// hostile values, urlencoded and multipart, other content types, none, bodies over the cap, and
// methods no page serves — as a guest, a customer and staff of every role. No answer may be a
// 5xx (and nothing may be logged as an error: tests/integration/setup.ts); a method no page
// serves is a 405, a body that is no form a 415, a body over the cap a 413.

const databases = await testDatabases()
/** Runs per route; FORM_FUZZ_RUNS raises it for a longer local session. */
const RUNS = Number(process.env.FORM_FUZZ_RUNS ?? 10)
/** The whole run per database stops generating new input after this. */
const BUDGET_MS = Number(process.env.FORM_FUZZ_BUDGET_MS ?? 90_000)
const run = randomBytes(4).toString('hex')

describe.each(databases)('fuzzing the pages’ forms on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let close: () => Promise<void>
  const real: Record<string, string[]> = {}
  const cookies: Record<Identity, string> = {
    guest: '',
    customer: '',
    sales: '',
    content: '',
    owner: '',
  }
  let ip = 0
  const remoteAddress = () => `10.71.${(++ip >> 8) & 255}.${ip & 255}`

  /** Fresh logins for every identity but the owner's (an action may have ended them). */
  async function logIn() {
    const customer = await app.inject({
      method: 'POST',
      url: '/api/v1/user/auth/login',
      remoteAddress: remoteAddress(),
      payload: { email: `formfuzz.${run}@example.com`, password: 'Sicher1234' },
    })
    cookies.customer = `nl_session=${customer.json().body.access_token}`
    for (const role of ['sales', 'content'] as const) {
      const login = await app.services.staff.logIn(
        `formfuzz.${role}.${run}@example.com`,
        'Lange-Passphrase-42',
      )
      cookies[role] = `${STAFF_COOKIE}=${login!.token}`
    }
  }

  beforeAll(async () => {
    database = await kind.create()
    ;({ app, close } = await testStorefront(database))
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/user/auth/register',
      remoteAddress: remoteAddress(),
      payload: {
        company: 'Formfuzz GmbH',
        gender: 'female',
        first_name: 'Frieda',
        last_name: 'Zufall',
        address: 'Prüfweg 1',
        postcode: '33602',
        city: 'Bielefeld',
        country_id: 18,
        email: `formfuzz.${run}@example.com`,
        phone: `+49 521 7${run}`,
        password: 'Sicher1234',
        password_confirmation: 'Sicher1234',
      },
    })
    expect(registered.statusCode, registered.body).toBe(201)
    const { staff } = app.services
    for (const role of ['sales', 'content', 'owner'] as const) {
      await staff.create(
        {
          email: `formfuzz.${role}.${run}@example.com`,
          name: `Fuzz ${role}`,
          role,
          password: 'Lange-Passphrase-42',
        },
        null,
      )
    }
    // The owner gives the second factor once; its session is kept for the whole run.
    const owner = (await staff.logIn(`formfuzz.owner.${run}@example.com`, 'Lange-Passphrase-42'))!
    const { secret } = await staff.beginTotpSetup(owner.session.member.id)
    await staff.confirmTotpSetup(owner.session, await generate({ secret }), 'de')
    cookies.owner = `${STAFF_COOKIE}=${owner.token}`
    const ids = async (table: typeof products | typeof coupons | typeof pages | typeof popups) =>
      (await database.db.select({ id: table.id }).from(table).limit(3)).map((row) => String(row.id))
    real.id = [...(await ids(products)), ...(await ids(coupons)), ...(await ids(pages))]
    real.id.push(...(await ids(popups)))
    real.token = ['kein-token', 'a'.repeat(43)]
  })
  afterAll(async () => {
    await close?.()
    await database?.drop()
  })

  async function send(request: FormRequest) {
    const cookie = cookies[request.identity]
    return app.inject({
      method: request.method as 'POST',
      url: request.url,
      remoteAddress: remoteAddress(),
      headers: {
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
        ...(cookie ? { cookie: `${cookie}; consent=v1.s0.m0.e0; popup_seen=1` } : {}),
      },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    })
  }

  it('answers every form route’s generated input without a 5xx', async () => {
    const routes = formRoutes()
    expect(routes).toEqual(
      expect.arrayContaining(['/login', '/en/cart', '/admin/login', '/en/admin/products/:id']),
    )
    // Owner-only pages, the customer's pages and the checkout, in both languages.
    expect(routes).toEqual(expect.arrayContaining(['/en/admin/staff', '/profile/addresses']))
    const failures: string[] = []
    const started = Date.now()
    let sent = 0
    for (const pattern of routes) {
      const remaining = BUDGET_MS - (Date.now() - started)
      if (remaining <= 0) {
        failures.push(`time budget spent before ${pattern}`)
        break
      }
      await logIn()
      const property = fc.asyncProperty(formRequest(pattern, real), async (request) => {
        sent += 1
        const res = await send(request)
        const where = `${request.method} ${request.url.slice(0, 120)} as ${request.identity} (${request.contentType ?? 'no type'})`
        if (res.statusCode >= 500)
          throw new Error(`${res.statusCode} for ${where}: ${res.body.slice(0, 300)}`)
        const refusedPath = request.hostilePath && res.statusCode === 400
        if (request.expect && res.statusCode !== request.expect && !refusedPath) {
          throw new Error(`${res.statusCode} instead of ${request.expect} for ${where}`)
        }
      })
      const result = await fc.check(property, {
        numRuns: RUNS,
        interruptAfterTimeLimit: Math.max(1_000, remaining),
      })
      if (result.failed) {
        const message = result.errorInstance instanceof Error ? result.errorInstance.message : ''
        failures.push(`${pattern} (seed ${result.seed}): ${message.slice(0, 600)}`)
      }
    }
    console.log(
      `form fuzz ${kind.name}: ${sent} requests to ${routes.length} routes in ${Date.now() - started} ms`,
    )
    expect(failures).toEqual([])
  }, 240_000)
})
