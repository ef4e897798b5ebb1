import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { redirections } from '#server/db/schema/index.ts'
import { testApp } from './app.ts'
import { testDatabases } from './databases.ts'

const databases = await testDatabases()

describe.each(databases)('routing rules (spec 2) on $name', (kind) => {
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

  it('treats a failing redirection fetch as an empty list (spec 7)', async () => {
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
