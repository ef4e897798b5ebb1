import { generate } from 'otplib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { redirections } from '#server/db/schema/index.ts'
import { STAFF_COOKIE } from '#core/http/cookies.ts'
import { testDatabases } from './databases.ts'
import { testStorefront } from './storefront.ts'

// SEC-11, CONT-1, decision 0037: the redirection list can never take a customer's link, token
// or form to another site. Through the real app (pages rendered by Vite's dev server): the
// editor as a content member and as the owner, what a visitor's browser is answered, and rules
// stored before these rules, which stop acting and say why.

const databases = await testDatabases()
const form = 'application/x-www-form-urlencoded'

describe.each(databases)('redirect rules on $name', (kind) => {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let close: () => Promise<void>
  const cookies = { content: '', owner: '' }

  beforeAll(async () => {
    database = await kind.create()
    ;({ app, close } = await testStorefront(database))
    const { staff } = app.services
    const content = await staff.create(
      { email: 'inhalt@example.com', name: 'Ines', role: 'content' },
      null,
    )
    cookies.content = `${STAFF_COOKIE}=${(await staff.logIn('inhalt@example.com', content.password))!.token}`
    const owner = await staff.create(
      { email: 'chef@example.com', name: 'Olaf', role: 'owner' },
      null,
    )
    const login = (await staff.logIn('chef@example.com', owner.password))!
    const { secret } = await staff.beginTotpSetup(login.session.member.id)
    await staff.confirmTotpSetup(login.session, await generate({ secret }), 'de')
    cookies.owner = `${STAFF_COOKIE}=${login.token}`
  })
  afterAll(async () => {
    await close?.()
    await database?.drop()
  })

  const add = (fields: { from: string; to: string }, who: keyof typeof cookies, en = false) =>
    app.inject({
      method: 'POST',
      url: `${en ? '/en' : ''}/admin/redirects?index`,
      headers: { 'content-type': form, cookie: cookies[who] },
      payload: new URLSearchParams({ intent: 'add', ...fields }).toString(),
    })
  const visit = (url: string) => app.inject({ url })

  it('refuses every path the shop serves, in both languages, however it is spelt', async () => {
    for (const from of [
      '/reset-password',
      '/login',
      '/profile',
      '/payment',
      '/checkout/test-payment',
      '/en/reset-password',
      '/en/login',
      '/en/profile/orders',
      '/cart',
      '/Thankyou',
      '/newsletter/confirm/abc',
      '/print_invoice/7',
      '/Reset-Password',
      '/%72eset-password',
      '/RESET-PASSWORD/',
      '/EN/Login',
      '/api/v1/x',
      '/ADMIN/orders',
      '/assets/app.js',
      '/media/a.webp',
      '/en',
      '/pages',
    ]) {
      const res = await add({ from, to: 'https://evil.example/steal' }, 'content')
      expect(res.statusCode, from).toBe(422)
      expect(res.body, from).toContain(
        'Dieser Pfad gehört zum Shop selbst und kann nicht weitergeleitet werden.',
      )
    }
    const reset = await visit('/reset-password?token=T&email=kundin%40example.com')
    expect(reset.statusCode).toBe(200)
    expect(reset.headers.location).toBeUndefined()
  })

  it('lets only the owner point a redirect to another site, and never with the query', async () => {
    const refused = await add({ from: '/messe-blog', to: 'https://blog.example/messe' }, 'content')
    expect(refused.statusCode).toBe(422)
    expect(refused.body).toContain(
      'Nur der Inhaber darf eine Weiterleitung auf eine andere Website anlegen.',
    )
    const inEnglish = await add(
      { from: '/messe-blog', to: 'https://blog.example/x' },
      'content',
      true,
    )
    expect(inEnglish.body).toContain('Only the owner may point a redirect to another site.')
    expect((await visit('/messe-blog')).statusCode).toBe(404)

    const allowed = await add({ from: '/messe-blog', to: 'https://blog.example/messe' }, 'owner')
    expect(allowed.statusCode).toBe(200)
    const followed = await visit('/messe-blog?token=geheim&utm_source=mail')
    expect(followed.statusCode).toBe(301)
    expect(followed.headers.location).toBe('https://blog.example/messe')
  })

  it('keeps the query for a path of the shop, after the target’s own', async () => {
    expect(
      (await add({ from: '/angebot', to: '/roll-up-displays?sort=price' }, 'content')).statusCode,
    ).toBe(200)
    expect((await visit('/angebot?utm=x')).headers.location).toBe(
      '/roll-up-displays?sort=price&utm=x',
    )
    expect((await add({ from: '/alt', to: '/roll-up-displays' }, 'content')).statusCode).toBe(200)
    expect((await visit('/alt?utm=x')).headers.location).toBe('/roll-up-displays?utm=x')
  })

  it('stops a stored rule that breaks the rules, and the editor says why in both languages', async () => {
    await database.db.insert(redirections).values([
      { fromPath: '/reset-password', toPath: 'https://evil.example/steal', savedByRole: 'owner' },
      { fromPath: '/Login', toPath: '/roll-up-displays', savedByRole: 'content' },
      { fromPath: '/partner', toPath: 'https://partner.example/', savedByRole: 'content' },
      { fromPath: '/alter-partner', toPath: 'https://partner.example/alt' },
    ])
    app.services.redirections.clearCache()
    const reset = await visit('/reset-password?token=T&email=kundin%40example.com')
    expect(reset.headers.location).toBeUndefined()
    expect((await visit('/Login')).headers.location).toBeUndefined()
    expect((await visit('/partner')).statusCode).toBe(404)
    expect((await visit('/alter-partner')).statusCode).toBe(404)
    // The API's list (for other clients) names only rules that act.
    const listed = await app.inject('/api/v1/user/site/front-info/redirections/fetch')
    const froms = (listed.json().body.info as { from: string }[]).map((rule) => rule.from)
    expect(froms).toEqual(expect.arrayContaining(['/rollups', '/messe-blog']))
    expect(froms).not.toEqual(expect.arrayContaining(['/partner']))
    for (const from of ['/reset-password', '/Login', '/alter-partner'])
      expect(froms).not.toContain(from)

    const de = (await app.inject({ url: '/admin/redirects', headers: { cookie: cookies.content } }))
      .body
    expect(de).toContain('Inaktiv')
    expect(de).toContain(
      'Dieser Pfad gehört zum Shop selbst; Besucher kommen dort immer auf die Seite des Shops. Bitte löschen Sie die Weiterleitung.',
    )
    expect(de).toContain(
      'Sie führt auf eine andere Website, das darf nur der Inhaber festlegen. Sie wirkt, sobald der Inhaber sie speichert.',
    )
    const en = (
      await app.inject({ url: '/en/admin/redirects', headers: { cookie: cookies.owner } })
    ).body
    expect(en).toContain('Inactive')
    expect(en).toContain(
      'This path is the shop’s own; visitors always get the shop’s page there. Please delete the redirect.',
    )
    expect(en).toContain(
      'It leads to another site, which only the owner may decide. It acts once the owner saves it.',
    )
  })
})
