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

// Every operation of /api/v1/openapi.json gets generated bad input, anonymously and as a
// logged-in customer: wrong types, control characters, huge numbers and strings, deep JSON,
// malformed JSON, wrong content types, bad path and query parameters. No answer may be a 5xx,
// a request that carries a defect in what the operation validates (a path parameter, a required
// query parameter, a field of its body) may never succeed, and the shop's rows stay as they were.

const databases = await testDatabases()
/** Runs per operation and identity; FUZZ_RUNS raises it for a longer local session. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60)
/** A phase stops generating new input after this, so the suite stays bounded on a slow machine. */
const PHASE_BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 40_000)

// ---- the operations, read from the OpenAPI document -------------------------------------------

interface JsonSchema {
  type?: string | string[]
  anyOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
}
interface Parameter {
  name: string
  in: 'path' | 'query'
  required?: boolean
  schema?: JsonSchema
}
interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  parameters: Parameter[]
  body?: JsonSchema
  multipart: boolean
}

function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return 'unknown'
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null') ?? 'unknown'
  if (schema.type) return schema.type
  const inner = schema.anyOf?.find((s) => typeOf(s) !== 'null')
  return inner ? typeOf(inner) : 'unknown'
}

function operationsOf(doc: {
  paths: Record<string, Record<string, Record<string, unknown>>>
}): Operation[] {
  const list: Operation[] = []
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> })
        ?.content
      list.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: (op.parameters as Parameter[] | undefined) ?? [],
        body: content?.['application/json']?.schema,
        multipart: Boolean(content?.['multipart/form-data']),
      })
    }
  }
  return list
}

// ---- generated bad input -----------------------------------------------------------------------

const controlCharacter = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u007f',
  '\r\n',
  '\n',
  '\t',
)
const withControlCharacter = fc
  .tuple(fc.string({ maxLength: 12 }), controlCharacter, fc.string({ maxLength: 12 }))
  .map(([a, c, b]) => a + c + b)
/** A control character even a multi-line text (a comment) refuses. */
const withRefusedCharacter = fc
  .tuple(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('\u0000', '\u0001', '\u0007', '\b', '\u000b', '\u000c', '\u001b', '\u007f'),
    fc.string({ maxLength: 12 }),
  )
  .map(([a, c, b]) => a + c + b)
const hugeString = fc.constantFrom(5_000, 100_000).map((n) => 'ä'.repeat(n))
const anyText = fc.string({ unit: 'binary', maxLength: 40 })
const hugeNumber = fc.constantFrom(
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  -(2 ** 31) - 1,
)
/** Never a valid id, quantity or page: not a positive whole number that fits an int32. */
const badNumberText = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '2147483648',
    '99999999999999999999',
    '1.5',
    '1e400',
    'Infinity',
    'NaN',
    'abc',
    '--1',
    '١٢',
    ' ',
  ),
  withControlCharacter,
  fc.constant('9'.repeat(5_000)),
)
/** Never a valid text parameter: a control character or far too long. */
const badText = fc.oneof(withControlCharacter, hugeString)

/** A value a JSON field of this type refuses, whatever its other rules. */
function defectFor(type: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return fc.oneof(withRefusedCharacter, hugeString, hugeNumber, fc.constant({}))
    case 'integer':
    case 'number':
      return fc.oneof(
        hugeNumber,
        fc.constantFrom(-1, 0, 1.5, -0.5, 'abc', null, {}, [], '1e400'),
        withRefusedCharacter,
      )
    case 'boolean':
      return fc.constantFrom('yes', 2, null, {}, [], '\u0000')
    case 'array':
      return fc.oneof(fc.constantFrom('x', 5, {}, null), withRefusedCharacter)
    default:
      return fc.oneof(fc.constantFrom('x', 5, null, []), withRefusedCharacter)
  }
}

/** Any value a field might get: sensible, wrong or hostile. */
const anyValue = fc.oneof(
  anyText,
  withControlCharacter,
  hugeNumber,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
)

/** Deeply nested arrays, or objects nested under a field's own name (an unknown one is dropped). */
const deepJson = (key: string) =>
  fc
    .tuple(fc.constantFrom(1_000, 50_000), fc.constantFrom('[', `{${JSON.stringify(key)}:`))
    .map(([depth, open]) => open.repeat(depth) + 'null' + (open === '[' ? ']' : '}').repeat(depth))

/**
 * A valid value per field name, so that one changed field is the only thing wrong with a body
 * and the request gets past the other fields' rules into the service. `n` keeps e-mails apart
 * (the per-account limits would otherwise answer 429 before any validation).
 */
function validValue(name: string, n: number): unknown {
  const values: Record<string, unknown> = {
    company: 'Fuzz Messebau',
    gender: 'male',
    first_name: 'Frieda',
    last_name: 'Zufall',
    address: 'Prüfweg 1',
    postcode: '33602',
    city: 'Bielefeld',
    country_id: 18,
    phone: `+49 521 9${n}`,
    email: `fuzz.${n}@example.com`,
    password: 'Sicher1234',
    password_confirmation: 'Sicher1234',
    current_password: 'Sicher1234',
    is_default_billing: false,
    is_default_shipping: false,
    quantity: 1,
    combination_id: 1,
    duration_id: 1,
    services: [],
    items: [{ product_id: 1, combination_id: 1, duration_id: 1, services: [], quantity: 1 }],
    billingAddressId: 1,
    mode: 'same',
    shippings: [{ addressId: 1, postMethod: null, cartItemIds: [1] }],
    paymentMethod: 'invoice',
    couponCode: null,
    vatId: null,
    confirmWithoutVatId: false,
    comments: 'Halle 3\nStand 12',
    termsAccepted: true,
    payment_method: 'invoice',
    coupon_code: 'MESSE10',
    code: 'MESSE10',
    ust_id: 'DE123456789',
    idempotency_key: `fuzz-key-${n}`,
  }
  return name in values ? values[name] : 'x'
}

/** An id that fits the database but names nothing: the service must say so with a 4xx. */
const unknownId = fc.constantFrom(2_147_483_647, 987_654, 424_242)

interface Body {
  contentType?: string
  payload: string
  /** The body has a defect its operation's schema must refuse. */
  defect: boolean
}

const json = (value: unknown) => JSON.stringify(value) ?? 'null'

/** A body with at least one defect in a named field, or no object at all. */
function badBody(schema: JsonSchema | undefined): fc.Arbitrary<Body> {
  const properties = Object.entries(schema?.properties ?? {})
  const asJson = (payload: string): Body => ({
    contentType: 'application/json',
    payload,
    defect: schema !== undefined,
  })
  const kinds: fc.Arbitrary<Body>[] = [
    fc
      .jsonValue({ maxDepth: 3 })
      .filter((v) => typeof v !== 'object' || v === null || Array.isArray(v))
      .map((v) => asJson(json(v))),
    deepJson(properties[0]?.[0] ?? 'a').map(asJson),
    fc.constantFrom('{"a":', '{', '[1,]', "{'a':1}", '\u0000', 'nul').map(asJson),
    fc
      .tuple(
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'application/xml',
          'multipart/form-data; boundary=zz',
          'application/json; charset=utf-16',
          'application/octet-stream',
        ),
        fc.oneof(anyText, fc.constant('a=b&c=%00')),
      )
      .map(([contentType, payload]) => ({ contentType, payload, defect: schema !== undefined })),
  ]
  if (properties.length > 0) {
    const defectAt = fc
      .nat(properties.length - 1)
      .chain((i) =>
        defectFor(typeOf(properties[i]![1])).map((value) => [properties[i]![0], value] as const),
      )
    const base = (n: number) =>
      Object.fromEntries(properties.map(([name]) => [name, validValue(name, n)]))
    // A valid body with one defect: the defect alone must be refused.
    kinds.push(
      fc
        .tuple(fc.nat(), defectAt)
        .map(([n, [name, value]]) => asJson(json({ ...base(n), [name]: value }))),
    )
    // A valid body whose id names nothing: no defect to the schema, but never a 5xx.
    const ids = properties.filter(([, field]) => typeOf(field) === 'integer')
    if (ids.length > 0) {
      kinds.push(
        fc
          .tuple(fc.nat(), fc.constantFrom(...ids.map(([name]) => name)), unknownId)
          .map(([n, name, id]) => ({ ...asJson(json({ ...base(n), [name]: id })), defect: false })),
      )
    }
    const fields = properties.map(([name, field]) =>
      fc
        .option(fc.oneof(anyValue, defectFor(typeOf(field))), { nil: undefined })
        .map((value) => [name, value] as const),
    )
    kinds.push(
      fc
        .tuple(fc.tuple(...fields), defectAt, fc.dictionary(anyText, anyValue, { maxKeys: 3 }))
        .map(([values, [name, value], extra]) =>
          asJson(
            json({
              ...extra,
              ...Object.fromEntries(values.filter(([, v]) => v !== undefined)),
              [name]: value,
            }),
          ),
        ),
    )
  }
  return fc.oneof(...kinds)
}

/** A path or query value as it goes into the URL; a lone surrogate cannot be encoded. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return '%ED%A0%80'
  }
}

interface Request {
  url: string
  body?: Body
  language: string
  /** Defects in the path or the required query. */
  defect: boolean
  cookieOnly: boolean
}

function requestFor(op: Operation): fc.Arbitrary<Request> {
  const pathParams = op.parameters.filter((p) => p.in === 'path')
  const queryParams = op.parameters.filter((p) => p.in === 'query')
  const badParam = (p: Parameter) =>
    typeOf(p.schema) === 'integer' || typeOf(p.schema) === 'number' ? badNumberText : badText
  const rawEscape = fc.constantFrom('%', '%zz', '%E0%A4%A', '%C0%80', '%2F..%2F', '%00')
  const isNumber = (p: Parameter) => ['integer', 'number'].includes(typeOf(p.schema))
  // A parameter is bad (a defect) or valid but naming nothing (then only a 5xx is a failure).
  const pathValue = (p: Parameter) =>
    fc.oneof(
      { weight: 4, arbitrary: badParam(p).map((v) => ({ text: encode(v), bad: true })) },
      { weight: 1, arbitrary: rawEscape.map((text) => ({ text, bad: true })) },
      {
        weight: 2,
        arbitrary: (isNumber(p) ? unknownId.map(String) : fc.constant('kein-solcher-slug')).map(
          (text) => ({ text, bad: false }),
        ),
      },
    )
  const path = fc.tuple(...pathParams.map(pathValue)).map((values) => {
    let i = 0
    return {
      text: op.path.replace(/\{\w+\}/g, () => values[i++]?.text ?? ''),
      bad: values.some((v) => v.bad),
    }
  })
  const validQuery = (p: Parameter) =>
    isNumber(p) ? fc.constantFrom('1', '2') : fc.constantFrom('rollup', '0', 'position', 'a')
  const query = fc
    .tuple(
      ...queryParams.map((p) =>
        p.required
          ? badParam(p).map((v) => [p.name, [v]] as const)
          : fc
              .oneof(
                { weight: 3, arbitrary: fc.constant(undefined) },
                { weight: 2, arbitrary: validQuery(p).map((v) => [v]) },
                { weight: 2, arbitrary: badParam(p).map((v) => [v]) },
                {
                  weight: 1,
                  arbitrary: fc.array(fc.oneof(anyText, validQuery(p)), {
                    minLength: 1,
                    maxLength: 2,
                  }),
                },
              )
              .map((v) => [p.name, v] as const),
      ),
      fc.option(fc.constantFrom('__proto__=x', 'constructor[prototype][a]=1', 'a=%00', 'b=%'), {
        nil: undefined,
      }),
    )
    .map(([...parts]) => {
      const extra = parts.pop() as string | undefined
      const pairs = (parts as (readonly [string, string[] | undefined])[]).flatMap(
        ([name, values]) => (values ?? []).map((v) => `${encode(name)}=${encode(v)}`),
      )
      if (extra) pairs.push(extra)
      return pairs.length > 0 ? `?${pairs.join('&')}` : ''
    })
  const body: fc.Arbitrary<Body | undefined> =
    op.body !== undefined
      ? badBody(op.body)
      : op.method === 'GET'
        ? fc.constant(undefined)
        : fc.option(badBody(undefined), { nil: undefined })
  return fc
    .record({
      path,
      query,
      body,
      language: fc.constantFrom('de', 'en', 'fr', 'de-DE,de;q=0.9,en;q=0.8', '*', 'x'.repeat(300)),
      cookieOnly: fc.boolean(),
    })
    .map(({ path: { text, bad }, query: search, ...request }) => ({
      ...request,
      url: `/api/v1${text}${search}`,
      defect: bad || queryParams.some((p) => p.required),
    }))
}

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
      method: op.method,
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
    for (const op of operations) {
      // Logging out would end the session the rest of the phase runs with.
      if (loggedIn && op.path === '/user/auth/logout') continue
      const remaining = PHASE_BUDGET_MS - (Date.now() - started)
      if (remaining <= 0) {
        failures.push(`time budget spent before ${op.method} ${op.path}`)
        break
      }
      const property = fc.asyncProperty(requestFor(op), async (request) => {
        const res = await send(op, request, loggedIn)
        const where = `${op.method} ${request.url.slice(0, 200)}`
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
