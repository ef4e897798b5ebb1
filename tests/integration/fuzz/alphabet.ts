import fc from 'fast-check'

// What the fuzz tests send (the API's, tests/integration/fuzz.test.ts; the pages' forms,
// form-fuzz.test.ts; the built storefront's, tests/e2e/bad-input.spec.ts): the characters, values,
// methods, content types and sizes that found 5xx answers before (SEC-8, SEC-10, ROUTE-12).

export const controlCharacter = fc.constantFrom(
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

/** Half of a surrogate pair, as JSON's `\ud83d` makes it: PostgreSQL refused it in jsonb (500). */
export const loneSurrogate = fc.constantFrom('\ud83d', '\udc00', '\udfff', '\ud800')

export const withControlCharacter = fc
  .tuple(fc.string({ maxLength: 12 }), controlCharacter, fc.string({ maxLength: 12 }))
  .map(([a, c, b]) => a + c + b)

/** A character even a multi-line text (a comment) refuses: a C0 control, DEL or half an emoji. */
export const withRefusedCharacter = fc
  .tuple(
    fc.string({ maxLength: 12 }),
    fc.oneof(
      fc.constantFrom('\u0000', '\u0001', '\u0007', '\b', '\u000b', '\u000c', '\u001b', '\u007f'),
      loneSurrogate,
    ),
    fc.string({ maxLength: 12 }),
  )
  .map(([a, c, b]) => a + c + b)

export const hugeString = fc.constantFrom(5_000, 100_000).map((n) => 'ä'.repeat(n))

/** Any text: UTF-16 code units of every kind, lone surrogates included. */
export const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.tuple(fc.string({ maxLength: 12 }), loneSurrogate).map(([a, s]) => a + s),
)

export const hugeNumber = fc.constantFrom(
  2 ** 31,
  2 ** 53 + 2,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  -(2 ** 31) - 1,
)

/** Never a valid id, quantity or page: not a positive whole number that fits an int32. */
export const badNumberText = fc.oneof(
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
export const badText = fc.oneof(withControlCharacter, hugeString)

/** Any value a field might get: sensible, wrong or hostile. */
export const anyValue = fc.oneof(
  anyText,
  withControlCharacter,
  hugeNumber,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
)

/** Deeply nested arrays, or objects nested under a field's own name (an unknown one is dropped). */
export const deepJson = (key: string) =>
  fc
    .tuple(fc.constantFrom(1_000, 50_000), fc.constantFrom('[', `{${JSON.stringify(key)}:`))
    .map(([depth, open]) => open.repeat(depth) + 'null' + (open === '[' ? ']' : '}').repeat(depth))

/** A path or query value as it goes into the URL; a lone surrogate cannot be encoded. */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return '%ED%A0%80'
  }
}

/** Methods no page and no API operation serves; TRACE was a 500 on every page (ROUTE-12). */
export const unservedMethod = fc.constantFrom(
  'TRACE',
  'PUT',
  'PATCH',
  'DELETE',
  'PROPFIND',
  'SEARCH',
  'LOCK',
)

/** Content types that are no form, and broken forms: a 500 on every form route (SEC-10). */
export const otherContentType = fc.constantFrom(
  'text/plain',
  'application/json',
  'application/xml',
  'application/octet-stream',
  'multipart/form-data; boundary=zz',
  'multipart/form-data',
  'application/x-www-form-urlencoded; charset=utf-16',
  'text/html; charset=utf-8',
  'form',
)

/** A body just over the 1 MB a form or an API body may carry (SEC-10): a 413 before reading. */
export const OVER_THE_CAP = 1024 * 1024 + 1
