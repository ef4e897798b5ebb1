import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'

// Back office changes are live at once, in every process (decision 0025). A cache subscribes to
// its topic; a write publishes the topic after it committed. Without REDIS_URL the shop is one
// process and the handlers run at once; with it, the topic also goes out on a Redis channel and
// every other process runs its handlers when it arrives (about a millisecond on one host).

/**
 * 'catalog': products or prices changed; 'popups': the site popups; 'stock': an order took or
 * gave back stock (the kept products, PERF-4). The guest page cache (PERF-1) listens to every
 * topic but 'stock', which no guest page shows.
 */
export const CACHE_TOPICS = [
  'settings',
  'menus',
  'footer',
  'redirections',
  'catalog',
  'popups',
  'stock',
] as const
export type CacheTopic = (typeof CACHE_TOPICS)[number]

const CHANNEL = 'shop:invalidate'

export interface Invalidation {
  backend: 'redis' | 'memory'
  /** Runs `handler` whenever `topic` is published here or in another process. */
  on(topic: CacheTopic, handler: () => void): void
  /** After a committed write: this process's handlers now, the others' through Redis. */
  publish(topic: CacheTopic): Promise<void>
  close(): Promise<void>
}

export function createInvalidation(options: {
  redisUrl?: string
  log: { error(obj: unknown, msg?: string): void }
}): Invalidation {
  const handlers = new Map<CacheTopic, (() => void)[]>()
  const origin = randomUUID()
  const run = (topic: CacheTopic) => {
    for (const handler of handlers.get(topic) ?? []) {
      try {
        handler()
      } catch (error) {
        options.log.error({ err: error, topic }, 'a cache could not be cleared')
      }
    }
  }

  if (!options.redisUrl) {
    return {
      backend: 'memory',
      on(topic, handler) {
        handlers.set(topic, [...(handlers.get(topic) ?? []), handler])
      },
      async publish(topic) {
        run(topic)
      },
      async close() {},
    }
  }

  // A subscribed connection can only listen: one to publish, one to listen.
  // A write never waits long for the bus (SEC-12): the other processes' caches expire anyway.
  const publisher = new Redis(options.redisUrl, {
    lazyConnect: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
  })
  const subscriber = new Redis(options.redisUrl, { lazyConnect: false })
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error: unknown) =>
      options.log.error({ err: error }, 'invalidation: Redis connection failed'),
    )
  }
  const subscribed = subscriber.subscribe(CHANNEL).catch((error: unknown) => {
    options.log.error({ err: error }, 'invalidation: could not subscribe')
  })
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      const { topic, from } = JSON.parse(message) as { topic: CacheTopic; from: string }
      if (from !== origin && (CACHE_TOPICS as readonly string[]).includes(topic)) run(topic)
    } catch (error) {
      options.log.error({ err: error, message }, 'invalidation: unreadable message')
    }
  })

  return {
    backend: 'redis',
    on(topic, handler) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), handler])
    },
    async publish(topic) {
      run(topic)
      try {
        await publisher.publish(CHANNEL, JSON.stringify({ topic, from: origin }))
      } catch (error) {
        // The other processes' caches then expire on their own (30 s at most).
        options.log.error({ err: error, topic }, 'invalidation: could not publish')
      }
    },
    async close() {
      await subscribed
      await Promise.allSettled([subscriber.quit(), publisher.quit()])
    },
  }
}
