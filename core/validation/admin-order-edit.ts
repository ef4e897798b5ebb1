import { z } from 'zod'
import type { MessageKey } from '#core/i18n/translate.ts'
import { MAX_QUANTITY, MIN_QUANTITY } from '#core/pricing/pricing.ts'
import { addressSchema } from './customer.ts'
import { formText, recordId } from './form-input.ts'

// EDIT-1..EDIT-5 (decisions 0039, 0046): the forms of an order's edit page, one intent each.
// Every form carries the order's version the page showed: a changed order is a 409 (ORD-14).

const QUANTITY = 'adminOrderEdit.quantityRange' satisfies MessageKey
const version = z.coerce.number().int().min(0)
const quantity = z.coerce
  .number({ error: QUANTITY })
  .int({ error: QUANTITY })
  .min(MIN_QUANTITY, { error: QUANTITY })
  .max(MAX_QUANTITY, { error: QUANTITY })
/** Service values as the form's checkboxes send them (one `services` field each). */
const services = z
  .union([recordId, z.array(recordId)])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))

/** The address book's rules for an order's billing or delivery address. */
const address = addressSchema.safeExtend({ version })

export const orderEditForm = z.discriminatedUnion('intent', [
  address.safeExtend({ intent: z.literal('billing-address') }),
  address.safeExtend({ intent: z.literal('shipping-address'), package: recordId }),
  z.object({
    intent: z.literal('post-method'),
    version,
    package: recordId,
    postMethod: formText(100),
  }),
  z.object({ intent: z.literal('quantity'), version, item: recordId, quantity }),
  z.object({ intent: z.literal('remove-line'), version, item: recordId }),
  z.object({
    intent: z.literal('add-line'),
    version,
    package: recordId,
    product: recordId,
    combination: recordId,
    duration: recordId,
    services,
    quantity,
  }),
])

export type OrderEditInput = z.output<typeof orderEditForm>
/** What a change names besides the order and its version (the service's input). */
export type OrderEdit = OrderEditInput extends infer T
  ? T extends { version: number }
    ? Omit<T, 'version'>
    : never
  : never
