import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'
import { settledMail } from './mailbox.ts'
import { person, run } from './accounts-helpers.ts'

const databases = await testDatabases()

describe('mail without SMTP', () => {
  it('writes an .eml file to DATA_DIR/mail and keeps the message in the outbox', async () => {
    const [kind] = databases
    const database = await kind!.create()
    const dataDir = `/tmp/shop-test-mail-${run}`
    const app = await testApp(database, { DATA_DIR: dataDir })
    try {
      const data = person()
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/user/auth/register',
        headers: { 'accept-language': 'en' },
        payload: data,
      })
      expect(res.statusCode).toBe(201)
      const row = await settledMail(database.db, data.email)
      expect(row).toMatchObject({
        status: 'stored',
        to: data.email,
        subject: 'Welcome to Nordlicht Displays',
      })
      // The row names the .eml by its key in the file store, here DATA_DIR (decision 0042).
      expect(row!.file).toMatch(/^mail\/[\w:.-]+\.eml$/)
      const eml = await readFile(path.join(dataDir, row!.file!), 'utf8')
      expect(eml).toContain('Content-Type: text/plain')
      expect(eml).toContain('Content-Type: text/html')
    } finally {
      await app.close()
      await database.drop()
    }
  })
})

const redisUrl =
  process.env.REDIS_URL ??
  ((await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 6379 })
    socket.setTimeout(500)
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
  }))
    ? 'redis://127.0.0.1:6379'
    : undefined)

describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  it('two app processes count the same failed logins', async () => {
    const [kind] = databases
    const database = await kind!.create()
    const one = await testApp(database, { REDIS_URL: redisUrl! })
    const two = await testApp(database, { REDIS_URL: redisUrl! })
    try {
      expect(one.services.rateLimiter.backend).toBe('redis')
      const email = `redis.${run}.${randomBytes(3).toString('hex')}@example.com`
      const from = `10.99.${randomBytes(1)[0]}.${randomBytes(1)[0]}`
      const login = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/user/auth/login',
          // Redis outlives the test run: a fresh address keeps the per-IP counter fresh too.
          headers: { 'accept-language': 'de' },
          remoteAddress: from,
          payload: { email, password: 'irgendwas-falsch' },
        })
      for (let i = 0; i < 3; i++) expect((await login(one)).statusCode).toBe(422)
      for (let i = 0; i < 2; i++) expect((await login(two)).statusCode).toBe(422)
      const blocked = await login(one)
      expect(blocked.statusCode).toBe(429)
      expect(blocked.json().message).toBe(
        'Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten erneut.',
      )
      expect((await login(two)).statusCode).toBe(429)
    } finally {
      await one.close()
      await two.close()
      await database.drop()
    }
  })
})
