import net from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import { FEDERAL_STATES } from '#core/validation/admin-settings.ts'
import { DEFAULT_POOL_SIZE } from '#server/db/client.ts'
import type { Integrations } from '#core/consent/integrations.ts'
import type { S3Settings } from '#server/modules/storage/s3-store.ts'

// Environment -> typed configuration. A bad value stops the start with one clear line.
const port = z.coerce
  .number({ error: 'must be a number' })
  .int({ error: 'must be a whole number' })
  .min(0, { error: 'must be between 0 and 65535' })
  .max(65535, { error: 'must be between 0 and 65535' })

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol)
      } catch {
        return false
      }
    },
    { error: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  )

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./var'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  /**
   * PostgreSQL connections per process: every process of a shop opens up to this many, so
   * processes × pool size must stay below the server's max_connections (README).
   */
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'must be between 1 and 1000' })
    .max(1000, { error: 'must be between 1 and 1000' })
    .default(DEFAULT_POOL_SIZE),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  TRUST_PROXY: z
    .string()
    .refine((value) => parseTrustProxy(value) !== undefined, {
      error:
        'must be a hop count (1, 2, ...) or a comma-separated list of proxy addresses or CIDRs',
    })
    .optional(),
  /** With an https PUBLIC_URL, simulated payments must be asked for by name (decision 0013). */
  PAYMENTS_TEST_MODE: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ADVISOR_BLOG_URL: url(['http:', 'https:']).default('https://blog.messebau-nordlicht.example'),
  DOWNLOAD_CENTRE_URL: url(['http:', 'https:']).default(
    'https://downloads.messebau-nordlicht.example',
  ),
  HOLIDAY_STATE: z.enum(FEDERAL_STATES).default('NW'),
  ORDER_CUTOFF_HOUR: z.coerce.number().int().min(0).max(24).default(14),
  REDIS_URL: url(['redis:', 'rediss:']).optional(),
  // Third-party scripts, each loaded only after the matching consent.
  TRUST_BADGE_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'must be a provider id' })
    .optional(),
  TRUST_BADGE_SCRIPT_URL: url(['https:', 'http:']).default(
    'https://widgets.trustedshops.com/js/{id}.js',
  ),
  TRUST_BADGE_PROFILE_URL: url(['https:', 'http:']).default(
    'https://www.trustedshops.de/bewertung/info_{id}.html',
  ),
  ANALYTICS_SCRIPT_URL: url(['https:', 'http:']).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default('Nordlicht Displays <shop@messebau-nordlicht.example>'),
  // MAIL-3: the outbox worker's first retry waits this long, each further one twice as long.
  MAIL_RETRY_SECONDS: z.coerce.number().min(0.01).max(3600).default(60),
  MAIL_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  /** PRE-8: one print-data check's wall time and resident memory. */
  PREFLIGHT_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(60),
  PREFLIGHT_MAX_RSS_MB: z.coerce.number().int().min(128).max(8192).default(1024),
  /** The first owner's e-mail (STAFF-4); without it the shop's e-mail from the settings. */
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
  /** How long a login lasts (AUTH-4: the token carries its expiry). */
  AUTH_TOKEN_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // CHK-7: the EU's VIES service confirms VAT ids; tests point it at a local fake.
  VIES_URL: url(['https:', 'http:']).default('https://ec.europa.eu/taxation_customs/vies/rest-api'),
  VIES_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(5_000),
  // SEC-5: without keys the checkout runs the clearly marked test-mode provider.
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Only for tests: a local fake of the Stripe API, e.g. http://127.0.0.1:4010. */
  STRIPE_API_BASE: url(['https:', 'http:']).optional(),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_API_BASE: url(['https:', 'http:']).default('https://api-m.sandbox.paypal.com'),
  // ORD-6: the largest print file accepted (bytes); 100 MB by default.
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(10 * 1024 ** 3)
    .default(100 * 1024 ** 2),
  // STORE-1, decision 0042: the shop's files in an S3-compatible bucket instead of DATA_DIR.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'must be a bucket name (3-63 lower-case letters, digits, dots and hyphens)',
    })
    .optional(),
  S3_ENDPOINT: url(['https:', 'http:']).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, { error: 'must be a region name' })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
})

export type AppConfig = {
  env: 'production' | 'development' | 'test'
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  /** The most PostgreSQL connections this process opens. */
  databasePoolSize: number
  /**
   * The only source of absolute links (mails, payment returns, canonical, sitemap): PUBLIC_URL,
   * else the address the shop listens on. Request headers never build a link (decision 0013).
   */
  publicUrl: string
  /** Which proxies' X-Forwarded-* headers are believed: none, a hop count or their addresses. */
  trustProxy: false | number | string[]
  logLevel: string
  advisorBlogUrl: string
  downloadCentreUrl: string
  holidayState: string
  orderCutoffHour: number
  redisUrl: string | undefined
  smtpUrl: string | undefined
  mailFrom: string
  /** MAIL-3: the outbox worker's first retry delay and how many attempts a mail gets. */
  mailRetry: { firstDelayMs: number; attempts: number }
  adminEmail: string | undefined
  authTokenDays: number
  vies: { url: string; timeoutMs: number }
  /** The largest print file accepted, in bytes. */
  uploadMaxBytes: number
  /** Where the shop's files are: DATA_DIR (the default) or an S3-compatible bucket. */
  storage: { kind: 'local' } | ({ kind: 's3' } & S3Settings)
  /** PRE-8: the limits of one print-data check. */
  preflightLimits: { timeoutMs: number; maxRssMb: number }
  /** A provider is undefined when its keys are missing: test mode stands in (decision 0007). */
  payments: PaymentsConfig
  /** True when card or PayPal payments are simulated; every page then says so. */
  paymentsTestMode: boolean
  /** Scripts of other companies; none of them loads before the visitor consents. */
  integrations: Integrations
}

export interface PaymentsConfig {
  stripe: { secretKey: string; webhookSecret: string; apiBase: string | undefined } | undefined
  paypal: { clientId: string; clientSecret: string; apiBase: string } | undefined
}

export class ConfigError extends Error {}

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal'])

/** TRUST_PROXY: a hop count, or proxy addresses / CIDRs (proxy-addr's names allowed). */
function parseTrustProxy(value: string): number | string[] | undefined {
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    return hops >= 1 && hops <= 10 ? hops : undefined
  }
  const entries = value.split(',').map((entry) => entry.trim())
  const valid = entries.every((entry) => {
    if (proxyNames.has(entry)) return true
    const [address, bits, ...rest] = entry.split('/')
    const family = net.isIP(address ?? '')
    if (family === 0 || rest.length > 0) return false
    if (bits === undefined) return true
    return /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)
  })
  return valid && entries.length > 0 ? entries : undefined
}

/** The address the shop listens on, as a browser would reach it on this machine. */
function listenOrigin(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? 'localhost' : host
  return `http://${net.isIPv6(reachable) ? `[${reachable}]` : reachable}:${port}`
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  // Empty variables count as unset, as a shell user would expect from `PORT= npm start`.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  )
  const parsed = envSchema.safeParse(present)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const name = String(issue.path[0] ?? 'environment')
    const shown =
      name === 'DATABASE_URL' ||
      name === 'SMTP_URL' ||
      name.endsWith('_SECRET') ||
      name === 'S3_SECRET_ACCESS_KEY' ||
      name.endsWith('_SECRET_KEY')
        ? '(hidden)'
        : JSON.stringify(present[name] ?? '')
    throw new ConfigError(`Invalid configuration: ${name}=${shown} ${issue.message}`)
  }
  const e = parsed.data
  // Behind a proxy the listen address is not the shop's address, and the Host header is the
  // visitor's to choose: links would point wherever a forged request said.
  if (e.TRUST_PROXY && !e.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration: TRUST_PROXY is set but PUBLIC_URL is not: set PUBLIC_URL to the address customers use (e.g. https://shop.example)',
    )
  }
  const publicUrl = (e.PUBLIC_URL ?? listenOrigin(e.HOST, e.PORT)).replace(/\/$/, '')
  const payments = paymentsOf(e)
  const paymentsTestMode = !payments.stripe || !payments.paypal
  if (paymentsTestMode && publicUrl.startsWith('https:') && e.PAYMENTS_TEST_MODE !== 'true') {
    throw new ConfigError(
      `Invalid configuration: ${payments.stripe ? 'PayPal' : 'Stripe'} keys are missing, so payments would be simulated on ${publicUrl}: set the provider keys, or PAYMENTS_TEST_MODE=true for a test shop`,
    )
  }
  const storage = storageOf(e)
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl,
    trustProxy: e.TRUST_PROXY ? parseTrustProxy(e.TRUST_PROXY)! : false,
    logLevel: e.LOG_LEVEL,
    advisorBlogUrl: e.ADVISOR_BLOG_URL.replace(/\/$/, ''),
    downloadCentreUrl: e.DOWNLOAD_CENTRE_URL,
    holidayState: e.HOLIDAY_STATE,
    orderCutoffHour: e.ORDER_CUTOFF_HOUR,
    redisUrl: e.REDIS_URL,
    integrations: {
      trustBadge: e.TRUST_BADGE_ID
        ? {
            id: e.TRUST_BADGE_ID,
            scriptUrl: e.TRUST_BADGE_SCRIPT_URL.replaceAll('{id}', e.TRUST_BADGE_ID),
            profileUrl: e.TRUST_BADGE_PROFILE_URL.replaceAll('{id}', e.TRUST_BADGE_ID),
          }
        : undefined,
      analytics: e.ANALYTICS_SCRIPT_URL ? { scriptUrl: e.ANALYTICS_SCRIPT_URL } : undefined,
    },
    smtpUrl: e.SMTP_URL,
    mailRetry: { firstDelayMs: Math.round(e.MAIL_RETRY_SECONDS * 1000), attempts: e.MAIL_ATTEMPTS },
    mailFrom: e.MAIL_FROM,
    adminEmail: e.ADMIN_EMAIL,
    authTokenDays: e.AUTH_TOKEN_DAYS,
    vies: { url: e.VIES_URL.replace(/\/$/, ''), timeoutMs: e.VIES_TIMEOUT_MS },
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    storage,
    preflightLimits: {
      timeoutMs: Math.round(e.PREFLIGHT_TIMEOUT_SECONDS * 1000),
      maxRssMb: e.PREFLIGHT_MAX_RSS_MB,
    },
    payments,
    paymentsTestMode,
  }
}

/** STORE-1: S3_BUCKET chooses the object store; the other S3_* settings need it. */
function storageOf(e: z.infer<typeof envSchema>): AppConfig['storage'] {
  const named = (
    [
      'S3_ENDPOINT',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
    ] as const
  ).filter((name) => e[name] !== undefined)
  if (!e.S3_BUCKET) {
    if (named.length === 0) return { kind: 'local' }
    throw new ConfigError(
      `Invalid configuration: ${named[0]} is set but S3_BUCKET is not: name the bucket for the shop's files, or unset the S3_* settings to keep them in DATA_DIR`,
    )
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      "Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the SDK's own credentials",
    )
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
    region: e.S3_REGION ?? 'us-east-1',
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
  }
}

function paymentsOf(e: z.infer<typeof envSchema>): PaymentsConfig {
  return {
    // A secret key without the webhook secret could take payments it never hears back about.
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE?.replace(/\/$/, ''),
          }
        : undefined,
    paypal:
      e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET
        ? {
            clientId: e.PAYPAL_CLIENT_ID,
            clientSecret: e.PAYPAL_CLIENT_SECRET,
            apiBase: e.PAYPAL_API_BASE.replace(/\/$/, ''),
          }
        : undefined,
  }
}
