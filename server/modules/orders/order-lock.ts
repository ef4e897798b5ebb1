import { eq } from 'drizzle-orm'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import type { Db } from '#server/db/client.ts'
import { orders } from '#server/db/schema/index.ts'
import { AppError } from '#core/errors/errors.ts'

// What every staff change of an order starts with (ORD-14, decision 0020).

/**
 * ORD-14: the order locked for this change, as it was when the member's page read it; an unknown
 * order is a 404, one changed since (another version) a 409.
 */
export async function lockOrder(
  tx: Db,
  input: { orderId: number; version: number },
  locale: Locale,
) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update')
  if (!row) throw new AppError('not_found', translate(locale, 'api.itemNotFound'))
  if (row.version !== input.version) {
    throw new AppError('conflict', translate(locale, 'admin.order.changedMeanwhile'))
  }
  return row
}

/** Field errors in the member's language, as every back-office form shows them. */
export function invalid(
  locale: Locale,
  fields: Record<string, Parameters<typeof translate>[1]>,
  values: Record<string, unknown> = {},
) {
  return new AppError(
    'invalid',
    translate(locale, 'validation.fixErrors'),
    Object.fromEntries(
      Object.entries(fields).map(([field, key]) => [field, [translate(locale, key, values)]]),
    ),
  )
}
