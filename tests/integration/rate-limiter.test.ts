import { randomBytes } from 'node:crypto'
import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { createRateLimiter } from '#server/modules/shared/rate-limiter.ts'

const redisAnswers = await new Promise<boolean>((resolve) => {
  const socket = net.connect({ host: '127.0.0.1', port: 6379 })
  socket.setTimeout(500)
  socket.once('connect', () => (socket.destroy(), resolve(true)))
  socket.once('error', () => resolve(false))
  socket.once('timeout', () => (socket.destroy(), resolve(false)))
})

const backends = [
  { name: 'memory', url: undefined },
  ...(process.env.REDIS_URL || redisAnswers
    ? [{ name: 'redis', url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' }]
    : []),
]

describe.each(backends)('rate limiter in $name', ({ url }) => {
  it('blocks once a limit is used up, tells the wait, and resets', async () => {
    const prefix = `shop-test:${randomBytes(4).toString('hex')}:`
    const limiter = createRateLimiter({ redisUrl: url, prefix })
    try {
      const limits = [{ key: 'login:account:a@b.de', max: 2, windowMs: 60_000 }]
      expect(await limiter.blocked(limits)).toBeUndefined()
      await limiter.hit(limits)
      expect(await limiter.blocked(limits)).toBeUndefined()
      await limiter.hit(limits)
      const wait = await limiter.blocked(limits)
      expect(wait).toBeGreaterThan(50_000)
      expect(wait).toBeLessThanOrEqual(60_000)
      await limiter.reset('login:account:a@b.de')
      expect(await limiter.blocked(limits)).toBeUndefined()
    } finally {
      await limiter.close()
    }
  })

  it('shares its counters between two processes when in Redis', async () => {
    const prefix = `shop-test:${randomBytes(4).toString('hex')}:`
    const one = createRateLimiter({ redisUrl: url, prefix })
    const two = createRateLimiter({ redisUrl: url, prefix })
    try {
      const limits = [{ key: 'forgot:ip:1.2.3.4', max: 1, windowMs: 10_000 }]
      await one.hit(limits)
      expect((await two.blocked(limits)) !== undefined).toBe(url !== undefined)
    } finally {
      await one.close()
      await two.close()
    }
  })
})
