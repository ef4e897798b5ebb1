import fc from 'fast-check'
import {
  anyText,
  anyValue,
  badNumberText,
  badText,
  deepJson,
  encode,
  hugeNumber,
  hugeString,
  otherContentType,
  OVER_THE_CAP,
  unservedMethod,
  withRefusedCharacter,
} from './alphabet.ts'

// The API's operations as /api/v1/openapi.json describes them, and generated bad requests for
// each (tests/integration/fuzz.test.ts).

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
export interface Operation {
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

export function operationsOf(doc: {
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

export interface Body {
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
        fc.oneof(
          otherContentType,
          fc.constantFrom('application/x-www-form-urlencoded', 'application/json; charset=utf-16'),
        ),
        fc.oneof(anyText, fc.constant('a=b&c=%00')),
      )
      .map(([contentType, payload]) => ({ contentType, payload, defect: schema !== undefined })),
    // Over the cap (SEC-10): a 413 before it is read, whatever the operation.
    fc.constantFrom('application/json', 'text/plain').map((contentType) => ({
      contentType,
      payload: `"${'a'.repeat(OVER_THE_CAP)}"`,
      defect: true,
    })),
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

export interface Request {
  method: string
  url: string
  body?: Body
  language: string
  /** Defects in the path or the required query. */
  defect: boolean
  cookieOnly: boolean
}

/**
 * Generated requests for one operation; `served` are the methods its path answers (other
 * operations may share the path), so that a method it does not serve is a defect (ROUTE-12).
 */
export function requestFor(op: Operation, served: ReadonlySet<string>): fc.Arbitrary<Request> {
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
  // Mostly the operation's own method; now and then one its path does not serve.
  const method = fc.oneof(
    { weight: 6, arbitrary: fc.constant<string>(op.method) },
    { weight: 1, arbitrary: unservedMethod.filter((m) => !served.has(m)) },
  )
  return fc
    .record({
      method,
      path,
      query,
      body,
      language: fc.constantFrom('de', 'en', 'fr', 'de-DE,de;q=0.9,en;q=0.8', '*', 'x'.repeat(300)),
      cookieOnly: fc.boolean(),
    })
    .map(({ path: { text, bad }, query: search, ...request }) => ({
      ...request,
      url: `/api/v1${text}${search}`,
      defect: bad || queryParams.some((p) => p.required) || request.method !== op.method,
    }))
}
