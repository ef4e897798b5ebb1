import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { type Configuration, type Line, servicesFromText, servicesText } from '#core/cart/lines.ts'
import type { Db } from '#server/db/client.ts'
import { cartItems } from '#server/db/schema/index.ts'

// The customer's stored lines (CART-10): one row per configuration, its services as text
// (CART-2), no price. The rows become core/cart's `Line` here and nowhere else.

export type CartRow = typeof cartItems.$inferSelect

/** A stored row as the one line shape (decision 0043). */
export const lineOfRow = (row: CartRow): Line => ({
  product_id: row.productId,
  combination_id: row.combinationId,
  duration_id: row.durationId,
  services: servicesFromText(row.services),
  quantity: row.quantity,
})

const configurationColumns = [
  cartItems.customerId,
  cartItems.productId,
  cartItems.combinationId,
  cartItems.durationId,
  cartItems.services,
]

/** The configuration's unique index covers the lines that are not a quote's (QUOTE-7). */
const notQuote = sql`${cartItems.quoteLineId} is null`

const rowValues = (customerId: number, config: Configuration, quantity: number) => ({
  customerId,
  productId: config.product_id,
  combinationId: config.combination_id,
  durationId: config.duration_id,
  services: servicesText(config.services),
  quantity,
})

export function cartRows(db: Db) {
  return {
    /** The customer's rows in the order they were added. */
    async all(customerId: number): Promise<CartRow[]> {
      return db
        .select()
        .from(cartItems)
        .where(eq(cartItems.customerId, customerId))
        .orderBy(asc(cartItems.id))
    },

    /** One of the customer's rows by id (never another customer's). */
    async byId(customerId: number, lineId: number): Promise<CartRow | undefined> {
      const [row] = await db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.id, lineId), eq(cartItems.customerId, customerId)))
      return row
    },

    /** The customer's row of a configuration (CART-2: at most one). */
    async find(customerId: number, config: Configuration): Promise<CartRow | undefined> {
      const [row] = await db
        .select()
        .from(cartItems)
        .where(
          and(
            eq(cartItems.customerId, customerId),
            eq(cartItems.productId, config.product_id),
            eq(cartItems.combinationId, config.combination_id),
            eq(cartItems.durationId, config.duration_id),
            eq(cartItems.services, servicesText(config.services)),
            // A quote's line (QUOTE-7) is not the configuration's own line.
            isNull(cartItems.quoteLineId),
          ),
        )
      return row
    },

    /**
     * Writes a line's new quantity. An upsert on the configuration's unique index, so two
     * requests adding the same configuration at once cannot fail with a duplicate key.
     */
    async store(customerId: number, config: Configuration, quantity: number): Promise<number> {
      const [row] = await db
        .insert(cartItems)
        .values(rowValues(customerId, config, quantity))
        .onConflictDoUpdate({
          target: configurationColumns,
          targetWhere: notQuote,
          set: { quantity, updatedAt: sql`now()` },
        })
        .returning({ id: cartItems.id })
      return row!.id
    },

    /**
     * Adds to a line in one statement: the increment happens in the database, so two requests
     * adding the same configuration at once both count. The guard keeps the result within `max`
     * (the limit of 50 and the stock); undefined means the guard refused.
     */
    async increment(customerId: number, line: Line, max: number) {
      const [row] = await db
        .insert(cartItems)
        .values(rowValues(customerId, line, line.quantity))
        .onConflictDoUpdate({
          target: configurationColumns,
          targetWhere: notQuote,
          set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
          setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${max}`,
        })
        .returning({ id: cartItems.id, quantity: cartItems.quantity })
      return row
    },

    /** CART-4: a line changed into another one's configuration joins it. */
    async join(removedId: number, keptId: number, quantity: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(cartItems).where(eq(cartItems.id, removedId))
        await tx
          .update(cartItems)
          .set({ quantity, updatedAt: sql`now()` })
          .where(eq(cartItems.id, keptId))
      })
    },

    /** A line's new production time, services and quantity. */
    async change(id: number, next: Line): Promise<void> {
      await db
        .update(cartItems)
        .set({
          durationId: next.duration_id,
          services: servicesText(next.services),
          quantity: next.quantity,
          updatedAt: sql`now()`,
        })
        .where(eq(cartItems.id, id))
    },

    /**
     * CART-4, API-8: removal matches product, combination and duration; the optional services
     * narrow it to one line. Answers how many lines were removed.
     */
    async remove(
      customerId: number,
      key: Omit<Configuration, 'services'> & { services?: number[] },
    ): Promise<number> {
      const removed = await db
        .delete(cartItems)
        .where(
          and(
            eq(cartItems.customerId, customerId),
            eq(cartItems.productId, key.product_id),
            eq(cartItems.combinationId, key.combination_id),
            eq(cartItems.durationId, key.duration_id),
            key.services ? eq(cartItems.services, servicesText(key.services)) : undefined,
          ),
        )
        .returning({ id: cartItems.id })
      return removed.length
    },

    async clear(customerId: number): Promise<void> {
      await db.delete(cartItems).where(eq(cartItems.customerId, customerId))
    },

    /** CART-14 'items/count': the number of pieces, as the guest cart's cart_count. */
    async count(customerId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
        .from(cartItems)
        .where(eq(cartItems.customerId, customerId))
      return Number(row?.count ?? 0)
    },
  }
}
