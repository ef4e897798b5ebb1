import { type ChildProcess, spawn } from 'node:child_process'
import { randomInt } from 'node:crypto'

// What the scale-out files (scale-out*.test.ts) share: app processes started and stopped, the
// API called on one of them, and the shapes of what they answer.

/** Orders per process in the first wave, and in the wave that loses a process. */
export const WAVE = 10
export const KILL_WAVE = 8
/**
 * Invoice and prepayment orders are invoiced in their transaction, one at a time shop-wide
 * (decision 0024: the counter row's lock); card orders are not, and run side by side.
 */
export const PAYMENT_METHODS = ['invoice', 'card', 'card', 'prepayment', 'card', 'card'] as const

export interface Shop {
  name: string
  url: string
  child: ChildProcess
  /** Its stdout and stderr (JSON log lines), for the failure messages. */
  output: string[]
  /** Resolves with the signal or exit code once the process is gone. */
  gone: Promise<string>
}

export function startShop(name: string, env: Record<string, string>): Promise<Shop> {
  const child = spawn(process.execPath, ['tests/integration/scale-out/app-process.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  const output: string[] = []
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  const gone = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? String(code))),
  )
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port: number }) =>
      resolve({ name, url: `http://127.0.0.1:${message.port}`, child, output, gone }),
    )
    void gone.then((how) =>
      reject(new Error(`${name} ended (${how}) before it listened:\n${output.join('')}`)),
    )
  })
}

/** Ends a process that still runs: SIGTERM (a graceful stop), SIGKILL after 5 s. */
export async function stopShop(shop: Shop) {
  if (shop.child.exitCode !== null || shop.child.signalCode !== null) return
  shop.child.kill('SIGTERM')
  const timer = setTimeout(() => shop.child.kill('SIGKILL'), 5_000)
  await shop.gone
  clearTimeout(timer)
}

export interface Answer {
  status: number
  // The API's JSON, read by each test as the shape it expects.
  json: { message?: string; body?: unknown }
  text: string
}

export async function call(
  shop: Shop,
  url: string,
  options: { method?: string; token?: string; body?: unknown; ip?: string } = {},
): Promise<Answer> {
  const res = await fetch(`${shop.url}/api/v1${url}`, {
    method: options.method ?? 'GET',
    headers: {
      'accept-language': 'en',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      // TRUST_PROXY=loopback: the test stands in for the load balancer that names the client.
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  })
  const text = await res.text()
  return { status: res.status, json: text ? JSON.parse(text) : {}, text }
}

/** Client addresses of this run: the rate-limit counters in the shared Redis outlive a run. */
export const someAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

/** Polls `read` until it answers `wanted`, for at most `ms`; answers the last reading. */
export async function within<T>(ms: number, read: () => Promise<T>, wanted: T): Promise<T> {
  const deadline = Date.now() + ms
  let last = await read()
  while (JSON.stringify(last) !== JSON.stringify(wanted) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20))
    last = await read()
  }
  return last
}

/** Runs `work` for 0..n-1, at most `parallel` at a time; answers the results in order. */
export async function pool<T>(n: number, parallel: number, work: (i: number) => Promise<T>) {
  const results: T[] = new Array(n)
  let next = 0
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < n) {
        const i = next++
        results[i] = await work(i)
      }
    }),
  )
  return results
}

export interface Product {
  productId: number
  combinationId: number
  durationId: number
}

export interface AddressSnapshot {
  name: string
  city: string
}

/** The checkout summary the payment step answered: what the order must hold. */
export interface Summary {
  billingAddress: AddressSnapshot
  shippings: {
    number: number
    address: AddressSnapshot
    postMethod: string
    postPriceCents: number
    items: { combination_id: number; quantity: number; price: number; total_price: number }[]
  }[]
  totals: {
    subtotalCents: number
    prepaymentDiscountCents: number
    shippingCents: number
    netCents: number
    vatCents: number
    totalCents: number
  }
}

export interface Buyer {
  customerId: number
  token: string
  /** The idempotency key of this buyer's order: a retry elsewhere names the same order. */
  key: string
  summary: Summary
}

export interface PlacedOrder {
  id: number
  number: number
  payment_method: string
  total_cents: number
}
