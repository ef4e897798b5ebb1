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

export class AppError extends Error {
  readonly kind: ErrorKind
  /** Field messages for 'invalid': { field: [message] }. */
  readonly fields: Record<string, string[]> | undefined

  constructor(kind: ErrorKind, message: string, fields?: Record<string, string[]>) {
    super(message)
    this.name = 'AppError'
    this.kind = kind
    this.fields = fields
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError
}
