import { asc, eq, inArray } from 'drizzle-orm'
import { isAppError } from '#core/errors/errors.ts'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { orderAddressSchema } from '#core/orders/order-views.ts'
import type { WorkState } from '#core/orders/workflow.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import type { Db } from '#server/db/client.ts'
import { orderPackages, orders } from '#server/db/schema/index.ts'
import type { ShipmentInput } from './order-shipments.ts'
import type { OrderWorkflow } from './order-workflow.service.ts'

// ORD-BULK-1 (decision 0047): several orders marked shipped at once. Each order takes the one
// shipping step of the order page (ORD-17: carriers and tracking numbers, the timeline, the
// audit log and the customer's mail), in its own transaction: a refused order leaves the others
// shipped, and the answer says for each order what happened and why.

export interface ShippingCandidate {
  id: number
  number: number
  version: number
  workState: WorkState
  packages: { id: number; number: number; city: string; countryCode: string }[]
}

export interface BulkShipResult {
  orderId: number
  number: number | null
  shipped: boolean
  /** Why the order was refused, in the member's language; empty when it was shipped. */
  reason: string
}

export function createBulkShipping(deps: { db: Db; workflow: Pick<OrderWorkflow, 'moveWork'> }) {
  const { db, workflow } = deps

  /** ORD-17's field errors (`carrier-<package id>`) as 'Paket 2: …', in package order. */
  async function packageMessages(
    orderId: number,
    fields: Record<string, string[]>,
    locale: Locale,
  ) {
    const label = translate(locale, 'adminShipping.pdf.package')
    const packages = await db
      .select({ id: orderPackages.id, number: orderPackages.number })
      .from(orderPackages)
      .where(eq(orderPackages.orderId, orderId))
      .orderBy(asc(orderPackages.number))
    return packages
      .flatMap((pkg) =>
        [...(fields[`carrier-${pkg.id}`] ?? []), ...(fields[`tracking-${pkg.id}`] ?? [])].map(
          (message) => `${label} ${pkg.number}: ${message}`,
        ),
      )
      .join(' ')
  }

  return {
    /** The selected orders with their packages, in the order given; unknown ids are left out. */
    async candidates(orderIds: number[]): Promise<ShippingCandidate[]> {
      if (orderIds.length === 0) return []
      const [rows, packages] = await Promise.all([
        db
          .select({
            id: orders.id,
            number: orders.number,
            version: orders.version,
            workState: orders.workState,
          })
          .from(orders)
          .where(inArray(orders.id, orderIds)),
        db
          .select({
            id: orderPackages.id,
            orderId: orderPackages.orderId,
            number: orderPackages.number,
            address: orderPackages.address,
            countryCode: orderPackages.countryCode,
          })
          .from(orderPackages)
          .where(inArray(orderPackages.orderId, orderIds))
          .orderBy(asc(orderPackages.number)),
      ])
      return orderIds.flatMap((id) => {
        const row = rows.find((candidate) => candidate.id === id)
        if (!row) return []
        return [
          {
            ...row,
            packages: packages
              .filter((pkg) => pkg.orderId === id)
              .map((pkg) => ({
                id: pkg.id,
                number: pkg.number,
                city: orderAddressSchema.parse(pkg.address ?? {}).city,
                countryCode: pkg.countryCode,
              })),
          },
        ]
      })
    },

    /**
     * ORD-BULK-1: ships each order (`versions`: the version the page showed of each) with the
     * given packages' carriers and tracking numbers; never throws for one order's refusal.
     */
    async ship(
      actor: StaffMember,
      input: { versions: Map<number, number>; shipments: ShipmentInput[] },
      locale: Locale,
    ): Promise<BulkShipResult[]> {
      const results: BulkShipResult[] = []
      for (const [orderId, version] of input.versions) {
        const [row] = await db
          .select({ number: orders.number })
          .from(orders)
          .where(eq(orders.id, orderId))
          .limit(1)
        if (!row) {
          const reason = translate(locale, 'adminShipping.ship.notFound')
          results.push({ orderId, number: null, shipped: false, reason })
          continue
        }
        try {
          await workflow.moveWork(
            actor,
            { orderId, to: 'shipped', version, shipments: input.shipments },
            locale,
          )
          results.push({ orderId, number: row.number, shipped: true, reason: '' })
        } catch (error) {
          if (!isAppError(error)) throw error
          const reason = error.fields
            ? await packageMessages(orderId, error.fields, locale)
            : error.message
          results.push({ orderId, number: row.number, shipped: false, reason })
        }
      }
      return results
    },
  }
}

export type BulkShipping = ReturnType<typeof createBulkShipping>
