/** Any origin will do: the value is resolved against it only to see where a browser would go. */
const PLACEHOLDER_ORIGIN = 'http://shop.invalid'

/**
 * Control characters, whitespace and invisible format characters, raw or percent-encoded.
 * Browsers drop tab, CR and LF from a URL before they parse it, so '/\t/evil.example' is
 * '//evil.example' to them, and a raw CR or LF cannot go into a Location header at all.
 * No path of the shop contains one, so a target with one is refused rather than cleaned.
 */
const UNSAFE_CHARACTER = /[\p{Cc}\p{Cf}\p{Z}\s]|%(?:[01][0-9a-f]|7f)/iu

/**
 * A redirect target from a query parameter (or a request path), only if it is a path on this
 * site: '/en/cart' is fine, '//evil.example', '/\evil.example' and 'https://evil.example' are not.
 * The value is resolved as a URL the way a browser does (WHATWG URL parsing, where '\' counts as
 * '/') and kept only if it stays on the same origin; the answer is the normalised, percent-encoded
 * path + query + fragment, so nothing of the input reaches a Location header unparsed.
 *
 * With `origin` (the shop's own origin), an absolute URL on that origin is accepted too and
 * answered as its path.
 */
export function safeLocalPath<Fallback extends string | null>(
  value: string | null | undefined,
  fallback: Fallback,
  origin?: string,
): string | Fallback {
  if (!value || UNSAFE_CHARACTER.test(value)) return fallback
  const base = origin ?? PLACEHOLDER_ORIGIN
  if (!value.startsWith('/') && !(origin && /^https?:\/\//i.test(value))) return fallback
  const url = URL.parse(value, base)
  if (!url || url.origin !== new URL(base).origin) return fallback
  const path = url.pathname + url.search + url.hash
  // '/.//evil.example' resolves to the path '//evil.example', which a browser reads as a host.
  if (path.startsWith('//')) return fallback
  return path
}
