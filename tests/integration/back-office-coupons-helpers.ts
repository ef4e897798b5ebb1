import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'
import type { Database } from '#server/db/client.ts'
import { auditLog, coupons, orders } from '#server/db/schema/index.ts'
import type { AppError } from '#core/errors/errors.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import type { Services } from '#server/services.ts'
import { testApp } from './app.ts'
import type { testDatabases } from './databases.ts'
import { createOrderFixture } from './fixtures/orders.ts'

// What the back office coupon files (back-office-coupons*.test.ts) share: the coupon form, and
// an app on one database with a member of every role, the service's refusals, a coupon's row
// and audit entries, and a redemption as the checkout's order transaction makes it.

export type Role = 'owner' | 'sales' | 'production' | 'content'

export const form = (fields: Record<string, unknown> = {}) => ({
  code: 'herbst-25',
  percent: '12,5',
  validFrom: '',
  validUntil: '',
  maxUses: '',
  maxUsesPerCustomer: '',
  isActive: 'on',
  ...fields,
})

/** The coupons' world on a database of `kind`, made before the describe's tests. */
export function couponsOffice(kind: Awaited<ReturnType<typeof testDatabases>>[number]) {
  let database: Database & { drop(): Promise<void> }
  let app: FastifyInstance
  let services: Services
  const members = {} as Record<Role, StaffMember>
  const tokens = {} as Record<Role, string>

  beforeAll(async () => {
    database = await kind.create()
    app = await testApp(database)
    services = app.services
    for (const role of ['owner', 'sales', 'production', 'content'] as const) {
      const email = `coupons-${role}@example.com`
      const { member, password } = await services.staff.create(
        { email, name: `${role} member`, role },
        null,
      )
      members[role] = member
      // The owner needs a second factor to log in; the pages are tried with the others.
      if (role !== 'owner') tokens[role] = (await services.staff.logIn(email, password))!.token
    }
  })
  afterAll(async () => {
    await app?.close()
    await database?.drop()
  })

  const admin = () => services.couponsAdmin
  /** The error a promise is refused with. */
  const refusal = async (work: Promise<unknown>) =>
    work.then(
      () => expect.unreachable('the service accepted it'),
      (error: unknown) => error as AppError,
    )
  const rowOf = async (id: number) =>
    (await database.db.select().from(coupons).where(eq(coupons.id, id)))[0]!
  const auditOf = (id: number) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'coupon'), eq(auditLog.objectId, String(id))))
      .orderBy(auditLog.id)
  /** Uses a coupon for a new order of `customerId`, as the checkout's order transaction does. */
  async function redeem(code: string, customerId: number, state?: 'cancelled') {
    const { order } = await createOrderFixture(database.db, customerId, { packages: 1, lines: 1 })
    const [row] = await database.db.select().from(coupons).where(eq(coupons.code, code))
    await database.db.transaction((tx) =>
      services.coupons.redeem(tx, { code, percent: row!.percent }, customerId, order.id, 'de'),
    )
    if (state) {
      await database.db
        .update(orders)
        .set({ workState: 'cancelled', status: 'cancelled' })
        .where(eq(orders.id, order.id))
    }
    return order
  }

  return {
    members,
    tokens,
    admin,
    refusal,
    rowOf,
    auditOf,
    redeem,
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
