import { z } from 'zod'
import {
  type CheckoutDraft,
  paymentStepSchema,
  shippingStepSchema,
} from '#core/validation/checkout.ts'
import type { Db } from '#server/db/client.ts'
import { readDraftData, writeDraftParts } from './draft-store.ts'
import type { VatIdConfirmation } from './vat-id.ts'

/**
 * What checkout_drafts.data holds: the two steps, the last VIES confirmation and the redeemed
 * coupon (CHK-16: kept from 'Einlösen' until the buyer removes it; null: removed; absent: the
 * saved payment step's).
 */
export type StoredDraft = CheckoutDraft & {
  vatConfirmation: VatIdConfirmation | null
  coupon?: { code: string | null } | null
}

const confirmationSchema = z.object({
  vatId: z.string(),
  countryCode: z.string(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  requestDate: z.string(),
  consultationNumber: z.string().nullable(),
})

const storedDraftSchema = z.object({
  shipping: shippingStepSchema.nullable().catch(null).default(null),
  payment: paymentStepSchema.nullable().catch(null).default(null),
  vatConfirmation: confirmationSchema.nullable().catch(null).default(null),
  coupon: z
    .object({ code: z.string().max(64).nullable() })
    .nullable()
    .catch(null)
    .default(null),
})

/** CHK-16: the coupon the draft holds — the one redeemed last, else the saved step's. */
export const keptCouponOf = (draft: StoredDraft): string | null =>
  draft.coupon ? draft.coupon.code : (draft.payment?.couponCode ?? null)

export async function readStored(
  db: Db,
  customerId: number,
): Promise<{ draft: StoredDraft; raw: unknown }> {
  const data = await readDraftData(db, customerId)
  if (data === undefined)
    return {
      draft: { shipping: null, payment: null, vatConfirmation: null, coupon: null },
      raw: null,
    }
  return { draft: storedDraftSchema.parse(data ?? {}), raw: data }
}

/** Writes parts of the draft; the other parts stay as they are (one statement, no lost update). */
export async function writeParts(db: Db, customerId: number, parts: Partial<StoredDraft>) {
  const fresh: StoredDraft = { shipping: null, payment: null, vatConfirmation: null, ...parts }
  await writeDraftParts(db, customerId, fresh, parts)
}
