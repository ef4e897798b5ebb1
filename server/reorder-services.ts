import type { Db } from '#server/db/client.ts'
import type { CartService } from '#server/modules/cart/cart.service.ts'
import { createReorders } from '#server/modules/orders/reorder.ts'
import { createReorderFiles } from '#server/modules/orders/reorder-files.ts'
import type { PrintChecks } from '#server/modules/preflight/print-checks.service.ts'
import type { Notices } from '#server/modules/staff/staff-notifications.ts'
import type { FileStore } from '#server/modules/storage/file-store.ts'

/**
 * "Order again" (decision 0057): the lines into the cart, and the print data carried to the next
 * order (the order's creation calls `reorderFiles.carry` once it is placed).
 */
export function createReorderServices(deps: {
  db: Db
  cart: CartService
  files: FileStore
  checks: PrintChecks
  notices?: Notices | undefined
  log: { error(obj: unknown, msg?: string): void }
}) {
  const { db, cart, files, checks, notices, log } = deps
  return {
    /** REORD-1..REORD-4: an order's lines into the cart at today's prices. */
    reorders: createReorders({ db, cart }),
    /** REORD-5, REORD-6: the carried print files and their one-step confirmation. */
    reorderFiles: createReorderFiles({ db, files, checks, notices, log }),
  }
}
