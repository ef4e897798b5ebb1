import type { Locale } from '#core/i18n/locale.ts'
import { can } from '#core/staff/permissions.ts'
import type { StaffMember } from '#core/staff/staff-member.ts'
import type { BackOfficeSearchResult } from '#core/staff/search-hits.ts'
import type { Db } from '#server/db/client.ts'
import { findProductsForStaff } from '#server/modules/catalog/product-staff-search.ts'
import { findCustomers } from '#server/modules/customers/customer-search.ts'
import { findDocuments } from '#server/modules/invoices/document-search.ts'
import { findOrdersByNumber } from '#server/modules/orders/order-search.ts'

// FIND-1 (decision 0048): one search box over orders, customers, products, invoices and credit
// notes. Each module answers for its own tables (decision 0040); this one only composes them,
// asks only the kinds the member may see (FIND-2, STAFF-5), and caps each kind (FIND-3, PERF-4:
// one bounded query per kind, at most four in all).

/** Results per kind; a longer list belongs on the kind's own page with its filters. */
export const HITS_PER_KIND = 10

/** The text as the search reads it: trimmed, one space between words. */
export function searchTerm(q: string): string {
  return q.trim().replace(/\s+/g, ' ')
}

export function createBackOfficeSearch(db: Db) {
  return {
    /** What `q` finds for `member`; null for a kind the member may not see. */
    async search(member: StaffMember, q: string, locale: Locale): Promise<BackOfficeSearchResult> {
      const term = searchTerm(q)
      const digits = term.replace(/^#\s*/, '')
      const [orders, customers, products, documents] = await Promise.all([
        can(member, 'orders.view') ? findOrdersByNumber(db, digits, HITS_PER_KIND) : null,
        can(member, 'customers.manage') ? findCustomers(db, term, HITS_PER_KIND) : null,
        can(member, 'catalog.edit') ? findProductsForStaff(db, term, locale, HITS_PER_KIND) : null,
        can(member, 'orders.money') ? findDocuments(db, term, HITS_PER_KIND) : null,
      ])
      const exactOrder = orders?.find((hit) => hit.exact)
      const exactDocument = documents?.find((hit) => hit.exact)
      return {
        orders,
        customers,
        products,
        documents,
        jumpToOrder: exactOrder?.id ?? exactDocument?.orderId ?? null,
      }
    },
  }
}

export type BackOfficeSearch = ReturnType<typeof createBackOfficeSearch>
