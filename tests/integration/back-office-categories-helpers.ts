import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { menus } from '#server/db/schema/index.ts'
import type { Services } from '#server/services.ts'
import * as categories from '#app/routes/admin/categories.tsx'
import { testApp } from './app.ts'
import { staffRouteArgs } from './staff-route.ts'
import type { testDatabases } from './databases.ts'

// The back office categories' world (back-office-categories.test.ts): an app on one database
// with a content and a sales member, the seeded categories' ids, the route's forms posted, the
// tree, the storefront's menus and a category's row.

export type Role = 'content' | 'sales'

/** The categories' world on a database of `kind`, made before the describe's tests. */
export function categoriesOffice(kind: Awaited<ReturnType<typeof testDatabases>>[number]) {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance & { services: Services }
  let services: Services
  const tokens = {} as Record<Role, string>
  const ids = {} as Record<'rollUps' | 'standard' | 'premium' | 'walls', number>

  beforeAll(async () => {
    database = await kind.create()
    app = (await testApp(database)) as typeof app
    services = app.services
    for (const role of ['content', 'sales'] as const) {
      const email = `categories-${role}@example.com`
      const { password } = await services.staff.create(
        { email, name: `${role} member`, role },
        null,
      )
      tokens[role] = (await services.staff.logIn(email, password))!.token
    }
    const rows = await database.db.select().from(menus)
    const byKey = (key: string) => rows.find((row) => row.key === key)!.id
    ids.rollUps = byKey('roll-up-displays')
    ids.standard = byKey('roll-up-standard')
    ids.premium = byKey('roll-up-premium')
    ids.walls = rows.find((row) => row.parentId === null && row.id !== ids.rollUps)!.id
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  function call(path: string, role: Role, init: RequestInit = {}) {
    return staffRouteArgs(services, tokens[role], path, init)
  }
  const post = async (
    fields: Record<string, string | Blob>,
    role: Role = 'content',
    path = '/admin/categories',
  ) => {
    const form = new FormData()
    for (const [key, value] of Object.entries(fields)) form.set(key, value)
    const answer = (await categories.action(
      call(path, role, { method: 'POST', body: form }) as never,
    )) as unknown
    // formAction answers a failure as data(…, { status }): its payload is in `data`.
    return ((answer as { data?: unknown }).data ?? answer) as {
      ok: boolean
      message: string
      errors?: Record<string, string[]>
    }
  }
  const tree = async () =>
    (await categories.loader(call('/admin/categories', 'content') as never)).tree
  const api = async (url: string, locale = 'de') => {
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-language': locale } })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().body
  }
  const mega = async (locale = 'de') =>
    (await api('/api/v1/user/site/menus/mega', locale)) as {
      menu_id: number
      title: string
      children: { menu_id: number; title: string }[]
    }[]
  const follow = (url: string) => app.inject({ method: 'GET', url })
  const fields = (row: typeof menus.$inferSelect, change: Record<string, string> = {}) => ({
    intent: 'update',
    category: String(row.id),
    titleDe: row.title.de,
    titleEn: row.title.en,
    slugDe: row.slugDe,
    slugEn: row.slugEn,
    descriptionDe: row.description.de,
    descriptionEn: row.description.en,
    active: row.isActive ? 'on' : '',
    ...change,
  })
  const rowOf = async (id: number) =>
    (await database.db.select().from(menus).where(eq(menus.id, id)))[0]!

  return {
    tokens,
    ids,
    call,
    post,
    tree,
    api,
    mega,
    follow,
    fields,
    rowOf,
    get database() {
      return database
    },
    get app() {
      return app
    },
    get services() {
      return services
    },
  }
}
