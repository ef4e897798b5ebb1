import { getTableName, isTable } from 'drizzle-orm'
import * as schema from './index.ts'

/**
 * Decision 0040, ARCHITECTURE 'Rules of the house': a module owns its tables. Only the module
 * named here writes a table, and only it reads it; another module calls the owner's functions
 * (which take the caller's transaction where the work must be one). A table of the schema that is
 * missing here is a type error; `tests/lint/table-owners.test.ts` refuses a module that uses a
 * table it does not own.
 */
export const TABLE_OWNERS = {
  // content: menus (categories), pages, the footer, redirections, popups
  menus: 'content',
  pages: 'content',
  footerSections: 'content',
  footerSectionPages: 'content',
  footerSectionMenus: 'content',
  redirections: 'content',
  popups: 'content',
  countries: 'countries',
  postMethods: 'countries',
  settings: 'settings',
  customers: 'customers',
  authTokens: 'customers',
  passwordResetTokens: 'customers',
  addresses: 'customers',
  companies: 'customers',
  companyMembers: 'customers',
  companyInvitations: 'customers',
  mailOutbox: 'mail',
  newsletterSubscriptions: 'newsletter',
  // catalog: a product with everything it offers, its stock and its categories
  products: 'catalog',
  productMenus: 'catalog',
  productOptions: 'catalog',
  productOptionValues: 'catalog',
  productCombinations: 'catalog',
  combinationValues: 'catalog',
  productDurations: 'catalog',
  productServices: 'catalog',
  serviceValues: 'catalog',
  discountTiers: 'catalog',
  productImages: 'catalog',
  productDownloads: 'catalog',
  productTabs: 'catalog',
  bookmarks: 'bookmarks',
  cartItems: 'cart',
  cartTargets: 'cart',
  // checkout: the draft between the steps and the coupons
  checkoutDrafts: 'checkout',
  coupons: 'checkout',
  couponRedemptions: 'checkout',
  // orders: the order with its lines, packages, timeline, refunds, print files and payments
  orders: 'orders',
  orderItems: 'orders',
  orderPackages: 'orders',
  orderEvents: 'orders',
  orderRefunds: 'orders',
  orderFiles: 'orders',
  // payments: the providers' webhook events, each handled once
  paymentEvents: 'payments',
  appSecrets: 'secrets',
  staff: 'staff',
  staffSessions: 'staff',
  auditLog: 'staff',
  staffSavedFilters: 'staff',
  staffNotifications: 'staff',
  staffSummaryDays: 'staff',
  printChecks: 'preflight',
  invoiceCounters: 'invoices',
  invoiceDocuments: 'invoices',
  // fairs (decision 0051): the trade fairs staff keep
  fairs: 'fairs',
  // quotes (decision 0058): quote requests, their lines and the quote numbers
  quotes: 'quotes',
  quoteLines: 'quotes',
  quoteCounters: 'quotes',
} as const satisfies { [name in TableExport]: string }

/**
 * Database objects outside the Drizzle schema, by their SQL name: the search's word list, a
 * materialized view over the products (migration 0005) that only the catalogue's search reads.
 */
export const VIEW_OWNERS = {
  search_words: 'catalog',
} as const

/** The names under which the schema exports a table. */
export type TableExport = {
  [name in keyof typeof schema]: (typeof schema)[name] extends { _: { brand: 'Table' } }
    ? name
    : never
}[keyof typeof schema]

export type ModuleName = (typeof TABLE_OWNERS)[TableExport]

/** Each table's SQL name with its owner, for the guard that also reads raw SQL. */
export function ownersBySqlName(): Map<string, string> {
  const owners = new Map<string, string>(Object.entries(VIEW_OWNERS))
  for (const [name, value] of Object.entries(schema)) {
    if (!isTable(value)) continue
    const owner = (TABLE_OWNERS as Record<string, string>)[name]
    if (owner) owners.set(getTableName(value), owner)
  }
  return owners
}
