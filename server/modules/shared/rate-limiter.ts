import { Redis } from 'ioredis'

// Counters for the rate limits (logins, registrations, resets, coupon guesses, uploads, ...): in
// Redis when REDIS_URL is set, so several processes share them; in this process's memory otherwise.
// An attempt is counted before the work it guards, in one atomic step per counter, so a burst of
// parallel requests cannot all pass a check made before any of them was counted (decision 0013).

export interface Limit {
  key: string
  max: number
  windowMs: number
}

interface Counter {
  count: number
  /** Milliseconds until the window ends. */
  ttlMs: number
}

interface Store {
  hit(key: string, windowMs: number): Promise<Counter>
  /** Takes back one counted attempt (it turned out to be a legitimate one). */
  unhit(key: string): Promise<void>
  reset(key: string): Promise<void>
  close(): Promise<void>
}

function memoryStore(now: () => number): Store {
  const counters = new Map<string, { count: number; resetAt: number }>()
  const current = (key: string) => {
    const entry = counters.get(key)
    if (entry && entry.resetAt <= now()) {
      counters.delete(key)
      return undefined
    }
    return entry
  }
  return {
    async hit(key, windowMs) {
      const entry = current(key) ?? { count: 0, resetAt: now() + windowMs }
      entry.count += 1
      counters.set(key, entry)
      if (counters.size > 100_000) {
        for (const k of counters.keys()) current(k)
      }
      return { count: entry.count, ttlMs: entry.resetAt - now() }
    },
    async unhit(key) {
      const entry = current(key)
      if (entry && entry.count > 0) entry.count -= 1
    },
    async reset(key) {
      counters.delete(key)
    },
    async close() {
      counters.clear()
    },
  }
}

// One round trip: count, start the window on the first hit, tell the time left.
const HIT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`

// Never below zero, and never a counter without its expiry.
const UNHIT = `local c = tonumber(redis.call('GET', KEYS[1]) or '0')
if c > 0 then redis.call('DECR', KEYS[1]) end
return 0`

/**
 * SEC-12: the counters cannot be read or written (Redis is away or does not answer). A guarded
 * request is refused with 503 rather than let through unlimited or left hanging.
 */
export class LimitsUnavailable extends Error {
  override name = 'LimitsUnavailable'
}

/** How long a counter may take before the request is refused (SEC-12): about a second in all. */
const REDIS_TIMEOUT_MS = 800

function redisStore(url: string, prefix: string, log: Log): Store {
  // A command waits at most REDIS_TIMEOUT_MS, also while the connection is being re-made (the
  // timer runs in the offline queue too); it is tried once more after a reconnect at most.
  const redis = new Redis(url, {
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_TIMEOUT_MS,
    connectTimeout: REDIS_TIMEOUT_MS,
  })
  let down = false
  redis.on('error', (error: unknown) => {
    // Once per outage, not at every reconnect attempt.
    if (!down) log.error({ err: error }, 'rate limits: Redis connection failed')
    down = true
  })
  redis.on('ready', () => {
    down = false
  })
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT, 1, prefix + key, String(windowMs))) as [
        number,
        number,
      ]
      return { count, ttlMs: Math.max(ttl, 0) }
    },
    async unhit(key) {
      await redis.eval(UNHIT, 1, prefix + key)
    },
    async reset(key) {
      await redis.del(prefix + key)
    },
    async close() {
      await redis.quit()
    },
  }
}

type Log = { error(obj: unknown, msg?: string): void }

export function createRateLimiter(options: {
  redisUrl?: string
  prefix?: string
  now?: () => number
  log?: Log
}) {
  const log = options.log ?? { error: () => {} }
  const store = options.redisUrl
    ? redisStore(options.redisUrl, options.prefix ?? 'shop:rl:', log)
    : memoryStore(options.now ?? Date.now)
  /** Taking back or clearing a count is a courtesy: when Redis is away it waits for its window. */
  const quietly = async (work: () => Promise<void>) => {
    try {
      await work()
    } catch (error) {
      log.error({ err: error }, 'rate limits: a counter could not be lowered')
    }
  }
  return {
    backend: options.redisUrl ? ('redis' as const) : ('memory' as const),

    /**
     * Counts one attempt against each limit, then answers the milliseconds to wait when any limit
     * is now exceeded (the attempt must not go ahead), else undefined.
     */
    async consume(limits: Limit[]): Promise<number | undefined> {
      let counters: Counter[]
      try {
        counters = await Promise.all(limits.map((limit) => store.hit(limit.key, limit.windowMs)))
      } catch (error) {
        throw new LimitsUnavailable('the rate-limit counters do not answer', { cause: error })
      }
      const waits = counters
        .map((counter, i) => (counter.count > limits[i]!.max ? counter.ttlMs : undefined))
        .filter((wait): wait is number => wait !== undefined)
      return waits.length > 0 ? Math.max(...waits, 1000) : undefined
    },

    /** Takes back one attempt from each limit: it was legitimate (e.g. a valid coupon code). */
    async refund(limits: Limit[]): Promise<void> {
      await quietly(() => Promise.all(limits.map((limit) => store.unhit(limit.key))).then(() => {}))
    },

    async reset(key: string): Promise<void> {
      await quietly(() => store.reset(key))
    },

    close: () => store.close(),
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>
