import { desc, eq, ilike, or, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { customers } from '#server/db/schema/index.ts'
import { likePattern } from '#server/modules/shared/like.ts'
import type { CustomerHit } from '#core/staff/search-hits.ts'

// FIND-1 (decision 0048): the customers module answers the back office's search box for its
// own table. The text columns have trigram indexes (migration 0028), so `ilike '%…%'` reads an
// index, not every customer.

/** The full name as the list and the search compare it (one expression, one index). */
export const customerFullName = sql`(${customers.firstName} || ' ' || ${customers.lastName})`

/**
 * Customers whose company, name, e-mail or phone contains `term` (at least 2 characters), or
 * whose number it is; the customer number and the whole e-mail first, then the newest.
 */
export async function findCustomers(executor: Db, term: string, limit: number) {
  const pattern = likePattern(term)
  const number = /^\d{1,9}$/.test(term) ? Number(term) : null
  if (number === null && term.length < 2) return []
  const rows = await executor
    .select({
      id: customers.id,
      company: customers.company,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      city: customers.city,
      blockedAt: customers.blockedAt,
    })
    .from(customers)
    .where(
      or(
        number === null ? undefined : eq(customers.id, number),
        ...(term.length >= 2
          ? [
              ilike(customers.company, pattern),
              ilike(customerFullName, pattern),
              ilike(customers.email, pattern),
              ilike(customers.phone, pattern),
            ]
          : []),
      ),
    )
    .orderBy(
      ...(number === null ? [] : [desc(sql`${customers.id} = ${number}`)]),
      desc(sql`lower(${customers.email}) = lower(${term})`),
      desc(customers.id),
    )
    .limit(limit)
  return rows.map((row): CustomerHit => ({
    id: row.id,
    company: row.company,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    city: row.city,
    blocked: row.blockedAt !== null,
  }))
}
