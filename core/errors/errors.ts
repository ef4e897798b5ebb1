// One error class with a kind, and one table of the HTTP status of each kind: the API's error
// handler and the storefront's route actions answer alike.
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

/** The HTTP status of each kind of error, for the API and the route actions. */
export const statusByKind: Readonly<Record<ErrorKind, number>> = {
  not_found: 404,
  invalid: 422,
  conflict: 409,
  unauthorized: 401,
  forbidden: 403,
  rate_limited: 429,
  payment_failed: 402,
  unavailable: 503,
  too_large: 413,
  unsupported_media_type: 415,
}

/**
 * The storefront build bundles its own copy of this module, while the services it calls throw
 * the copy Node loaded: `instanceof` alone misses those errors (a route's 404 became a 500).
 * A registry symbol marks an AppError of either copy.
 */
const appErrorMark = Symbol.for('messe-display-shop.AppError')

export class AppError extends Error {
  readonly kind: ErrorKind
  /**
   * Field messages: { field: [message] }. The API answers them for 'invalid'; a route action's
   * form shows them for any kind (a 409 that names the field to change).
   */
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
