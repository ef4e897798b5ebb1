import type { Db } from '#server/db/client.ts'
import type { CatalogService } from '#server/modules/catalog/catalog.service.ts'
import type { CustomerView } from '#server/modules/customers/customer-view.ts'
import type { MailService } from '#server/modules/mail/mail.service.ts'
import { lineDescriber } from '#server/modules/quotes/quote-lines.ts'
import { createQuoteRequests } from '#server/modules/quotes/quote-requests.ts'
import { createQuotesAdmin } from '#server/modules/quotes/quotes-admin.ts'
import type { SettingsService } from '#server/modules/settings/settings.service.ts'
import type { StaffService } from '#server/modules/staff/staff.service.ts'

/**
 * Quote requests and quotes (decision 0058), made together: the customer's side and the back
 * office's share how a configuration is described and priced today.
 */
export function createQuoteServices(deps: {
  db: Db
  catalog: CatalogService
  mail: MailService
  settings: SettingsService
  audit: StaffService['audit']
  /** The customer's profile (the quote's PDF and mail are addressed with it). */
  customer: (id: number) => Promise<CustomerView | undefined>
  publicUrl: string
  now?: (() => Date) | undefined
}) {
  const { db, now } = deps
  const describer = lineDescriber(deps.catalog)
  return {
    /** QUOTE-2, QUOTE-6, QUOTE-9: the customer asks and reads. */
    quoteRequests: createQuoteRequests({ db, describer, now }),
    /** QUOTE-3..QUOTE-5: the back office prices and sends. */
    quotesAdmin: createQuotesAdmin({ ...deps, describer }),
  }
}
