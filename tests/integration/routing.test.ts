import net from 'node:net'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { redirections } from '#server/db/schema/index.ts'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'

const databases = await testDatabases()

async function listening(app: FastifyInstance): Promise<number> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** A GET with the request target sent byte for byte, as a hostile client would. */
async function rawGet(port: number, target: string) {
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: shop.example\r\nConnection: close\r\n\r\n`)
    })
    let data = ''
    socket.on('data', (chunk) => (data += chunk))
    socket.on('end', () => resolve(data))
    socket.on('error', reject)
  })
  const head = answer.split('\r\n\r\n')[0] ?? ''
  return {
    status: Number(head.split(' ')[1]),
    location: /^location: (.*)$/im.exec(head)?.[1],
  }
}

describe.each(databases)('routing rules (ROUTE-3 to ROUTE-6) on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance

  beforeAll(async () => {
    database = await kind.create()
    await database.db.insert(redirections).values([
      { fromPath: '/alte-rollups', toPath: '/roll-up-displays' },
      { fromPath: '/en/old-page', toPath: '/en/pages/imprint' },
    ])
    app = await testApp(database, {
      ADVISOR_BLOG_URL: 'https://blog.example/ratgeber',
      DOWNLOAD_CENTRE_URL: 'https://downloads.example/centre',
    })
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  const get = (url: string) => app.inject({ method: 'GET', url })

  it('answers a trailing slash with 301 to the path without it, keeping the query', async () => {
    const res = await get('/roll-up-displays/?sort=price')
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('/roll-up-displays?sort=price')
    expect((await get('/en/pages/imprint/')).headers.location).toBe('/en/pages/imprint')
  })

  it('never turns a trailing-slash redirect into another site', async () => {
    const res = await get('//evil.example/')
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('/evil.example')
  })

  it('never sends a trailing-slash redirect to a path a browser reads as another host', async () => {
    // app.inject() parses the URL first and so turns '\\' into '/'; Node's HTTP parser passes a
    // raw backslash through, and browsers read a Location '/\\evil.example' as '//evil.example'.
    const port = await listening(app)
    for (const target of ['/\\evil.example/', '/\\\\evil.example/', '/.//evil.example/']) {
      const res = await rawGet(port, target)
      expect(res.status).not.toBe(500)
      if (res.location !== undefined) {
        expect(new URL(res.location, 'https://shop.example').origin).toBe('https://shop.example')
      }
    }
    const encoded = await get('/%09/evil.example/')
    expect(encoded.statusCode).not.toBe(500)
    expect(String(encoded.headers.location ?? '/')).not.toMatch(/^[/\\]{2}|[\t\r\n]/)
  })

  it('follows the redirection list, ignoring a trailing slash', async () => {
    expect((await get('/alte-rollups')).headers.location).toBe('/roll-up-displays')
    const slashed = await get('/alte-rollups/')
    expect(slashed.statusCode).toBe(301)
    expect(slashed.headers.location).toBe('/roll-up-displays')
    expect((await get('/en/old-page')).headers.location).toBe('/en/pages/imprint')
  })

  it('sends the advisor and its articles to the external blog, the download centre out', async () => {
    const advisor = await get('/messeratgeber/')
    expect(advisor.statusCode).toBe(301)
    expect(advisor.headers.location).toBe('https://blog.example/ratgeber')
    expect((await get('/messeratgeber/roll-up-richtig-aufbauen')).headers.location).toBe(
      'https://blog.example/ratgeber/roll-up-richtig-aufbauen/',
    )
    expect((await get('/pages/download-centrum')).headers.location).toBe(
      'https://downloads.example/centre',
    )
  })

  it('leaves the API and the root alone', async () => {
    expect((await get('/api/v1/user/site/footer/fetch/')).statusCode).toBe(200)
    expect((await get('/healthz')).statusCode).toBe(200)
  })

  it('treats a failing redirection fetch as an empty list (ROUTE-4)', async () => {
    app.services.redirections.clearCache()
    await database.db.execute(sql.raw('ALTER TABLE redirections RENAME TO redirections_gone'))
    try {
      const res = await get('/alte-rollups')
      expect(res.headers.location).toBeUndefined()
    } finally {
      await database.db.execute(sql.raw('ALTER TABLE redirections_gone RENAME TO redirections'))
      app.services.redirections.clearCache()
    }
    expect((await get('/alte-rollups')).headers.location).toBe('/roll-up-displays')
  })
})
