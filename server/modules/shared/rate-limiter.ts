import { Redis } from 'ioredis'

// Counters for the rate limits of login, registration and forgotten passwords (issue 4): in Redis
// when REDIS_URL is set, so several processes share them; in this process's memory otherwise.

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
  peek(key: string): Promise<Counter>
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
    async peek(key) {
      const entry = current(key)
      return { count: entry?.count ?? 0, ttlMs: entry ? entry.resetAt - now() : 0 }
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

function redisStore(url: string, prefix: string): Store {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false })
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT, 1, prefix + key, String(windowMs))) as [
        number,
        number,
      ]
      return { count, ttlMs: Math.max(ttl, 0) }
    },
    async peek(key) {
      const [[, count], [, ttl]] = (await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()) as [[unknown, string | null], [unknown, number]]
      return { count: Number(count ?? 0), ttlMs: Math.max(ttl, 0) }
    },
    async reset(key) {
      await redis.del(prefix + key)
    },
    async close() {
      await redis.quit()
    },
  }
}

export function createRateLimiter(options: {
  redisUrl?: string
  prefix?: string
  now?: () => number
}) {
  const store = options.redisUrl
    ? redisStore(options.redisUrl, options.prefix ?? 'shop:rl:')
    : memoryStore(options.now ?? Date.now)
  return {
    backend: options.redisUrl ? ('redis' as const) : ('memory' as const),

    /** Milliseconds to wait when any of the limits is used up, else undefined. */
    async blocked(limits: Limit[]): Promise<number | undefined> {
      const counters = await Promise.all(limits.map((limit) => store.peek(limit.key)))
      const waits = counters
        .map((counter, i) => (counter.count >= limits[i]!.max ? counter.ttlMs : undefined))
        .filter((wait): wait is number => wait !== undefined)
      return waits.length > 0 ? Math.max(...waits, 1000) : undefined
    },

    /** Counts one attempt against each limit. */
    async hit(limits: Limit[]): Promise<void> {
      await Promise.all(limits.map((limit) => store.hit(limit.key, limit.windowMs)))
    },

    async reset(key: string): Promise<void> {
      await store.reset(key)
    },

    close: () => store.close(),
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>
