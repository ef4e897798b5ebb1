import { eq } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { Db } from '#server/db/client.ts'
import { customers } from '#server/db/schema/index.ts'

// What other modules read of the customers (decision 0040: the customers module owns them):
// whom an order's mail goes to, the e-mail beside an order. Each takes the caller's executor.

/**
 * A customer's contact as another module's query joins it (an order's e-mail in the back
 * office's list, the recipient of an order's mail): a view of the owner's choosing, planned by
 * PostgreSQL as a join of the table itself.
 */
export const customerContactView = new QueryBuilder()
  .select({
    id: customers.id,
    email: customers.email,
    gender: customers.gender,
    lastName: customers.lastName,
  })
  .from(customers)
  .as('customer_contact')

/** The customer's e-mail address, or undefined for an unknown id. */
export async function customerEmail(executor: Db, customerId: number): Promise<string | undefined> {
  const [row] = await executor
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId))
  return row?.email
}
