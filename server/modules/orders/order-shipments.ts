import { asc, eq } from 'drizzle-orm'
import type { Locale } from '#core/i18n/locale.ts'
import type { translate } from '#core/i18n/translate.ts'
import { checkShipment } from '#core/orders/carriers.ts'
import type { Db } from '#server/db/client.ts'
import { orderPackages } from '#server/db/schema/index.ts'
import { invalid } from './order-lock.ts'
import type { ShippedPackage } from './step-mails.ts'

// "Shipped" (ORD-17, decision 0020): every package of the order leaves with its carrier and
// tracking number, recorded in the step's transaction.

/** ORD-17: what staff enter per package when the order is shipped. */
export interface ShipmentInput {
  packageId: number
  carrier: string
  trackingNumber: string
}

/**
 * ORD-17: every package of the order gets a carrier and (for parcels) a tracking number;
 * answers them in package order, or the field errors (`carrier-<id>`, `tracking-<id>`).
 */
function checkShipments(
  packages: { id: number; number: number; address: unknown }[],
  shipments: ShipmentInput[] | undefined,
  locale: Locale,
): (ShippedPackage & { packageId: number })[] {
  const errors: Record<string, Parameters<typeof translate>[1]> = {}
  const checked = packages.map((pkg) => {
    const given = shipments?.find((s) => s.packageId === pkg.id)
    const result = checkShipment(given?.carrier ?? '', given?.trackingNumber ?? '')
    if (!result.ok) {
      if (result.field === 'carrier') errors[`carrier-${pkg.id}`] = 'admin.ship.carrierMissing'
      else errors[`tracking-${pkg.id}`] = 'admin.ship.trackingInvalid'
      return undefined
    }
    const city = (pkg.address as { city?: unknown } | null)?.city
    return {
      packageId: pkg.id,
      number: pkg.number,
      city: typeof city === 'string' ? city : '',
      carrier: result.carrier,
      trackingNumber: result.trackingNumber,
    }
  })
  if (Object.keys(errors).length > 0) throw invalid(locale, errors)
  return checked as (ShippedPackage & { packageId: number })[]
}

/** ORD-17: checks the packages' shipments and records them; answers them in package order. */
export async function shipPackages(
  tx: Db,
  orderId: number,
  shipments: ShipmentInput[] | undefined,
  at: Date,
  locale: Locale,
): Promise<(ShippedPackage & { packageId: number })[]> {
  const packages = await tx
    .select({ id: orderPackages.id, number: orderPackages.number, address: orderPackages.address })
    .from(orderPackages)
    .where(eq(orderPackages.orderId, orderId))
    .orderBy(asc(orderPackages.number))
  const shipped = checkShipments(packages, shipments, locale)
  for (const pkg of shipped) {
    await tx
      .update(orderPackages)
      .set({ carrier: pkg.carrier, trackingNumber: pkg.trackingNumber, shippedAt: at })
      .where(eq(orderPackages.id, pkg.packageId))
  }
  return shipped
}
