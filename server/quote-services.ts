import type { Db } from '#server/db/client.ts'
import type { CatalogService } from '#server/modules/catalog/catalog.service.ts'
import { lineDescriber } from '#server/modules/quotes/quote-lines.ts'
import { createQuoteRequests } from '#server/modules/quotes/quote-requests.ts'

/**
 * Quote requests and quotes (decision 0058), made together: the customer's side and the back
 * office's share how a configuration is described and priced today.
 */
export function createQuoteServices(deps: {
  db: Db
  catalog: CatalogService
  now?: (() => Date) | undefined
}) {
  const describer = lineDescriber(deps.catalog)
  return {
    /** QUOTE-2, QUOTE-6: the customer asks and reads. */
    quoteRequests: createQuoteRequests({ db: deps.db, describer, now: deps.now }),
  }
}
