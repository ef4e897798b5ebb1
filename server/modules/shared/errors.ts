// One error class with a kind; server/http/errors.ts maps kinds to HTTP statuses.
export type ErrorKind =
  | 'not_found'
  | 'invalid'
  | 'conflict'
  | 'unauthorized'
  | 'forbidden'
  | 'rate_limited'
  | 'payment_failed'
  | 'unavailable'
  | 'too_large'
  | 'unsupported_media_type'

/**
 * The storefront build bundles its own copy of this module, while the services it calls throw
 * the copy Node loaded: `instanceof` alone misses those errors (a route's 404 became a 500).
 * A registry symbol marks an AppError of either copy.
 */
const appErrorMark = Symbol.for('messe-display-shop.AppError')

export class AppError extends Error {
  readonly kind: ErrorKind
  /** Field messages for 'invalid': { field: [message] }. */
  readonly fields: Record<string, string[]> | undefined
  /** For 'rate_limited': seconds until a new attempt may go ahead (the Retry-After header). */
  readonly retryAfterSeconds: number | undefined

  constructor(
    kind: ErrorKind,
    message: string,
    fields?: Record<string, string[]>,
    retryAfterSeconds?: number,
  ) {
    super(message)
    this.name = 'AppError'
    this.kind = kind
    this.fields = fields
    this.retryAfterSeconds = retryAfterSeconds
    Object.defineProperty(this, appErrorMark, { value: true })
  }
}

export function isAppError(error: unknown): error is AppError {
  return (
    error instanceof AppError ||
    (error instanceof Error && (error as unknown as Record<symbol, unknown>)[appErrorMark] === true)
  )
}
