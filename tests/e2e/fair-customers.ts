import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { shopDayOf } from '#core/dates/dates.ts'
import { addDays } from '#core/fairs/fair-days.ts'
import type { Db } from '#server/db/client.ts'
import { orders } from '#server/db/schema/index.ts'
import { upcomingFairs } from '#server/modules/fairs/fair-reads.ts'
import { createCustomerFixture, createOrderFixture } from '#tests/integration/fixtures/orders.ts'
import { FAIR_CUSTOMERS_FILE, type FairCustomers } from './fair-customers-file.ts'

// FAIR-MINE-1..5 end to end (my-fairs.spec.ts): customers made before the shop starts
// (tests/e2e/serve.ts), as the order placement leaves them — one with two orders for a demo fair
// (FAIR-4), one without any. The order's target is written here as FAIR-TGT-3 writes it.

export async function seedFairCustomers(db: Db, dataDir: string): Promise<void> {
  const today = shopDayOf(new Date())
  // A fair far enough ahead that its approval deadline is still to come (else the furthest one).
  const upcoming = await upcomingFairs(db, { query: '', today, limit: 20 })
  const fair =
    upcoming.find((candidate) => candidate.buildUpFrom >= addDays(today, 21)) ?? upcoming.at(-1)
  // Without a demo fair the other specs still run; my-fairs.spec.ts then finds no fixture file.
  if (!fair) return
  const customer = await createCustomerFixture(db)
  const target = {
    fairId: fair.id,
    targetOn: fair.buildUpTo,
    targetCountryId: fair.venueCountryId,
    latestApprovalAt: new Date(`${addDays(fair.buildUpFrom, -10)}T11:00:00Z`),
    promisedArrivalOn: addDays(fair.buildUpTo, -1),
  }
  const place = async (extra: Partial<typeof orders.$inferInsert>) => {
    const { order } = await createOrderFixture(db, customer.id, {
      packages: 1,
      lines: 1,
      paymentMethod: 'invoice',
    })
    await db
      .update(orders)
      .set({ ...target, ...extra })
      .where(eq(orders.id, order.id))
    return order.number
  }
  const due = await place({ workState: 'awaiting_print_data' })
  const approved = await place({ workState: 'proof_approved', proofApprovedAt: new Date() })
  const fixtures: FairCustomers = {
    withFair: customer.token,
    withoutFair: (await createCustomerFixture(db)).token,
    fair: { name: fair.name, code: fair.key },
    orderNumbers: { due, approved },
  }
  await writeFile(path.join(dataDir, FAIR_CUSTOMERS_FILE), JSON.stringify(fixtures))
}
