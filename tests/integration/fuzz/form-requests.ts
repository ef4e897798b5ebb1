import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import fc from 'fast-check'
import routes from '#app/routes.ts'
import {
  anyText,
  badNumberText,
  controlCharacter,
  encode,
  hugeString,
  otherContentType,
  OVER_THE_CAP,
  unservedMethod,
  withControlCharacter,
} from './alphabet.ts'

// The pages' forms as app/ declares them, and generated posts to them (form-fuzz.test.ts): every
// route with an action in both languages, the intents and field names the app's forms use, and
// random values, content types, methods and sizes.

const appDir = new URL('../../../app/', import.meta.url)

/** Every route pattern with an action, e.g. '/en/admin/products/:id' (ROUTE-1: both languages). */
export function formRoutes(entries = routes as RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const at = entry.path === undefined ? parent : `${parent}/${entry.path}`.replace(/\/+/g, '/')
    const source = readFileSync(new URL(entry.file, appDir), 'utf8')
    const action = /export (async )?function action\b|export const action\b/.test(source)
    const own = (entry.path !== undefined || entry.index) && action ? [at || '/'] : []
    return [...own, ...formRoutes(entry.children ?? [], at)]
  })
}

/** Every source file of app/, for the intents and field names its forms use. */
function appSources(dir = appDir.pathname): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const file = path.join(dir, item.name)
    if (item.isDirectory()) return appSources(file)
    return /\.(ts|tsx)$/.test(item.name) && !item.name.includes('.test.') ? [file] : []
  })
}

function namesIn(pattern: RegExp): string[] {
  const names = new Set<string>()
  for (const file of appSources()) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) names.add(match[1]!)
  }
  return [...names].sort()
}

/** The intents the actions switch on and the forms send. */
export const intents = namesIn(/(?:intent === |case |value=)'([a-z][a-z0-9-]*)'/g)
/** The fields the forms name and the actions read. */
export const fieldNames = namesIn(
  /(?:name="|form\.get\('|formId\(form, ')([a-zA-Z_][\w]*(?:\[\])?)["']/g,
)

export type Identity = 'guest' | 'customer' | 'sales' | 'content' | 'owner'

export interface FormRequest {
  method: string
  url: string
  identity: Identity
  /** undefined: no Content-Type header at all. */
  contentType: string | undefined
  payload: Buffer | string | undefined
  /** What the answer must be, when the request alone decides it. */
  expect?: 405 | 413 | 415
  /** A parameter is hostile (a control character, an escape that does not decode): a 400 may come first. */
  hostilePath: boolean
}

/** A value a form field may get: plausible, wrong, hostile. */
const fieldValue = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom('', '1', '0', '-1', 'on', 'x', 'de', 'owner', 'invoice'),
  },
  { weight: 2, arbitrary: anyText },
  { weight: 2, arbitrary: withControlCharacter },
  { weight: 1, arbitrary: badNumberText },
  { weight: 1, arbitrary: fc.constantFrom('[]', '{}', '[{"product_id":1,"quantity":-1}]', 'null') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('//evil.example', '/\\evil.example', '<script>x</script>'),
  },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: controlCharacter },
)

const fields = fc
  .tuple(
    fc.option(fc.constantFrom(...intents), { nil: undefined }),
    fc.array(fc.tuple(fc.oneof(fc.constantFrom(...fieldNames), anyText), fieldValue), {
      maxLength: 6,
    }),
  )
  .map(([intent, pairs]) =>
    intent === undefined ? pairs : [['intent', intent] as const, ...pairs],
  )

function multipart(pairs: readonly (readonly [string, string])[], boundary: string): Buffer {
  const parts = pairs.map(([name, value], i) =>
    i % 3 === 2
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${encode(name)}"; filename="f.csv"\r\nContent-Type: text/csv\r\n\r\n${value}\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${encode(name)}"\r\n\r\n${value}\r\n`,
  )
  return Buffer.from(`${parts.join('')}--${boundary}--\r\n`)
}

/** A segment for a route parameter: a real id or slug, one that names nothing, or a hostile one. */
const paramValue = (real: readonly string[]) =>
  fc
    .oneof(
      { weight: 3, arbitrary: fc.constantFrom(...(real.length > 0 ? real : ['1'])) },
      { weight: 1, arbitrary: fc.constantFrom('2147483647', '0', 'kein-solcher-slug') },
      {
        weight: 1,
        arbitrary: fc
          .oneof(
            fc.constantFrom('%', '%zz', '%E0%A4%A'),
            fc.oneof(badNumberText, withControlCharacter).map(encode),
          )
          .map((text) => ({ text, hostile: true })),
      },
    )
    .map((value) => (typeof value === 'string' ? { text: value, hostile: false } : value))

/** Generated form posts (and other requests) to one route pattern. */
export function formRequest(
  pattern: string,
  real: Record<string, readonly string[]>,
): fc.Arbitrary<FormRequest> {
  const params = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1]!)
  const url = fc
    .tuple(
      fc.tuple(...params.map((name) => paramValue(real[name] ?? []))),
      // `.data`: how a scripted form posts (React Router's single fetch); `?index` on an index.
      fc.constantFrom('', '', '.data', '?index', '?edit=1', '?next=%2Fadmin'),
    )
    .map(([values, suffix]) => {
      let i = 0
      const at = pattern.replace(/:\w+/g, () => values[i++]?.text ?? '1')
      const url = suffix.startsWith('.') ? `${at === '/' ? '/_root' : at}${suffix}` : at + suffix
      return { url, hostilePath: values.some((value) => value.hostile) }
    })
  const body = fc.oneof(
    { weight: 7, arbitrary: fields.map((pairs) => ({ kind: 'form' as const, pairs })) },
    { weight: 2, arbitrary: fields.map((pairs) => ({ kind: 'multipart' as const, pairs })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.option(otherContentType, { nil: undefined }), anyText)
        .map(([type, text]) => ({ kind: 'other' as const, type, text })),
    },
    { weight: 1, arbitrary: fc.constant({ kind: 'too-large' as const }) },
  )
  const method = fc.oneof(
    { weight: 10, arbitrary: fc.constant('POST') },
    { weight: 1, arbitrary: unservedMethod },
    { weight: 1, arbitrary: fc.constant('GET') },
  )
  const identity = fc.constantFrom<Identity>('guest', 'customer', 'sales', 'content', 'owner')
  return fc.record({ method, url, identity, body }).map(({ method, url, identity, body }) => {
    const base = { method, ...url, identity }
    const unserved = method !== 'POST' && method !== 'GET'
    if (method === 'GET') return { ...base, contentType: undefined, payload: undefined }
    const expect = unserved ? (405 as const) : undefined
    switch (body.kind) {
      case 'form':
        return {
          ...base,
          expect,
          contentType: 'application/x-www-form-urlencoded',
          payload: new URLSearchParams(
            body.pairs.map(([k, v]) => [k, v.isWellFormed() ? v : '?']),
          ).toString(),
        }
      case 'multipart':
        return {
          ...base,
          expect,
          contentType: 'multipart/form-data; boundary=fuzzfuzz',
          payload: multipart(body.pairs, 'fuzzfuzz'),
        }
      case 'other': {
        const type = body.type?.split(';')[0]
        const form = type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data'
        return {
          ...base,
          contentType: body.type,
          payload: body.text,
          expect: expect ?? (form ? undefined : (415 as const)),
        }
      }
      case 'too-large':
        return {
          ...base,
          contentType: 'application/x-www-form-urlencoded',
          payload: `intent=x&big=${'a'.repeat(OVER_THE_CAP)}`,
          expect: expect ?? (413 as const),
        }
    }
  })
}
