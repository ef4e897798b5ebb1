import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { products } from './catalog.ts'
import { customers } from './customers.ts'

/** MARK-1: bookmarks (the watch list) belong to a logged-in customer. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.productId] }),
    index('bookmarks_customer_created_idx').on(t.customerId, t.createdAt),
  ],
)
