import { z } from 'zod'
import type { MessageKey } from '#core/i18n/translate.ts'
import { databaseId } from './text.ts'

// REORD-2 (decision 0057): the one body of "order again", for the API and the profile's form.
// Its messages are message keys, translated at the edge (decision 0039).

/** No order has more lines; keeps a tampered list bounded. */
export const MAX_REORDER_ITEMS = 100

const INVALID = { error: 'api.invalidInput' satisfies MessageKey }

/**
 * Body of POST /user/dashboard/orders/{id}/reorder: the order's lines to put into the cart again
 * (all of them when absent) and whether their approved print files go with them.
 */
export const reorderSchema = z.object({
  items: z
    .array(databaseId(INVALID.error), INVALID)
    .min(1, { error: 'reorder.noItems' satisfies MessageKey })
    .max(MAX_REORDER_ITEMS, INVALID)
    .transform((ids) => [...new Set(ids)])
    .optional(),
  with_files: z.boolean(INVALID).default(false),
})
export type ReorderInput = z.infer<typeof reorderSchema>
