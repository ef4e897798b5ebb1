import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { coupons } from '#server/db/schema/index.ts'
import * as couponPage from '#app/routes/admin/coupon.tsx'
import * as couponList from '#app/routes/admin/coupons.tsx'
import { staffRouteArgs } from './staff-route.ts'
import { testDatabases } from './databases.ts'
import { createCustomerFixture } from './fixtures/orders.ts'
import { type Role, couponsOffice, form } from './back-office-coupons-helpers.ts'

// STAFF-10 on both databases: the back office creates, edits, lists, switches and deletes
// coupons (CHK-6) with the form's rules in both languages, for the owner and sales only, every
// write in the audit log; and what it writes is what the checkout's coupon check reads.

const databases = await testDatabases()

describe.each(databases)('the back office coupons on $name', (kind) => {
  const env = couponsOffice(kind)
  const { members, tokens, admin, refusal, rowOf, auditOf, redeem } = env

  it('edits a coupon, never its limit below the uses so far, and audits before and after', async () => {
    const { id } = await admin().create(
      members.sales,
      form({ code: 'ZWEIMAL', maxUses: '5' }),
      'de',
    )
    const customer = await createCustomerFixture(env.database.db)
    await redeem('ZWEIMAL', customer.id)
    await redeem('ZWEIMAL', customer.id)
    const below = await refusal(
      admin().update(members.sales, id, form({ code: 'zweimal', maxUses: '1' }), 'de'),
    )
    expect(below.fields).toEqual({
      maxUses: [
        'Der Gutschein wurde schon 2-mal eingelöst; die Grenze darf nicht darunter liegen.',
      ],
    })
    await admin().update(
      members.owner,
      id,
      form({ code: 'zweimal', percent: '15', maxUses: '2', maxUsesPerCustomer: '3', isActive: '' }),
      'de',
    )
    expect(await rowOf(id)).toMatchObject({
      percent: 15,
      maxUses: 2,
      maxUsesPerCustomer: 3,
      usedCount: 2,
      isActive: false,
    })
    const entries = await auditOf(id)
    expect(entries.map((entry) => entry.action)).toEqual(['coupon.create', 'coupon.update'])
    expect(entries[1]).toMatchObject({
      staffId: members.owner.id,
      before: { percent: 12.5, maxUses: 5, isActive: true },
      after: { percent: 15, maxUses: 2, maxUsesPerCustomer: 3, isActive: false },
    })
    const taken = await refusal(admin().update(members.sales, id, form({ code: 'MESSE10' }), 'de'))
    expect(taken.fields).toEqual({ code: ['Diesen Code gibt es schon.'] })
    expect((await refusal(admin().update(members.sales, 999_999, form(), 'de'))).kind).toBe(
      'not_found',
    )
  })

  it('deletes a coupon never redeemed, and refuses one that was (409)', async () => {
    const unused = await admin().create(members.sales, form({ code: 'WEG' }), 'de')
    await admin().remove(members.sales, unused.id, 'de')
    expect(await env.database.db.select().from(coupons).where(eq(coupons.id, unused.id))).toEqual(
      [],
    )
    expect((await auditOf(unused.id)).map((entry) => entry.action)).toEqual([
      'coupon.create',
      'coupon.delete',
    ])
    const used = await admin().create(members.sales, form({ code: 'GENUTZT' }), 'de')
    await redeem('GENUTZT', (await createCustomerFixture(env.database.db)).id)
    const error = await refusal(admin().remove(members.sales, used.id, 'de'))
    expect(error.kind).toBe('conflict')
    expect(error.message).toBe(
      'Dieser Gutschein wurde schon eingelöst; deaktivieren Sie ihn stattdessen.',
    )
    expect(await rowOf(used.id)).toBeDefined()
  })

  it('lists coupons with their usage, filtered by state and code, and one with its orders', async () => {
    const { id } = await admin().create(members.sales, form({ code: 'ZAHLEN' }), 'de')
    const first = await createCustomerFixture(env.database.db)
    const second = await createCustomerFixture(env.database.db)
    const a = await redeem('ZAHLEN', first.id)
    const b = await redeem('ZAHLEN', first.id)
    await redeem('ZAHLEN', second.id, 'cancelled')
    const list = await admin().list({ q: 'zahl' })
    expect(list.total).toBe(1)
    expect(list.rows[0]).toMatchObject({
      code: 'ZAHLEN',
      usedCount: 3,
      customers: 2,
      // The cancelled order's total is left out.
      revenueCents: a.totalCents + b.totalCents,
      state: 'active',
    })
    const detail = await admin().detail(id, 'de')
    expect(detail.orderCount).toBe(3)
    expect(detail.orders.map((order) => order.number).sort()).toEqual(
      expect.arrayContaining([a.number, b.number]),
    )
    expect(detail.orders[0]).toMatchObject({ company: 'Brinkmann Messebau' })

    const past = await admin().create(
      members.sales,
      form({ code: 'VORBEI-2020', validFrom: '2020-01-01', validUntil: '2020-01-31' }),
      'de',
    )
    const codes = async (status: 'active' | 'inactive' | 'expired') =>
      (await admin().list({ status })).rows.map((row) => row.code)
    expect(await codes('expired')).toContain('VORBEI-2020')
    expect(await codes('active')).not.toContain('VORBEI-2020')
    expect(await codes('active')).toContain('ZAHLEN')
    expect(await codes('inactive')).toContain('ZWEIMAL')
    expect(await codes('inactive')).not.toContain('ZAHLEN')
    expect((await admin().detail(past.id, 'en')).coupon).toMatchObject({
      validFrom: '2020-01-01',
      validUntil: '2020-01-31',
      state: 'expired',
    })
  })

  it('makes a coupon the checkout accepts, and an inactive one it refuses', async () => {
    const { id } = await admin().create(
      members.sales,
      form({ code: 'kasse-20', percent: '20' }),
      'de',
    )
    const customer = await createCustomerFixture(env.database.db)
    const check = (code: string) =>
      env.app.inject({
        method: 'POST',
        url: '/api/v1/user/site/cart/check/coupon',
        headers: { authorization: `Bearer ${customer.token}`, 'accept-language': 'en' },
        payload: { code },
      })
    const accepted = await check('Kasse-20')
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json().body).toEqual({ code: 'KASSE-20', percent: 20 })
    await admin().setActive(members.sales, id, false, 'de')
    const refused = await check('kasse-20')
    expect(refused.statusCode).toBe(422)
    expect(refused.json().errors.code).toEqual(['This coupon is no longer active.'])
    expect((await auditOf(id)).at(-1)).toMatchObject({
      action: 'coupon.update',
      before: { isActive: true },
      after: { isActive: false },
    })
  })

  describe('the pages', () => {
    /** A request of the back office as a member with `role`. */
    function call(path: string, role: Exclude<Role, 'owner'>, init: RequestInit = {}) {
      return staffRouteArgs(env.services, tokens[role], path, init)
    }
    const post = (
      path: string,
      role: Exclude<Role, 'owner'>,
      fields: Record<string, string>,
      params = {},
    ) => {
      const body = new FormData()
      for (const [key, value] of Object.entries(fields)) body.set(key, value)
      return { ...call(path, role, { method: 'POST', body }), params }
    }
    const statusOf = async (work: Promise<unknown>) => {
      const thrown = await work.then(
        () => expect.unreachable('the route answered'),
        (error: unknown) => error,
      )
      return thrown instanceof Response
        ? thrown.status
        : (thrown as { init: { status: number } }).init.status
    }

    it('lists and creates for sales; production gets 403', async () => {
      const page = await couponList.loader(call('/admin/coupons?q=messe', 'sales') as never)
      expect(page.list.rows.map((row) => row.code)).toEqual(['MESSE10'])
      expect(await statusOf(couponList.loader(call('/admin/coupons', 'production') as never))).toBe(
        403,
      )
      expect(
        await statusOf(
          couponList.action(post('/admin/coupons', 'content', { intent: 'create' }) as never),
        ),
      ).toBe(403)
      const answer = (await couponList.action(
        post('/en/admin/coupons', 'sales', {
          intent: 'create',
          ...form({ code: 'seite', percent: 'x' }),
        }) as never,
      )) as { data: { errors: Record<string, string[]> }; init: { status: number } }
      expect(answer.init.status).toBe(422)
      expect(answer.data.errors).toEqual({
        percent: ['Please enter a percentage above 0 and at most 100, with at most two decimals.'],
      })
      const created = (await couponList.action(
        post('/admin/coupons', 'sales', { intent: 'create', ...form({ code: 'seite' }) }) as never,
      )) as Response
      expect(created.status).toBe(302)
      const [row] = await env.database.db.select().from(coupons).where(eq(coupons.code, 'SEITE'))
      expect(created.headers.get('location')).toBe(`/admin/coupons/${row!.id}?created=1`)
    })

    it('shows one coupon and saves it for sales; a redeemed one is not deleted', async () => {
      const [row] = await env.database.db.select().from(coupons).where(eq(coupons.code, 'GENUTZT'))
      const params = { id: String(row!.id) }
      const page = await couponPage.loader({
        ...call(`/admin/coupons/${row!.id}`, 'sales'),
        params,
      } as never)
      expect(page.detail.coupon.code).toBe('GENUTZT')
      expect(page.detail.orders).toHaveLength(1)
      const saved = (await couponPage.action(
        post(
          `/admin/coupons/${row!.id}`,
          'sales',
          { intent: 'save', ...form({ code: 'genutzt', percent: '9,5' }) },
          params,
        ) as never,
      )) as { ok: boolean; message: string }
      expect(saved).toMatchObject({ ok: true, message: 'Gutschein GENUTZT wurde gespeichert.' })
      const refused = (await couponPage.action(
        post(`/admin/coupons/${row!.id}`, 'sales', { intent: 'delete' }, params) as never,
      )) as { data: { message: string }; init: { status: number } }
      expect(refused.init.status).toBe(409)
      expect(refused.data.message).toBe(
        'Dieser Gutschein wurde schon eingelöst; deaktivieren Sie ihn stattdessen.',
      )
      expect(
        await statusOf(
          couponPage.loader({
            ...call(`/admin/coupons/${row!.id}`, 'production'),
            params,
          } as never),
        ),
      ).toBe(403)
    })
  })
})
