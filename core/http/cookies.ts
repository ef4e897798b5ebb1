/**
 * One value of a Cookie request header, or undefined. The one cookie reader of the shop: the
 * locale, consent, popup, catalogue view and session cookies all go through it.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='))
      } catch {
        return undefined
      }
    }
  }
  return undefined
}
