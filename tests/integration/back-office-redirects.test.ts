import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { auditLog, redirections } from '#server/db/schema/index.ts'
import type { Services } from '#server/services.ts'
import * as redirects from '#app/routes/admin/redirects.tsx'
import { testApp } from './app.ts'
import { staffRouteArgs } from './staff-route.ts'
import { testDatabases } from './databases.ts'

// CONT-1 on both databases: staff keep the redirection list through the back office's route —
// rules checked against the whole list (no chains, no loops, reserved paths refused) with field
// messages in the member's language, audited, live at once, hits counted — for owner and content.

const databases = await testDatabases()

type Role = 'content' | 'sales'

describe.each(databases)('the back office redirects on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance & { services: Services }
  let services: Services
  const tokens = {} as Record<Role, string>

  beforeAll(async () => {
    database = await kind.create()
    app = (await testApp(database)) as typeof app
    services = app.services
    for (const role of ['content', 'sales'] as const) {
      const email = `redirects-${role}@example.com`
      const { password } = await services.staff.create(
        { email, name: `${role} member`, role },
        null,
      )
      tokens[role] = (await services.staff.logIn(email, password))!.token
    }
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  function call(path: string, role: Role, init: RequestInit = {}) {
    return staffRouteArgs(services, tokens[role], path, init)
  }
  const post = (
    fields: Record<string, string>,
    role: Role = 'content',
    path = '/admin/redirects',
  ) => {
    const form = new FormData()
    for (const [key, value] of Object.entries(fields)) form.set(key, value)
    return redirects.action(call(path, role, { method: 'POST', body: form }) as never)
  }
  const answerOf = async (work: ReturnType<typeof post>) => {
    const answer = (await work) as unknown
    // formAction answers a failure as data(…, { status }): its payload is in `data`.
    return (answer as { data?: unknown }).data ?? answer
  }
  const list = async () =>
    (await redirects.loader(call('/admin/redirects', 'content') as never)).redirects
  const follow = (url: string) => app.inject({ method: 'GET', url })

  it('adds a rule that is live at once, counts its hits and audits it', async () => {
    // The redirect list is cached: read it first, so a stale cache would show.
    expect((await follow('/alte-rollups')).statusCode).not.toBe(301)
    const added = await answerOf(
      post({ intent: 'add', from: '/alte-rollups/', to: '/roll-up-displays' }),
    )
    expect(added).toMatchObject({
      ok: true,
      message: 'Die Weiterleitung von /alte-rollups ist aktiv.',
    })
    const res = await follow('/alte-rollups?utm=x')
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('/roll-up-displays?utm=x')
    await expect
      .poll(async () => (await list()).find((r) => r.from === '/alte-rollups')?.hits)
      .toBe(1)
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'redirect.create'), eq(auditLog.objectType, 'redirect')))
    expect(entry!.after).toEqual({ from: '/alte-rollups', to: '/roll-up-displays' })
  })

  it('refuses chains, loops, taken and reserved paths with field messages in both languages', async () => {
    const chain = await answerOf(post({ intent: 'add', from: '/neue-wand', to: '/alte-rollups' }))
    expect(chain).toMatchObject({
      ok: false,
      errors: {
        to: [
          'Das Ziel wird selbst weitergeleitet (nach /roll-up-displays): Bitte geben Sie dieses Ziel direkt ein.',
        ],
      },
    })
    const loop = await answerOf(
      post(
        { intent: 'add', from: '/roll-up-displays', to: '/alte-rollups' },
        'content',
        '/en/admin/redirects',
      ),
    )
    expect(loop).toMatchObject({
      ok: false,
      errors: {
        to: ['This would make a loop with the redirect from /alte-rollups to /roll-up-displays.'],
      },
    })
    expect(await answerOf(post({ intent: 'add', from: '/alte-rollups', to: '/x' }))).toMatchObject({
      errors: {
        from: ['Von diesem Pfad gibt es schon eine Weiterleitung (nach /roll-up-displays).'],
      },
    })
    expect(await answerOf(post({ intent: 'add', from: '/api/v1/x', to: '/x' }))).toMatchObject({
      errors: {
        from: ['Dieser Pfad gehört zum Shop selbst und kann nicht weitergeleitet werden.'],
      },
    })
    expect(
      await answerOf(post({ intent: 'add', from: '/x', to: 'javascript:alert(1)' })),
    ).toMatchObject({
      errors: { to: [expect.stringContaining('https://')] },
    })
    const froms = (await list()).map((rule) => rule.from)
    expect(froms).toContain('/alte-rollups')
    expect(froms).not.toContain('/neue-wand')
    expect(froms).not.toContain('/roll-up-displays')
  })

  it('changes and deletes a rule, live at once', async () => {
    const rule = (await list()).find((r) => r.from === '/alte-rollups')
    await answerOf(
      post({
        intent: 'update',
        redirect: String(rule!.id),
        from: '/alte-rollups',
        to: '/messewaende',
      }),
    )
    expect((await follow('/alte-rollups')).headers.location).toBe('/messewaende')
    await answerOf(post({ intent: 'delete', redirect: String(rule!.id) }))
    expect((await follow('/alte-rollups')).statusCode).not.toBe(301)
    expect(
      await database.db
        .select()
        .from(redirections)
        .where(eq(redirections.fromPath, '/alte-rollups')),
    ).toEqual([])
    const actions = (
      await database.db.select().from(auditLog).where(eq(auditLog.objectType, 'redirect'))
    ).map((entry) => entry.action)
    expect(actions).toEqual(['redirect.create', 'redirect.update', 'redirect.delete'])
  })

  it('is the content team’s and the owner’s: sales are refused', async () => {
    const refused = await redirects.loader(call('/admin/redirects', 'sales') as never).then(
      () => null,
      (error: unknown) => error,
    )
    const status =
      refused instanceof Response
        ? refused.status
        : (refused as { init: { status: number } }).init.status
    expect(status).toBe(403)
  })
})
