import { and, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { paymentEvents } from '#server/db/schema/index.ts'
import type { WebhookEventStore } from './provider.ts'

/**
 * Webhook events already handled, in `payment_events` (primary key provider + event id): the
 * insert that ignores a conflict is atomic, so two deliveries of one event cannot both claim it,
 * on one process or many.
 */
export function createDatabaseWebhookEventStore(db: Db, provider: string): WebhookEventStore {
  return {
    async claim(eventId) {
      const rows = await db
        .insert(paymentEvents)
        .values({ provider, eventId })
        .onConflictDoNothing()
        .returning({ eventId: paymentEvents.eventId })
      return rows.length > 0
    },
    async release(eventId) {
      await db
        .delete(paymentEvents)
        .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)))
    },
  }
}
