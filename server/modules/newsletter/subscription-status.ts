import { eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { newsletterSubscriptions } from '#server/db/schema/index.ts'
import type { SubscriptionStatus } from './newsletter.service.ts'

/**
 * STAFF-7: the newsletter state of an e-mail address as the back office shows it beside a
 * customer (decision 0040: the newsletter module owns its subscriptions).
 */
export async function subscriptionStatusOf(
  executor: Db,
  email: string,
): Promise<SubscriptionStatus> {
  const [subscription] = await executor
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(sql`lower(${newsletterSubscriptions.email})`, email.toLowerCase()))
  return subscription?.status ?? 'none'
}
