import { z } from 'zod'
import { REORDER_CODES } from '#core/orders/reorder.ts'

// REORD-2 (decision 0057): the answer of "order again"; what the schema does not name is not sent.

const reorderLine = z.object({
  order_item_id: z.number().int(),
  product_title: z.string(),
  quantity: z.number().int(),
  code: z.enum(REORDER_CODES),
  ordered_unit_cents: z.number().int(),
  unit_cents: z.number().int().nullable(),
  with_files: z.boolean(),
  message: z.string(),
})

export const reorderAnswer = z.object({
  order_number: z.number().int(),
  added: z.array(reorderLine),
  not_added: z.array(reorderLine),
})
