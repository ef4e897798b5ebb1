import { eq } from 'drizzle-orm'
import type { Locale } from '#core/i18n/locale.ts'
import { translate } from '#core/i18n/translate.ts'
import { paymentAllowsProduction, type MoneyState } from '#core/orders/workflow.ts'
import type { PaymentMethod } from '#core/checkout-totals/checkout-totals.ts'
import type { Db } from '#server/db/client.ts'
import { orderFiles } from '#server/db/schema/index.ts'
import type { PrintChecks } from '#server/modules/preflight/print-checks.service.ts'
import { AppError } from '#core/errors/errors.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import { invalid } from './order-lock.ts'
import { can } from '#core/staff/permissions.ts'

// The steps of an order's work that need more than the workflow's tables (decision 0038): print
// data is released only when it is there and checked, over errors only with a confirmation and a
// reason (PRE-12); production starts only on the money its payment method asks for, before it
// only by the owner with a reason (ORD-19). What was stepped over goes into the timeline.

export const REASON_MAX = 500

/** What a member gives when stepping over a safeguard: the box ticked and the reason. */
export interface Override {
  confirmed: boolean
  reason: string
}

/** A reason that is given and not too long, or the field error. */
function reasonOf(
  override: Override | undefined,
  missing: 'release' | 'production',
  locale: Locale,
) {
  const reason = override?.reason.trim() ?? ''
  if (!override?.confirmed || reason.length === 0) {
    throw invalid(locale, {
      reason:
        missing === 'release'
          ? 'admin.order.releaseReasonMissing'
          : 'admin.order.overrideReasonMissing',
    })
  }
  if (reason.length > REASON_MAX) throw invalid(locale, { reason: 'admin.order.reasonTooLong' })
  return reason
}

/**
 * PRE-11, PRE-12: staff release print data that is there and checked — at least one file, and no
 * check still waiting or running (a result of "by hand" is theirs to judge). A file the check
 * found to need correcting is released only with a confirmation and a reason, which the answer
 * carries for the timeline.
 */
export async function assertDataToRelease(
  tx: Db,
  orderId: number,
  checks: Pick<PrintChecks, 'summary'>,
  override: Override | undefined,
  locale: Locale,
): Promise<string | null> {
  const [file] = await tx
    .select({ id: orderFiles.id })
    .from(orderFiles)
    .where(eq(orderFiles.orderId, orderId))
    .limit(1)
  if (!file) throw new AppError('conflict', translate(locale, 'admin.order.noPrintData'))
  const summary = await checks.summary(tx, orderId)
  if (!summary.settled) {
    throw new AppError('conflict', translate(locale, 'admin.order.checksRunning'))
  }
  return summary.errors > 0 ? reasonOf(override, 'release', locale) : null
}

/**
 * ORD-19: production starts on the money the payment method asks for; before it, only the owner
 * may start it, with a reason. Answers the reason, or null when none was needed.
 */
export function assertProductionAllowed(
  actor: StaffMember,
  order: { paymentMethod: PaymentMethod; paymentStatus: MoneyState },
  override: Override | undefined,
  locale: Locale,
): string | null {
  if (paymentAllowsProduction(order.paymentMethod, order.paymentStatus)) return null
  if (!can(actor, 'orders.override')) {
    throw new AppError('conflict', translate(locale, 'admin.order.unpaidProduction'))
  }
  return reasonOf(override, 'production', locale)
}
