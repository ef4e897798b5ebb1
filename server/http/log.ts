import type { FastifyRequest } from 'fastify'
import type { LoggerOptions } from 'pino'

// What the shop's log may hold (decision 0013): the kind of an error, its database code and
// constraint, and the request id; never a password hash, a token, a cookie, a request body or
// the values of a failed query (drizzle puts them into its error's message and `params`).

const DATABASE_FIELDS = {
  code: ['code'],
  constraint: ['constraint', 'constraint_name'],
  table: ['table', 'table_name'],
  column: ['column', 'column_name'],
  severity: ['severity'],
} as const

type Loggable = Record<string, unknown>

/** The parts of a database driver's error (PGlite or postgres.js) that name no values. */
function databaseFacts(error: unknown): Loggable {
  if (!error || typeof error !== 'object') return {}
  const source = error as Loggable
  const facts: Loggable = {}
  for (const [name, keys] of Object.entries(DATABASE_FIELDS)) {
    const value = keys.map((key) => source[key]).find((found) => typeof found === 'string')
    if (value !== undefined) facts[name] = value
  }
  return facts
}

function isQueryError(error: Error): error is Error & { query: string; cause?: unknown } {
  return error.name === 'DrizzleQueryError' || 'params' in error
}

/** The stack without its first line(s): those repeat the message. */
function framesOf(stack: string | undefined): string {
  if (!stack) return ''
  const at = stack.indexOf('\n    at ')
  return at === -1 ? '' : stack.slice(at)
}

/** pino's `err` serializer: the error's kind and facts, with values and bodies left out. */
export function safeError(error: unknown): Loggable {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error thrown' }
  const type = error.constructor?.name ?? error.name
  if (isQueryError(error)) {
    const cause = error.cause
    const message = `Failed query: ${String(error.query).slice(0, 500)}`
    return {
      type,
      message,
      ...databaseFacts(cause),
      ...(cause instanceof Error && {
        cause: { type: cause.constructor.name, ...databaseFacts(cause) },
      }),
      stack: `${type}: ${message}${framesOf(error.stack)}`,
    }
  }
  return {
    type,
    message: error.message,
    ...databaseFacts(error),
    ...('statusCode' in error && { statusCode: error.statusCode }),
    ...('kind' in error && { kind: error.kind }),
    stack: error.stack,
  }
}

// Paths that carry a secret in themselves: the reset link's token, newsletter tokens.
const TOKEN_IN_PATH = /(\/(?:reset-password|confirm|unsubscribe)\/)[^/?#]+/g

/**
 * The request URL as logged: the path without its query string (a form sent as GET before
 * hydration put e-mail and password there; reset links carry token and e-mail) and with tokens
 * in paths replaced.
 */
export function safeUrl(url: string): string {
  const path = url.split('?')[0] ?? ''
  return path.replace(TOKEN_IN_PATH, '$1:token')
}

function safeRequest(request: FastifyRequest): Loggable {
  return {
    method: request.method,
    url: safeUrl(request.url),
    remoteAddress: request.ip,
  }
}

export function loggerOptions(level: string, pretty: boolean): LoggerOptions {
  return {
    level,
    serializers: { err: safeError, error: safeError, req: safeRequest as never },
    // Anything that slips through by another name is blanked.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'body',
        'password',
        'passwordHash',
        'token',
        '*.password',
        '*.passwordHash',
        '*.password_hash',
        '*.token',
        '*.params',
      ],
      censor: '[redacted]',
    },
    ...(pretty ? { transport: { target: 'pino-pretty' } } : {}),
  }
}
