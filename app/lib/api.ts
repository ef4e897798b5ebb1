import { type Locale, localizePath } from '#core/i18n/locale.ts'

// The storefront's calls to its own REST API (API-1): JSON, the page's language, and the
// X-Requested-With header the API demands of cookie-authenticated writes (decision 0005).

export interface ApiResult<T = unknown> {
  ok: boolean
  status: number
  message?: string
  body?: T
  errors: Record<string, string[]>
}

export async function api<T = unknown>(
  path: string,
  locale: Locale,
  {
    method = 'GET',
    body,
  }: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown } = {},
): Promise<ApiResult<T>> {
  try {
    const response = await fetch(`/api/v1${path}`, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Accept-Language': locale,
        'X-Requested-With': 'fetch',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    // AUTH-6: a 401 from any call logs the storefront out (the API has cleared the cookie).
    if (response.status === 401) {
      window.location.assign(localizePath('/', locale))
    }
    const answer = (await response.json().catch(() => ({}))) as {
      message?: string
      body?: T
      errors?: Record<string, string[]>
    }
    return {
      ok: response.ok,
      status: response.status,
      message: answer.message,
      body: answer.body,
      errors: answer.errors ?? {},
    }
  } catch {
    return { ok: false, status: 0, errors: {} }
  }
}

/** The first message of each field, for the form's fields. */
export function firstErrors(errors: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([, list]) => list.length > 0)
      .map(([field, list]) => [field, list[0]!]),
  )
}
