import { QueryBuilder } from 'drizzle-orm/pg-core'
import { staff } from '#server/db/schema/index.ts'

/**
 * Who made a change, as another module's query joins it (ORD-16: the order's timeline and
 * refunds name the member): the staff module owns its members (decision 0040); this view is
 * what it lets others read, planned by PostgreSQL as a join of the table itself.
 */
export const staffNameView = new QueryBuilder()
  .select({ id: staff.id, name: staff.name })
  .from(staff)
  .as('staff_name')
