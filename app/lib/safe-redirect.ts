/**
 * A redirect target from a query parameter, only if it is a path on this site:
 * '/en/cart' is fine, '//evil.example' and 'https://evil.example' are not.
 */
export function safeLocalPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback
  }
  return value
}
