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
  it('lets attempts through up to the limit, then tells the wait, and resets', async () => {
    const prefix = `shop-test:${randomBytes(4).toString('hex')}:`
    const limiter = createRateLimiter({ redisUrl: url, prefix })
    try {
      const limits = [{ key: 'login:account:a@b.de', max: 2, windowMs: 60_000 }]
      expect(await limiter.consume(limits)).toBeUndefined()
      expect(await limiter.consume(limits)).toBeUndefined()
      const wait = await limiter.consume(limits)
      expect(wait).toBeGreaterThan(50_000)
      expect(wait).toBeLessThanOrEqual(60_000)
      await limiter.reset('login:account:a@b.de')
      expect(await limiter.consume(limits)).toBeUndefined()
    } finally {
      await limiter.close()
    }
  })

  it('lets exactly max attempts of a parallel burst through', async () => {
    const prefix = `shop-test:${randomBytes(4).toString('hex')}:`
    const limiter = createRateLimiter({ redisUrl: url, prefix })
    try {
      const limits = [{ key: 'coupon:customer:7', max: 5, windowMs: 60_000 }]
      const answers = await Promise.all(Array.from({ length: 40 }, () => limiter.consume(limits)))
      expect(answers.filter((wait) => wait === undefined)).toHaveLength(5)
    } finally {
      await limiter.close()
    }
  })

  it('takes back a refunded attempt, never below zero', async () => {
    const prefix = `shop-test:${randomBytes(4).toString('hex')}:`
    const limiter = createRateLimiter({ redisUrl: url, prefix })
    try {
      const limits = [{ key: 'coupon:customer:8', max: 1, windowMs: 60_000 }]
      await limiter.refund(limits)
      expect(await limiter.consume(limits)).toBeUndefined()
      await limiter.refund(limits)
      expect(await limiter.consume(limits)).toBeUndefined()
      expect(await limiter.consume(limits)).toBeGreaterThan(0)
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
      await one.consume(limits)
      expect((await two.consume(limits)) !== undefined).toBe(url !== undefined)
    } finally {
      await one.close()
      await two.close()
    }
  })
})
