import { randomBytes } from 'node:crypto'
import { count } from 'drizzle-orm'
import fc from 'fast-check'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import {
  addresses,
  authTokens,
  bookmarks,
  cartItems,
  checkoutDrafts,
  customers,
  newsletterSubscriptions,
  orderFiles,
  orders,
  passwordResetTokens,
  paymentEvents,
} from '#server/db/schema/index.ts'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'
import { type Operation, operationsOf, type Request, requestFor } from './fuzz/api-requests.ts'

// Every operation of /api/v1/openapi.json gets generated bad input, anonymously and as a
// logged-in customer: wrong types, control characters, lone surrogates, huge numbers and
// strings, deep JSON, malformed JSON, wrong content types, bodies over the cap, methods the path
// does not serve, bad path and query parameters (tests/integration/fuzz/). No answer may be a 5xx,
// a request that carries a defect in what the operation validates (a path parameter, a required
// query parameter, a field of its body) may never succeed, and the shop's rows stay as they were.

const databases = await testDatabases()
/** Runs per operation and identity; FUZZ_RUNS raises it for a longer local session. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60)
/** A phase stops generating new input after this, so the suite stays bounded on a slow machine. */
const PHASE_BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 90_000)

// ---- the rows a bad request must not change ----------------------------------------------------

const watched = {
  customers,
  authTokens,
  passwordResetTokens,
  addresses,
  cartItems,
  bookmarks,
  checkoutDrafts,
  orders,
  orderFiles,
  paymentEvents,
  newsletterSubscriptions,
}

async function rowCounts(database: Database) {
  const counts: Record<string, number> = {}
  for (const [name, table] of Object.entries(watched)) {
    counts[name] = (await database.db.select({ n: count() }).from(table))[0]!.n
  }
  return counts
}

describe.each(databases)('fuzzing the API on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let operations: Operation[]
  let token: string
  let sent = 0
  const run = randomBytes(4).toString('hex')

  beforeAll(async () => {
    database = await kind.create()
    // VIES is never reached with bad input; should it be, it fails at once instead of waiting.
    app = await testApp(database, { VIES_URL: 'http://127.0.0.1:9', VIES_TIMEOUT_MS: '200' })
    operations = operationsOf((await app.inject({ url: '/api/v1/openapi.json' })).json())
    const registered = await app.inject({
      method: 'POST',
      url: '/api/v1/user/auth/register',
      payload: {
        company: 'Fuzz Messebau',
        gender: 'female',
        first_name: 'Frieda',
        last_name: 'Zufall',
        address: 'Prüfweg 1',
        postcode: '33602',
        city: 'Bielefeld',
        country_id: 18,
        email: `fuzz.${run}@example.com`,
        phone: `+49 521 ${run}`,
        password: 'Sicher1234',
        password_confirmation: 'Sicher1234',
      },
    })
    expect(registered.statusCode, registered.body).toBe(201)
    token = registered.json().body.access_token
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  let ip = 0
  async function send(op: Operation, request: Request, loggedIn: boolean) {
    sent += 1
    ip += 1
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': request.language,
    }
    if (loggedIn && request.cookieOnly) {
      headers.cookie = `nl_session=${token}`
      headers['x-requested-with'] = 'XMLHttpRequest'
    } else if (loggedIn) {
      headers.authorization = `Bearer ${token}`
    } else if (request.cookieOnly) {
      headers.cookie = 'nl_session=%00%0D%0A'
    }
    if (request.body?.contentType) headers['content-type'] = request.body.contentType
    const options: InjectOptions = {
      method: request.method as InjectOptions['method'],
      url: request.url,
      headers,
      // A fresh address per request: the login and registration limits must not hide the
      // validation behind a 429.
      remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
      ...(request.body ? { payload: request.body.payload } : {}),
    }
    return app.inject(options)
  }

  async function fuzz(loggedIn: boolean) {
    const failures: string[] = []
    const started = Date.now()
    const phaseStart = sent
    const served = new Map<string, Set<string>>()
    for (const op of operations)
      served.set(op.path, (served.get(op.path) ?? new Set()).add(op.method))
    for (const op of operations) {
      // Logging out would end the session the rest of the phase runs with.
      if (loggedIn && op.path === '/user/auth/logout') continue
      const remaining = PHASE_BUDGET_MS - (Date.now() - started)
      if (remaining <= 0) {
        failures.push(`time budget spent before ${op.method} ${op.path}`)
        break
      }
      const property = fc.asyncProperty(requestFor(op, served.get(op.path)!), async (request) => {
        const res = await send(op, request, loggedIn)
        const where = `${request.method} ${request.url.slice(0, 200)}`
        if (res.statusCode >= 500) throw new Error(`${res.statusCode} for ${where}: ${res.body}`)
        const defect = request.defect || request.body?.defect === true
        if (defect && res.statusCode < 400) {
          throw new Error(`${res.statusCode} for bad input to ${where}: ${res.body.slice(0, 300)}`)
        }
        if (res.statusCode >= 400) {
          const answer = res.json() as { message?: unknown }
          if (typeof answer.message !== 'string') {
            throw new Error(`${res.statusCode} without a message for ${where}: ${res.body}`)
          }
        }
      })
      const result = await fc.check(property, {
        numRuns: RUNS,
        interruptAfterTimeLimit: Math.max(1_000, remaining),
      })
      if (result.failed) {
        const message = result.errorInstance instanceof Error ? result.errorInstance.message : ''
        const example = JSON.stringify(result.counterexample?.[0])?.slice(0, 400)
        failures.push(
          `${op.method} ${op.path} (seed ${result.seed}): ${message.slice(0, 600)} <- ${example}`,
        )
      }
    }
    console.log(
      `fuzz ${kind.name} ${loggedIn ? 'customer' : 'anonymous'}: ${sent - phaseStart} requests to ${operations.length} operations in ${Date.now() - started} ms`,
    )
    return failures
  }

  it('answers anonymous bad input with a 4xx and changes nothing', async () => {
    const before = await rowCounts(database)
    expect(await fuzz(false)).toEqual([])
    expect(await rowCounts(database)).toEqual(before)
  }, 180_000)

  it('answers a customer’s bad input with a 4xx and changes nothing', async () => {
    const profile = await app.inject({
      url: '/api/v1/user/dashboard/profile/fetch',
      headers: { authorization: `Bearer ${token}` },
    })
    // The account's own newsletter subscribe and unsubscribe take no input: they may change
    // its subscription, and nothing else.
    const { newsletterSubscriptions: _n, ...before } = await rowCounts(database)
    expect(await fuzz(true)).toEqual([])
    const { newsletterSubscriptions: _m, ...after } = await rowCounts(database)
    expect(after).toEqual(before)
    const again = await app.inject({
      url: '/api/v1/user/dashboard/profile/fetch',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(profile.json())
  }, 180_000)
})
