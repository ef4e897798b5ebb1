import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'
import type { Database } from '#server/db/client.ts'
import type { Services } from '#server/services.ts'
import * as productPage from '#app/routes/admin/product.tsx'
import * as productsPage from '#app/routes/admin/products.tsx'
import { testApp } from './app.ts'
import type { testDatabases } from './databases.ts'
import { staffRouteArgs } from './staff-route.ts'

// What the product editor files (back-office-products*.test.ts) share: an app on one database
// with a content and a sales member, the editor's forms posted to its route action, the product
// as the editor and the storefront's API read it.

export type Role = 'content' | 'sales'

/** The editor's world on a database of `kind`, made before the describe's tests. */
export function productEditor(kind: Awaited<ReturnType<typeof testDatabases>>[number]) {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance & { services: Services }
  let dataDir: string
  const tokens = {} as Record<Role, string>

  beforeAll(async () => {
    database = await kind.create()
    app = (await testApp(database)) as typeof app
    dataDir = app.services.config.dataDir
    for (const role of ['content', 'sales'] as const) {
      const email = `products-${role}@example.com`
      const { password } = await app.services.staff.create({ email, name: role, role }, null)
      tokens[role] = (await app.services.staff.logIn(email, password))!.token
    }
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  const form = (fields: Record<string, string | Blob>) => {
    const body = new FormData()
    for (const [key, value] of Object.entries(fields)) body.set(key, value)
    return { method: 'POST', body }
  }
  interface Answer {
    status: number
    data: { message?: string; errors?: Record<string, string[]> }
    /** The redirect's target, for a create, a duplicate or a delete. */
    location?: string | null
  }
  /** Posts one of the editor's forms; answers the action's status and data. */
  async function post(
    id: number,
    fields: Record<string, string | Blob>,
    role: Role = 'content',
  ): Promise<Answer> {
    const answer = (await productPage.action(
      staffRouteArgs(app.services, tokens[role], `/en/admin/products/${id}`, form(fields), {
        id: String(id),
      }) as never,
    )) as unknown
    if (answer instanceof Response) {
      return { status: answer.status, data: {}, location: answer.headers.get('location') }
    }
    const wrapped = answer as { data?: Answer['data']; init?: { status?: number } }
    if (wrapped && typeof wrapped === 'object' && 'init' in wrapped) {
      return { status: wrapped.init?.status ?? 200, data: wrapped.data ?? {} }
    }
    return { status: 200, data: answer as Answer['data'] }
  }
  const view = (id: number) => app.services.productsAdmin.get(id, 'en')
  const api = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } })
    return { status: response.statusCode, body: response.json().body }
  }
  const categoryId = async () => (await app.services.categoriesAdmin.tree())[0]!.children[0]!.id

  async function createProduct(titleDe: string, titleEn: string) {
    const answer = (await productsPage.action(
      staffRouteArgs(
        app.services,
        tokens.content,
        '/en/admin/products',
        form({ intent: 'create', titleDe, titleEn, menuId: String(await categoryId()), type: '1' }),
      ) as never,
    )) as Response
    expect(answer.status).toBe(302)
    const id = Number(
      /\/admin\/products\/(\d+)\?created=1$/.exec(answer.headers.get('location')!)![1],
    )
    return id
  }

  return {
    tokens,
    form,
    post,
    view,
    api,
    categoryId,
    createProduct,
    get database() {
      return database
    },
    get app() {
      return app
    },
    get dataDir() {
      return dataDir
    },
  }
}
