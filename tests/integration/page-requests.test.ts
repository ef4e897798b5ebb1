import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { testDatabases } from './databases.ts'
import { testStorefront } from './storefront.ts'

// What the pages take (SEC-8, STAFF-2): the storefront's and the back office's pages
// through the real app, rendered by Vite's dev server. A form post the shop cannot read is a
// 4xx before any action runs, never a 500.

const databases = await testDatabases()
let counter = 0
const ip = () => `10.61.${++counter % 250}.${Math.floor(counter / 250) + 1}`
const form = 'application/x-www-form-urlencoded'

describe.each(databases)('page requests on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let close: () => Promise<void>

  beforeAll(async () => {
    database = await kind.create()
    ;({ app, close } = await testStorefront(database))
  })
  afterAll(async () => {
    await close?.()
    await database?.drop()
  })

  it('answers a used-up back-office login limit with 429 and Retry-After (STAFF-2)', async () => {
    const from = ip()
    const statuses: number[] = []
    let last
    for (let i = 0; i < 6; i += 1) {
      last = await app.inject({
        method: 'POST',
        url: '/en/admin/login',
        headers: { 'content-type': form },
        remoteAddress: from,
        payload: 'intent=login&email=chef%40example.com&password=falsch-falsch',
      })
      statuses.push(last.statusCode)
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429])
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(60)
    expect(last!.body).toContain('Too many attempts')
  })
})
